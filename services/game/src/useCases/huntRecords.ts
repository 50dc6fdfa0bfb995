import { gameEvents } from '@vh/contracts';
import { GameEvents } from '../events';
import type { PlayerTx } from '../player/playerTx';
import type { CombatRow, StoredRewards } from '../repositories/combatRepository';

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

/** A fight's journal entry (`combat_info`): its result, flags and rewards. */
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
    huntingGroundId: combat?.hunting_ground_id ?? null,
    ...huntFlags(combat),
    reward: rewards?.currencies ?? [],
    loot: rewards?.loot ?? [],
    rewardXP: rewards?.xp ?? 0,
    goldChange: rewards?.goldChange ?? 0,
    timestamp: now,
  };
}

const { EnemyPick } = gameEvents;
/** HuntCompleted's result of a win (see the proto). */
const WIN = 2;

/** Which encounter step chose the fight's enemy (older fights did not record the mission lure). */
function enemyPickOf(combat: CombatRow): gameEvents.EnemyPick {
  if (combat.context.rolledEnemyId === undefined) return EnemyPick.UNSPECIFIED;
  if (combat.context.questLured) return EnemyPick.MISSION;
  if (combat.context.summoned) return EnemyPick.SUMMONING;
  if (combat.context.hexAttracted) return EnemyPick.HEX;
  return EnemyPick.TABLE;
}

/** What the published attraction and drop rates need of a hunt (nothing for an auto-hunt without bait). */
function rateFacts(combat: CombatRow | null, result: number) {
  if (!combat) return {};
  return {
    baitItemId: combat.context.baitItemId ?? 0,
    huntingTableId: combat.context.tableId ?? 0,
    tableEnemyId: combat.context.rolledEnemyId ?? 0,
    enemyPick: enemyPickOf(combat),
    // Loot is rolled on a win only (domain/rewards.ts).
    lootRolled: result === WIN,
    lootchancePercent: Math.round(combat.context.lootchance),
  };
}

/** The HuntCompleted event of an ended fight, or of an auto-hunt without bait. */
export function emitHunt(
  player: PlayerTx,
  combat: CombatRow | null,
  result: number,
  rewards: StoredRewards | null,
) {
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
    ...rateFacts(combat, result),
  });
}
