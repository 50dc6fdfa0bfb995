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
    ...huntFlags(combat),
    reward: rewards?.currencies ?? [],
    loot: rewards?.loot ?? [],
    rewardXP: rewards?.xp ?? 0,
    goldChange: rewards?.goldChange ?? 0,
    timestamp: now,
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
  });
}
