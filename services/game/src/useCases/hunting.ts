import type { Knex } from '@vh/kit';
import type { GameDeps } from '../deps';
import { coffinNow } from '../domain/coffin';
import { playCombat } from '../domain/combat/engine';
import { CombatResult, type CombatState } from '../domain/combat/types';
import { chooseEnemy } from '../domain/encounter';
import { createRandom, deriveSeed, newSeed } from '../domain/random';
import { rollModifiers, rollRewards, type Modifiers } from '../domain/rewards';
import { MAX_ROUNDS } from '../domain/rules';
import { cooldownSeconds } from '../domain/stats';
import { GameEvents } from '../events';
import { combatSetup, playerPercent } from '../player/combatSetup';
import { TYPE } from '../player/loadout';
import { withPlayer, type Actor } from '../player/playerSession';
import type { PlayerTx } from '../player/playerTx';
import type { CombatRow, StoredRewards } from '../repositories/combatRepository';
import { JOURNAL } from '../repositories/journalRepository';
import { playCombatOf } from './activeCombat';
import { missionEnemies, recordCatch } from './missions';

/** Attack plays the next round, quick attack the rest; coffin starts a hunt on a coffin charge. */
export type HuntAction = 'attack' | 'quick' | 'coffin';

/** Calls within this window of the last one answer the previous result (spec 000 section 5). */
export const REPEAT_WINDOW_MS = 2000;
/** The gold currency thieves take and give. */
export const GOLD = 'VGC';
/** Journal combat result of an auto-hunt that found no bait. */
export const NO_BAIT_RESULT = 4;
export const NO_BAIT_MESSAGE = 'No bait equipped!';

export interface HuntOutcome {
  combat: CombatRow | null;
  state: CombatState | null;
  errorMessage: string | null;
}

const refused = (errorMessage: string): HuntOutcome => ({ combat: null, state: null, errorMessage });

function formatWait(secondsLeft: number): string {
  const minutes = Math.floor(secondsLeft / 60);
  return `${minutes}:${String(secondsLeft % 60).padStart(2, '0')}`;
}

