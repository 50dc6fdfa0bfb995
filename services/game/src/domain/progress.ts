import { EQUIPMENT_SETS, RANKS_PER_SET, SETS_BY_SUBSCRIPTION } from './rules';

interface RankStep {
  id: number;
  name: string;
  xp: number;
  rewardItemId: number | null;
}

/** The rank a player holds at this XP (ranks sorted by XP), or null below the first threshold. */
export function rankAt<R extends RankStep>(ranks: readonly R[], xp: number): R | null {
  let current: R | null = null;
  for (const rank of ranks) {
    if (rank.xp <= xp) current = rank;
    else break;
  }
  return current;
}

/** The next rank's threshold; the current XP at the last rank. */
export function nextRankXp(ranks: readonly RankStep[], xp: number): number {
  return ranks.find((rank) => rank.xp > xp)?.xp ?? xp;
}

/** Ranks reached by going from `rewardedXp` (last rank already rewarded) to `xp`, in order. */
export function ranksCrossed<R extends RankStep>(ranks: readonly R[], rewardedXp: number, xp: number): R[] {
  return ranks.filter((rank) => rank.xp > rewardedXp && rank.xp <= xp);
}

/** How many of the ten equipment sets a player may use (set 1 is always open). */
export function unlockedSets(rankIndex: number, subscriptionLevel: number): number {
  const byRank = Math.floor(Math.max(rankIndex, 0) / RANKS_PER_SET);
  const bySubscription = SETS_BY_SUBSCRIPTION[subscriptionLevel] ?? 0;
  return Math.min(1 + byRank + bySubscription, EQUIPMENT_SETS);
}

/** Coolness of a claimed collection or achievement by its rarity's sequence (common 0 .. boss 4). */
export function coolnessOf(raritySequence: number): number {
  return 10 * (Math.max(raritySequence, 0) + 1);
}
