/**
 * How bench:scale spreads its filled world: deterministic per-player draws (the same player gets the
 * same XP in the game's and in analytics' database), skewed picks (a few players play most fights),
 * and the chunks the fill runs in. Each draw exists as SQL (what the database generates) and as
 * TypeScript (what the tests check); both use the same formulas.
 */
import { createHash } from 'node:crypto';

/**
 * Fights pick their player as floor(players × u^FIGHT_SKEW): the keenest tenth plays 0.1^(1/2) ≈ 32 %,
 * and the keenest player (1 / players)^(1/2) of all fights: 10,000 of 10 million among a million
 * players, what a 10-minute cooldown allows in 90 days, and under the journal's per-player bound.
 */
export const FIGHT_SKEW = 2;
/** XP: floor(MAX_XP × u^XP_SKEW), most players low, a few near the top. */
export const MAX_XP = 2_000_000;
export const XP_SKEW = 4;
/** Coolness: floor(MAX_COOLNESS × u^COOLNESS_SKEW); a quarter of players never claimed anything. */
export const MAX_COOLNESS = 5_000;
export const COOLNESS_SKEW = 3;
export const COOLNESS_SHARE = 0.75;

/** A player's account id in every service's database: md5 of its index, read as a uuid. */
export const playerIdSql = (index: string) => `md5('vh-scale:' || (${index}))::uuid`;

export function playerId(index: number): string {
  const hex = createHash('md5').update(`vh-scale:${index}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A uniform draw in [0, 1) fixed by a label and an index: the first 32 bits of md5(label:index). */
export const unitSql = (label: string, index: string) =>
  `(('x' || substr(md5('${label}:' || (${index})), 1, 8))::bit(32)::bigint / 4294967296.0)`;

export function unit(label: string, index: number): number {
  return parseInt(createHash('md5').update(`${label}:${index}`).digest('hex').slice(0, 8), 16) / 4294967296;
}

/** floor(count × u^exponent), below count: index 0 is the most likely. */
export const skewedIndex = (u: number, count: number, exponent: number) =>
  Math.min(count - 1, Math.floor(count * u ** exponent));

export const skewedIndexSql = (u: string, count: number, exponent: number) =>
  `least(${count - 1}, floor(${count} * power(${u}, ${exponent})))::bigint`;

export const xpOf = (index: number) => Math.floor(MAX_XP * unit('xp', index) ** XP_SKEW);
export const xpSql = (index: string) =>
  `floor(${MAX_XP} * power(${unitSql('xp', index)}, ${XP_SKEW}))::bigint`;

export function coolnessOf(index: number): number {
  const u = unit('coolness', index);
  return u >= COOLNESS_SHARE ? 0 : Math.floor(MAX_COOLNESS * (u / COOLNESS_SHARE) ** COOLNESS_SKEW);
}

export function coolnessSql(index: string): string {
  const u = unitSql('coolness', index);
  return `(case when ${u} >= ${COOLNESS_SHARE} then 0
    else floor(${MAX_COOLNESS} * power(${u} / ${COOLNESS_SHARE}, ${COOLNESS_SKEW})) end)::int`;
}

/** Share of skewed picks that land on the first `fraction` of the players. */
export const expectedShareOfFirst = (fraction: number, exponent: number) => fraction ** (1 / exponent);

/** [from, to] ranges (inclusive, 0-based) covering `total` in steps of `size`. */
export function chunks(total: number, size: number): { from: number; to: number }[] {
  if (!Number.isInteger(size) || size < 1)
    throw new Error(`chunk size must be a positive whole number: ${size}`);
  const ranges: { from: number; to: number }[] = [];
  for (let from = 0; from < total; from += size) ranges.push({ from, to: Math.min(total, from + size) - 1 });
  return ranges;
}
