/**
 * Drawing an expedition's targets (docs/social.md#targets), a pure function over what the content
 * offers: enemies as the hunting tables meet them, preferring the grounds the members hunt on.
 */
import {
  CHEST_GOLD_FACTOR,
  CHEST_MAX,
  CHEST_PER_CATCH_MIN,
  requiredCatches,
  targetCount,
} from './expeditionRules';

/** An enemy as a ground's ordinary hunting table meets it. */
export interface TargetCandidate {
  enemyId: number;
  huntingGroundId: number;
  /** Its share of the table's roll, 0 < share <= 1. */
  share: number;
  /** Gold (the chest's currency) the enemy drops on a win. */
  gold: number;
  /** The ground's XP requirement: a ground no harder than the members' is reachable. */
  groundXp: number;
}

export interface DrawnTarget {
  position: number;
  enemyId: number;
  huntingGroundId: number;
  required: number;
}

export interface Draw {
  targets: DrawnTarget[];
  chest: number;
}

/** A number in [0, 1), as Math.random gives (tests pass their own). */
export type Random = () => number;

/** One candidate, drawn as often as the table meets it. */
function drawWeighted(pool: readonly TargetCandidate[], random: Random): TargetCandidate {
  const total = pool.reduce((sum, candidate) => sum + candidate.share, 0);
  let roll = random() * total;
  for (const candidate of pool) {
    roll -= candidate.share;
    if (roll < 0) return candidate;
  }
  return pool[pool.length - 1]!;
}

/**
 * The pool drawn from next: the grounds members stand on; then grounds no harder than the hardest of
 * those (`reach`); then the easiest ground left.
 */
function nextPool(
  left: readonly TargetCandidate[],
  memberGrounds: ReadonlySet<number>,
  reach: number,
): TargetCandidate[] {
  const onMemberGrounds = left.filter((candidate) => memberGrounds.has(candidate.huntingGroundId));
  if (onMemberGrounds.length > 0) return onMemberGrounds;
  const reachable = left.filter((candidate) => candidate.groundXp <= reach);
  if (reachable.length > 0) return reachable;
  const easiest = left.reduce((least, candidate) => Math.min(least, candidate.groundXp), Infinity);
  return left.filter((candidate) => candidate.groundXp === easiest);
}

/**
 * Draws up to targetCount(members) targets, each a different enemy, with its ground and the catches
 * it needs, and the chest they are worth. Fewer when the content offers fewer enemies; none when it
 * offers none.
 */
export function drawTargets(
  candidates: readonly TargetCandidate[],
  memberGrounds: ReadonlySet<number>,
  members: number,
  random: Random,
): Draw {
  const want = targetCount(members);
  let left = candidates.filter((candidate) => candidate.share > 0);
  const reach = left
    .filter((candidate) => memberGrounds.has(candidate.huntingGroundId))
    .reduce((hardest, candidate) => Math.max(hardest, candidate.groundXp), -1);
  const picked: TargetCandidate[] = [];
  while (picked.length < want && left.length > 0) {
    const chosen = drawWeighted(nextPool(left, memberGrounds, reach), random);
    picked.push(chosen);
    left = left.filter((candidate) => candidate.enemyId !== chosen.enemyId);
  }
  const targets = picked.map((candidate, position) => ({
    position,
    enemyId: candidate.enemyId,
    huntingGroundId: candidate.huntingGroundId,
    required: requiredCatches(candidate.share, members),
  }));
  const chest = picked.reduce(
    (sum, candidate, index) =>
      sum + targets[index]!.required * Math.max(CHEST_PER_CATCH_MIN, candidate.gold * CHEST_GOLD_FACTOR),
    0,
  );
  return { targets, chest: Math.min(CHEST_MAX, chest) };
}
