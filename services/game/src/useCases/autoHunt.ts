import type { GameDeps } from '../deps';
import { JOURNAL, NO_BAIT_RESULT } from '../domain/journal';
import { TYPE } from '../player/loadout';
import { withPlayer } from '../player/playerSession';
import { ALL_ROUNDS, startFight } from './fight';
import { combatInfo, emitHunt } from './huntRecords';

/**
 * The hourly auto-hunt of one player (a retainer equipped): a quick hunt that ignores the cooldown,
 * once per player and hour. Without bait the journal says so (result 4). A fight in progress makes
 * it wait for the job's next pass.
 */
export async function autoHunt(
  deps: GameDeps,
  userId: string,
  hour: number,
): Promise<'hunted' | 'no-bait' | 'skipped'> {
  return withPlayer(
    deps,
    { userId, requestId: `auto-hunt-${hour}` },
    async (player) => {
      if (player.row.active_combat_id) return 'skipped';
      if (!player.loadout().firstOfType(TYPE.retainer)) return 'skipped';
      if (!(await deps.autoHunts.claim(player.trx, userId, hour))) return 'skipped';
      const bait = player.loadout().firstOfType(TYPE.bait);
      if (!bait || player.amountOf(bait.item.id) < 1) {
        player.journal(JOURNAL.combat, combatInfo(null, NO_BAIT_RESULT, null, player.now));
        emitHunt(player, null, NO_BAIT_RESULT, null);
        return 'no-bait';
      }
      const fight = await startFight(player, 'auto', ALL_ROUNDS);
      if (!fight) return 'skipped';
      await deps.autoHunts.attach(player.trx, userId, hour, fight.combat!.id);
      return 'hunted';
    },
    { create: false, reserveCombatId: true },
  );
}
