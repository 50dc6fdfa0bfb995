import {
  CombatResult,
  currentEngine,
  playFight,
  type CombatState,
  type FightOutcome,
} from '@vh/combat-engine';
import { coffinNow } from '../domain/coffin';
import { JOURNAL } from '../domain/journal';
import { createRandom, deriveSeed, newSeed } from '../domain/random';
import { GOLD } from '../domain/rules';
import { cooldownSeconds } from '../domain/stats';
import { combatSetup, modifierPercents, playerPercent } from '../player/combatSetup';
import { rollEncounter } from '../player/huntRoll';
import { TYPE } from '../player/loadout';
import type { PlayerTx } from '../player/playerTx';
import type { CombatRow, StoredRewards } from '../repositories/combatRepository';
import { fightContentOf, fightRecordOf, grantedLoot, logDigest } from './fightRecords';
import { combatInfo, emitHunt } from './huntRecords';
import { missionEnemies, recordCatch } from './missions';

/**
 * A fight from its start to its settlement: the enemy chosen, bait (and hex) spent, boosts rolled,
 * rounds played and, once it ended, the rewards granted and recorded.
 */

export interface HuntOutcome {
  combat: CombatRow | null;
  state: CombatState | null;
  errorMessage: string | null;
}

/** The player's coffin charges now (they recharge lazily). */
export function coffinState(player: PlayerTx) {
  return coffinNow(
    { charges: player.row.coffin_charges, rechargeFrom: player.row.coffin_recharge_from },
    player.loadout().total('coffincharges'),
    player.now,
  );
}

type NewCombat = Omit<CombatRow, 'id' | 'rounds_played' | 'result' | 'rewards' | 'ended_at' | 'log_digest'>;

/** Plays every round asked for: quick attack and auto-hunts (the engine stops at its last round). */
export const ALL_ROUNDS = Number.MAX_SAFE_INTEGER;

/** Picks the enemy, spends bait (and hex), rolls the boosts; null if no enemy roams the ground. */
async function prepareCombat(player: PlayerTx, kind: CombatRow['kind']): Promise<NewCombat | null> {
  const { deps } = player;
  // New fights take the newest engine version; the fight keeps it for every replay.
  const engine = currentEngine();
  const loadout = player.loadout();
  const hex = loadout.firstOfType(TYPE.hex);
  const seed = newSeed();
  const missionEnemyIds = await missionEnemies(player);
  // The same roll as the setup simulator's (player/huntRoll.ts), so the two cannot drift.
  const met = rollEncounter(deps.content, {
    seed,
    loadout,
    huntingGroundId: player.row.hunting_ground_id,
    missionEnemyIds,
  });
  if (!met) return null;
  const { encounter, enemy, bait } = met;

  const modifiers = engine.rollModifiers(
    modifierPercents(deps.content, loadout),
    createRandom(deriveSeed(seed, 'modifiers')),
  );
  const setup = combatSetup(deps.content, { seed, playerName: player.row.name, loadout, enemy, modifiers });
  const lootchance = playerPercent(deps.content, loadout, 'lootchance');

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
    engine_version: engine.version,
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
      baitItemId: bait.item.id,
      tableId: encounter.rolledTableId,
      rolledEnemyId: encounter.rolledEnemyId,
      questLured: encounter.questLured,
      content: fightContentOf(deps.content, {
        enemy,
        groundId: player.row.hunting_ground_id,
        baitItemId: bait.item.id,
        loadout,
      }),
    },
    started_at: player.now,
  };
}

/**
 * Starts a fight and plays its first `rounds` rounds; the fight is stored once (with the id reserved
 * with the lock, in the player's one write), already settled when those rounds ended it. Null when no
 * enemy roams the ground.
 */
export async function startFight(
  player: PlayerTx,
  kind: CombatRow['kind'],
  rounds: number,
): Promise<HuntOutcome | null> {
  const { deps } = player;
  const id = player.reservedCombatId;
  if (id === null) throw new Error('a fight needs an id reserved with the lock (reserveCombatId)');
  const prepared = await prepareCombat(player, kind);
  if (!prepared) return null;
  const outcome = playFight(fightRecordOf(deps.content, prepared), rounds);
  const { state } = outcome;
  const ended = state.result !== CombatResult.Ongoing;
  const rewards = ended ? await grantRewards(player, { ...prepared, id }, outcome) : null;
  const combat: CombatRow = {
    ...prepared,
    id,
    rounds_played: state.roundsPlayed,
    result: state.result,
    rewards,
    ended_at: ended ? player.now : null,
    log_digest: logDigest(state.events),
  };
  player.writeLater(deps.combats.insertQuery(player.trx, combat));
  player.writeLater(deps.grimoire.recordHuntQuery(player.trx, player.userId, combat.enemy_id));
  // An auto-hunt is not the player's own call, so it does not become their repeated answer.
  player.set({ active_combat_id: combat.id, ...(kind === 'auto' ? {} : { last_combat_id: combat.id }) });
  if (ended) recordEnd(player, combat);
  return { combat, state, errorMessage: null };
}

/** Plays a fight in progress up to `rounds` rounds; an ended fight is settled at once. */
export async function advance(player: PlayerTx, combat: CombatRow, rounds: number): Promise<HuntOutcome> {
  const outcome = playFight(fightRecordOf(player.deps.content, combat), rounds);
  const { state } = outcome;
  combat.rounds_played = state.roundsPlayed;
  combat.result = state.result;
  combat.log_digest = logDigest(state.events);
  if (state.result !== CombatResult.Ongoing) {
    combat.rewards = await grantRewards(player, combat, outcome);
    combat.ended_at = player.now;
    recordEnd(player, combat);
  }
  player.writeLater(
    player.deps.combats.updateQuery(player.trx, combat.id, {
      rounds_played: combat.rounds_played,
      result: combat.result,
      rewards: combat.rewards,
      ended_at: combat.ended_at,
      log_digest: combat.log_digest,
    }),
  );
  return { combat, state, errorMessage: null };
}

/** Grants what an ended fight earned (currencies, loot, gold taken or given, the mission catch). */
async function grantRewards(
  player: PlayerTx,
  combat: NewCombat & Pick<CombatRow, 'id'>,
  outcome: FightOutcome,
): Promise<StoredRewards> {
  const { deps } = player;
  const { state } = outcome;
  const origin = { source: 'hunt', reference: String(combat.id) } as const;
  // The engine rolls the rewards of every ended fight (nothing for a loss).
  const rewards = outcome.rewards ?? { xp: 0, currencies: [], loot: [] };
  for (const { name, value } of rewards.currencies) {
    if (deps.content.currency(name)) player.addCurrency(name, value, origin);
  }
  const loot = grantedLoot(deps.content, combat, rewards.loot);
  for (const drop of loot) player.addItem(drop.itemId, drop.amount + drop.lootHunterBonus);
  // A thief cannot take more than the purse holds.
  const goldChange = Math.max(state.goldChange, -player.balanceOf(GOLD));
  if (goldChange !== 0) player.addCurrency(GOLD, goldChange, origin);
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
