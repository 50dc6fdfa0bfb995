/**
 * The named balance curves of the seed world. Every number an enemy or a piece of gear carries is
 * derived here from two inputs: the tier of the hunting ground (0 = Gallows Hill … 8 = the Throne of
 * Endless Night) or, for items, the tier their required XP falls in. docs/world.md explains each
 * constant; the unit test simulates combat against them.
 */

export type RarityKey = 'common' | 'uncommon' | 'normal' | 'rare' | 'boss';
export const RARITY_KEYS: readonly RarityKey[] = ['common', 'uncommon', 'normal', 'rare', 'boss'];

/** XP a player needs to enter each hunting ground, in ground order. Items are tiered by the same scale. */
export const GROUND_XP = [0, 150, 600, 2_000, 5_000, 20_000, 35_000, 60_000, 100_000] as const;
/** The XP to enter the ground of a tier. */
export const groundXp = (tier: number): number => GROUND_XP[tier] ?? GROUND_XP[GROUND_XP.length - 1]!;

/** XP per tier beyond the last ground (end-game items and ranks). */
const XP_PER_TIER_AFTER_LAST = 60_000;

/** The (fractional) tier a required-XP value falls in: linear between the ground thresholds. */
export function tierAt(xp: number): number {
  for (let index = 1; index < GROUND_XP.length; index++) {
    const upper = GROUND_XP[index]!;
    if (xp <= upper) {
      const lower = GROUND_XP[index - 1]!;
      return index - 1 + (xp - lower) / (upper - lower);
    }
  }
  const last = GROUND_XP.length - 1;
  return last + (xp - GROUND_XP[last]!) / XP_PER_TIER_AFTER_LAST;
}

/** Average damage per strike of a tier's weapon: 6 for the starter stake, x1.5 per tier. */
export const weaponAverage = (tier: number): number => 6 * 1.5 ** tier;
/**
 * Damage per round of a player geared for a tier: the weapon plus, from the second ground on, one
 * retainer striking for 45% of a weapon. Enemy health is measured in these rounds.
 */
export const referenceDamage = (tier: number): number => weaponAverage(tier) * (1 + 0.45 * Math.min(tier, 1));
/** Health all four armour pieces of a tier add together (head 25%, armour 40%, hands 15%, feet 20%). */
export const armourTotal = (tier: number): number => 25 * 1.55 ** tier;
/** Health of a player wearing a tier's armour: the base of 100 plus the armour. */
export const BASE_HEALTH = 100;
export const referenceHealth = (tier: number): number => BASE_HEALTH + armourTotal(tier);
/** VGC of an average common win on a ground of this tier; prices are expressed in such "hunts". */
export const huntGold = (tier: number): number => 11 * 1.5 ** tier;
/** XP of an average common win on a ground of this tier. */
export const huntXp = (tier: number): number => 10 * 1.55 ** tier;

/** How much stronger an item of a rarity is than a common one of the same required XP. */
export const RARITY_POWER: Record<RarityKey, number> = {
  common: 1,
  uncommon: 1.08,
  normal: 1.16,
  rare: 1.28,
  boss: 1.4,
};
/** How much more an item of a rarity costs than a common one of the same required XP. */
export const RARITY_PRICE: Record<RarityKey, number> = {
  common: 0.8,
  uncommon: 1,
  normal: 1.25,
  rare: 1.6,
  boss: 2.2,
};

/**
 * A percentage stat on one item: `best` raw points on a boss-rarity item at tier 9, falling linearly
 * with the tier. The server scales totals by StatMax (raw / targetMax x desired%), so these are relative.
 */
export function percentStat(best: number, tier: number, rarity: RarityKey): number {
  return Math.max(
    1,
    Math.round(((best * Math.min(tier + 1, 10)) / 10) * (RARITY_POWER[rarity] / RARITY_POWER.boss)),
  );
}

/** Seconds one item takes off the 600 s cooldown (negative), in steps of 5 s. */
export function timewalkerStat(best: number, tier: number, rarity: RarityKey): number {
  const seconds = ((best * Math.min(tier + 1, 10)) / 10) * (RARITY_POWER[rarity] / RARITY_POWER.boss);
  return -Math.max(5, Math.round(seconds / 5) * 5);
}

/** A damage range around an average: two thirds to four thirds of it. */
export function damageRange(average: number): [number, number] {
  const from = Math.max(1, Math.round(average * 0.67));
  return [from, Math.max(from + 1, Math.round(average * 1.33))];
}

/** Rounds a price to two significant digits so shop prices read like prices (1234 -> 1200). */
export function nicePrice(value: number): number {
  if (value < 100) return Math.max(1, Math.round(value));
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}

/** Share of the price a sale refunds (the brief's 25–50%). */
export const REFUND_SHARE = 0.4;

/**
 * Enemy roles within a ground's roster. Health is in rounds of the tier's reference damage (how many
 * average rounds kill it), damage in shares of the tier's reference health per round, rewards in
 * multiples of an average common win.
 */
export type EnemyRole = 'c1' | 'c2' | 'c3' | 'u1' | 'u2' | 'n' | 'r' | 'b';
interface RoleCurve {
  rarity: RarityKey;
  health: number;
  damage: number;
  xp: number;
  gold: number;
  /** Ground currency per win, in multiples of the ground's base amount. */
  dust: number;
}
export const ROLE_CURVES: Record<EnemyRole, RoleCurve> = {
  c1: { rarity: 'common', health: 2.8, damage: 0.03, xp: 0.9, gold: 0.9, dust: 1 },
  c2: { rarity: 'common', health: 3.3, damage: 0.04, xp: 1, gold: 1, dust: 1 },
  c3: { rarity: 'common', health: 3.9, damage: 0.05, xp: 1.1, gold: 1.1, dust: 1 },
  u1: { rarity: 'uncommon', health: 4.6, damage: 0.07, xp: 1.6, gold: 1.5, dust: 2 },
  u2: { rarity: 'uncommon', health: 5.2, damage: 0.08, xp: 1.8, gold: 1.6, dust: 2 },
  n: { rarity: 'normal', health: 6.5, damage: 0.12, xp: 2.5, gold: 2.2, dust: 3 },
  r: { rarity: 'rare', health: 8, damage: 0.18, xp: 4, gold: 3.5, dust: 5 },
  b: { rarity: 'boss', health: 11, damage: 0.25, xp: 8, gold: 7, dust: 10 },
};
/** Hunting-table weights (out of 100) per role: the ordinary table and the two special-bait tables. */
export const TABLE_WEIGHTS: Record<'ordinary' | 'lure' | 'deepLure', Partial<Record<EnemyRole, number>>> = {
  ordinary: { c1: 30, c2: 25, c3: 20, u1: 10, u2: 8, n: 5, r: 2 },
  /** The first special bait: uncommon to boss, the boss rarely. */
  lure: { u1: 25, u2: 20, n: 30, r: 17, b: 8 },
  /** The second, scarcer special bait of a ground: normal, rare and boss only. */
  deepLure: { n: 30, r: 40, b: 30 },
};
