import { coffinNow } from '../domain/coffin';
import { playCombat } from '../domain/combat/engine';
import { CombatResult, type CombatState } from '../domain/combat/types';
import { chooseEnemy } from '../domain/encounter';
import { JOURNAL } from '../domain/journal';
import { createRandom, deriveSeed, newSeed } from '../domain/random';
import { rollModifiers, rollRewards, type Modifiers } from '../domain/rewards';
import { GOLD } from '../domain/rules';
import { cooldownSeconds } from '../domain/stats';
import { combatSetup, playerPercent } from '../player/combatSetup';
import { TYPE } from '../player/loadout';
import type { PlayerTx } from '../player/playerTx';
import type { CombatRow, StoredRewards } from '../repositories/combatRepository';
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
export async function advance(player: PlayerTx, combat: CombatRow, rounds: number): Promise<HuntOutcome> {
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