/** GET /api/Game/hunt, /quickhunt, /coffinhunt: start a hunt or advance the one in progress. */
export async function huntAction(deps: GameDeps, actor: Actor, action: HuntAction): Promise<HuntOutcome> {
  return withPlayer(
    deps,
    actor,
    async (player) => {
      const { row } = player;
      const rounds = action === 'quick' ? MAX_ROUNDS : undefined;
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

export function coffinState(player: PlayerTx) {
  return coffinNow(
    { charges: player.row.coffin_charges, rechargeFrom: player.row.coffin_recharge_from },
    player.loadout().total('coffincharges'),
    player.now,
  );
}

type NewCombat = Omit<CombatRow, 'id' | 'rounds_played' | 'result' | 'rewards' | 'ended_at'>;

/** Picks the enemy, spends bait (and hex), rolls the boosts; null if no enemy roams the ground. */
async function prepareCombat(player: PlayerTx, kind: CombatRow['kind']): Promise<NewCombat | null> {
  const { deps } = player;
  const loadout = player.loadout();
  const bait = loadout.firstOfType(TYPE.bait)!;
  const hex = loadout.firstOfType(TYPE.hex);
  const seed = newSeed();
  const missionEnemyIds = await missionEnemies(player);
  const encounter = chooseEnemy(
    {
      tables: deps.content.tablesOfGround(player.row.hunting_ground_id),
      baitItemId: bait.item.id,
      hex: hex
        ? { enemyId: hex.item.canAttractEnemyId ?? null, enemyTypeId: hex.item.canAttractEnemyType ?? null }
        : null,
      summoningPercent: playerPercent(deps.content, loadout, 'summoning'),
      missionEnemyIds,
      enemies: deps.content.enemyFacts(),
    },
    createRandom(deriveSeed(seed, 'encounter')),
  );
  const enemy = encounter ? deps.content.enemy(encounter.enemyId) : undefined;
  if (!encounter || !enemy) return null;

  const percent = (shortName: string) => playerPercent(deps.content, loadout, shortName);
  const modifiers = rollModifiers(
    {
      xplosion: percent('xplosion'),
      investment: percent('investment'),
      cloning: percent('cloning'),
      bloodlust: percent('bloodlust'),
      megalomania: percent('megalomania'),
      bloodcraze: percent('bloodcraze'),
    },
    createRandom(deriveSeed(seed, 'modifiers')),
  );
  const setup = combatSetup(deps.content, { seed, playerName: player.row.name, loadout, enemy, modifiers });
  const lootchance = percent('lootchance');

  player.addItem(bait.item.id, -1);
  if (hex && player.amountOf(hex.item.id) > 0) player.addItem(hex.item.id, -1);
  if (kind === 'coffin') {
    const coffin = coffinState(player);
    player.set({ coffin_charges: coffin.charges - 1, coffin_recharge_from: coffin.rechargeFrom });
  } else if (kind === 'hunt') {
    player.set({ next_hunt_at: player.now + cooldownSeconds(loadout.total('timewalker')) });
  }
  return {
    user_id: player.userId,
    kind,
    seed,
    enemy_id: enemy.id,
    hunting_ground_id: player.row.hunting_ground_id,
    setup,
    context: {
      autoHunt: kind === 'auto',
      coffin: kind === 'coffin',
      questing: missionEnemyIds.includes(enemy.id),
      xplosion: modifiers.xplosion,
      investment: modifiers.investment,
      cloning: modifiers.cloning,
      lootchance,
      hexAttracted: encounter.hexAttracted,
      summoned: encounter.summoned,
    },
    started_at: player.now,
  };
}

/**
 * Starts a fight and plays its first `rounds` rounds; the fight is stored once (with the id reserved
 * with the lock, in the player's one write), already settled when those rounds ended it. Null when no
 * enemy roams the ground.
 */
async function startFight(
  player: PlayerTx,
  kind: CombatRow['kind'],
  rounds: number,
): Promise<HuntOutcome | null> {
  const { deps } = player;
  const id = player.reservedCombatId;
  if (id === null) throw new Error('a fight needs an id reserved with the lock (reserveCombatId)');
  const prepared = await prepareCombat(player, kind);
  if (!prepared) return null;
  const state = playCombat(prepared.setup, rounds);
  const ended = state.result !== CombatResult.Ongoing;
  const rewards = ended ? await grantRewards(player, prepared, state) : null;
  const combat: CombatRow = {
    ...prepared,
    id,
    rounds_played: state.roundsPlayed,
    result: state.result,
    rewards,
    ended_at: ended ? player.now : null,
  };
  player.writeLater(deps.combats.insertQuery(player.trx, combat));
  player.writeLater(deps.grimoire.recordHuntQuery(player.trx, player.userId, combat.enemy_id));
  // An auto-hunt is not the player's own call, so it does not become their repeated answer.
  player.set({ active_combat_id: combat.id, ...(kind === 'auto' ? {} : { last_combat_id: combat.id }) });
  if (ended) recordEnd(player, combat);
  return { combat, state, errorMessage: null };
}

/** Plays a fight in progress up to `rounds` rounds; an ended fight is settled at once. */
async function advance(player: PlayerTx, combat: CombatRow, rounds: number): Promise<HuntOutcome> {
  const state = playCombat(combat.setup, rounds);
  combat.rounds_played = state.roundsPlayed;
  combat.result = state.result;
  if (state.result !== CombatResult.Ongoing) {
    combat.rewards = await grantRewards(player, combat, state);
    combat.ended_at = player.now;
    recordEnd(player, combat);
  }
  player.writeLater(
    player.deps.combats.updateQuery(player.trx, combat.id, {
      rounds_played: combat.rounds_played,
      result: combat.result,
      rewards: combat.rewards,
      ended_at: combat.ended_at,
    }),
  );
  return { combat, state, errorMessage: null };
}

/** Grants what an ended fight earned (currencies, loot, gold taken or given, the mission catch). */
async function grantRewards(player: PlayerTx, combat: NewCombat, state: CombatState): Promise<StoredRewards> {
  const { deps } = player;
  const enemy = deps.content.enemy(combat.enemy_id);
  const modifiers: Modifiers = {
    xplosion: combat.context.xplosion,
    investment: combat.context.investment,
    cloning: combat.context.cloning,
    bloodlust: combat.setup.player.bloodlust,
    megalomania: combat.setup.player.megalomania,
    bloodcraze: combat.setup.player.bloodcraze,
  };
  const rewards = rollRewards(
    {
      result: state.result,
      enemy: { xp: enemy?.xp ?? 0, currencies: enemy?.currencies ?? [], loot: enemy?.loot ?? [] },
      lootchancePercent: combat.context.lootchance,
      modifiers,
    },
    createRandom(deriveSeed(combat.seed, 'rewards')),
  );
  for (const { name, value } of rewards.currencies) {
    if (deps.content.currency(name)) player.addCurrency(name, value);
  }
  const loot = rewards.loot.filter((drop) => deps.content.item(drop.itemId));
  for (const drop of loot) player.addItem(drop.itemId, drop.amount + drop.lootHunterBonus);
  // A thief cannot take more than the purse holds.
  const goldChange = Math.max(state.goldChange, -player.balanceOf(GOLD));
  if (goldChange !== 0) player.addCurrency(GOLD, goldChange);
  if (state.result === CombatResult.Win) await recordCatch(player, combat.enemy_id);
  return { xp: rewards.xp, currencies: rewards.currencies, loot, goldChange };
}

/** The journal entry, the XP and the hunt event of an ended fight; frees the player. */
function recordEnd(player: PlayerTx, combat: CombatRow): void {
  player.journal(JOURNAL.combat, combatInfo(combat, combat.result, combat.rewards, player.now));
  player.addXp(combat.rewards?.xp ?? 0);
  emitHunt(player, combat, combat.result, combat.rewards);
  player.set({ active_combat_id: null });
}

/** The journal's and the event's modifier tags; no fight at all is an auto-hunt without bait. */
function huntFlags(combat: CombatRow | null) {
  return {
    autoHunt: combat?.context.autoHunt ?? true,
    questing: combat?.context.questing ?? false,
    bloodlust: combat?.setup.player.bloodlust ?? false,
    megalomania: combat?.setup.player.megalomania ?? false,
    bloodcraze: combat?.setup.player.bloodcraze ?? false,
    xplosion: combat?.context.xplosion ?? false,
    investment: combat?.context.investment ?? false,
    cloning: combat?.context.cloning ?? false,
  };
}

export function combatInfo(
  combat: CombatRow | null,
  result: number,
  rewards: StoredRewards | null,
  now: number,
) {
  return {
    result,
    combatId: combat?.id ?? null,
    enemyId: combat?.enemy_id ?? null,
    ...huntFlags(combat),
    reward: rewards?.currencies ?? [],
    loot: rewards?.loot ?? [],
    rewardXP: rewards?.xp ?? 0,
    goldChange: rewards?.goldChange ?? 0,
    timestamp: now,
  };
}

function emitHunt(player: PlayerTx, combat: CombatRow | null, result: number, rewards: StoredRewards | null) {
  player.emit(GameEvents.huntCompleted, {
    userId: player.userId,
    combatId: BigInt(combat?.id ?? 0),
    enemyId: combat?.enemy_id ?? 0,
    huntingGroundId: combat?.hunting_ground_id ?? player.row.hunting_ground_id,
    result,
    xpGained: BigInt(rewards?.xp ?? 0),
    currencies: (rewards?.currencies ?? []).map((entry) => ({
      shortName: entry.name,
      amount: BigInt(entry.value),
    })),
    loot: (rewards?.loot ?? []).map((drop) => ({
      itemId: drop.itemId,
      amount: BigInt(drop.amount + drop.lootHunterBonus),
    })),
    modifiers: huntFlags(combat),
  });
}

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
      const fight = await startFight(player, 'auto', MAX_ROUNDS);
      if (!fight) return 'skipped';
      await deps.autoHunts.attach(player.trx, userId, hour, fight.combat!.id);
      return 'hunted';
    },
    { create: false, reserveCombatId: true },
  );
}
