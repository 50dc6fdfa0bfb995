/** The expedition's numbers (docs/social.md#expeditions). */

/** Share of the chest set aside as the floor: split equally among every member who hunted. */
export const FLOOR_PERCENT = 10;

/** The chest's currency: the game's gold; a world without it pays in its first ordinary currency. */
export const CHEST_CURRENCY = 'VGC';
/** A catch adds this many times the gold its enemy drops to the chest, and never less than the minimum. */
export const CHEST_GOLD_FACTOR = 3;
export const CHEST_PER_CATCH_MIN = 25;
export const CHEST_MAX = 1_000_000;

/** 3 targets for up to 4 members, 4 for up to 8, 5 for up to 12. */
export const targetCount = (members: number) => Math.min(5, Math.max(3, 2 + Math.ceil(members / 4)));

/**
 * How many catches a target needs: an enemy met often needs more (up to 4 for one met on most hunts,
 * 1 for a rare one), times one per started 4 members.
 */
export function requiredCatches(share: number, members: number): number {
  const byShare = Math.min(4, Math.max(1, Math.ceil(share * 4)));
  return byShare * Math.max(1, Math.ceil(members / 4));
}

/**
 * A hunt counted after ends_at only if it happened before it; the job waits this long past the end
 * before failing an expedition, so hunts still in the consumer's lag are not lost.
 */
export const CLOSE_GRACE_MS = 60_000;

/** Page bounds of the expedition lists. */
export const PAST_EXPEDITIONS_MAX = 50;
export const ADMIN_EXPEDITIONS_MAX = 100;
