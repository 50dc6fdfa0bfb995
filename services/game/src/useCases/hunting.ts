import type { Caller, Knex } from '@vh/kit';
import type { GameDeps } from '../deps';
import { REPEAT_WINDOW_MS } from '../domain/rules';
import { TYPE } from '../player/loadout';
import { withPlayer } from '../player/playerSession';
import type { PlayerTx } from '../player/playerTx';
import { playCombatOf } from './activeCombat';
import { ALL_ROUNDS, advance, coffinState, startFight, type HuntOutcome } from './fight';
import { playerActor } from './playerActor';

/** Attack plays the next round, quick attack the rest; coffin starts a hunt on a coffin charge. */
export type HuntAction = 'attack' | 'quick' | 'coffin';

const NO_BAIT_MESSAGE = 'No bait equipped!';

const refused = (errorMessage: string): HuntOutcome => ({ combat: null, state: null, errorMessage });

function formatWait(secondsLeft: number): string {
  const minutes = Math.floor(secondsLeft / 60);
  return `${minutes}:${String(secondsLeft % 60).padStart(2, '0')}`;
}

/** GET /api/Game/hunt, /quickhunt, /coffinhunt: start a hunt or advance the one in progress. */
export async function huntAction(deps: GameDeps, caller: Caller, action: HuntAction): Promise<HuntOutcome> {
  return withPlayer(
    deps,
    playerActor(caller),
    async (player) => {
      const { row } = player;
      const rounds = action === 'quick' ? ALL_ROUNDS : undefined;
      if (isRepeat(row, player.nowMs)) return replay(deps, row.last_combat_id!, player.trx);
      if (row.active_combat_id) {
        const combat = (await deps.combats.get(row.active_combat_id, player.trx))!;
        player.set({ last_hunt_call_ms: player.nowMs });
        return advance(player, combat, rounds ?? combat.rounds_played + 1);
      }
      const kind = action === 'coffin' ? 'coffin' : 'hunt';
      const refusal = startRefusal(player, kind);
      if (refusal) return refused(refusal);
      const started = await startFight(player, kind, rounds ?? 0);
      if (!started) return refused('No enemies roam this hunting ground');
      player.set({ last_hunt_call_ms: player.nowMs });
      return started;
    },
    { reserveCombatId: true },
  );
}

function isRepeat(row: { last_combat_id: number | null; last_hunt_call_ms: number }, nowMs: number) {
  return row.last_combat_id !== null && nowMs - row.last_hunt_call_ms < REPEAT_WINDOW_MS;
}

async function replay(deps: GameDeps, combatId: number, trx: Knex.Transaction): Promise<HuntOutcome> {
  const fight = (await playCombatOf(deps, combatId, trx))!;
  return { ...fight, errorMessage: null };
}

/** Why a new hunt cannot start, in the words the player sees; null when it can. */
function startRefusal(player: PlayerTx, kind: 'hunt' | 'coffin'): string | null {
  const { deps, row, now } = player;
  if (player.nowMs < deps.settings.playStartsAt) {
    return `The hunt opens on ${new Date(deps.settings.playStartsAt).toUTCString()}`;
  }
  const loadout = player.loadout();
  if (kind === 'coffin') {
    if (!loadout.firstOfType(TYPE.coffin)) return 'No coffin equipped!';
    if (coffinState(player).charges < 1) return 'No coffin charges left';
  } else if (row.next_hunt_at > now) {
    return `You can hunt again in ${formatWait(row.next_hunt_at - now)}`;
  }
  const bait = loadout.firstOfType(TYPE.bait);
  if (!bait || player.amountOf(bait.item.id) < 1) return NO_BAIT_MESSAGE;
  return null;
}
