import { BASE_COOLDOWN_SECONDS, BASE_HEALTH, MAX_PERCENT, MIN_COOLDOWN_SECONDS } from './rules';

/** One stat of an item, enemy or boost, as content stores it (procs carry their procPercent). */
export interface StatEntry {
  shortName: string;
  valueFrom: number;
  valueTo: number;
  procPercent: number;
}

/** The StatMax row of a percentage stat: raw points at targetMax give desiredPercent. */
interface StatScale {
  currentTargetMax: number;
  desiredPercent: number;
}

export interface StatTotal {
  shortName: string;
  valueFrom: number;
  valueTo: number;
}

/** Stats shown and used as percentages, scaled through StatMax (raw points on items). */
export const PERCENT_STATS: readonly string[] = [
  'critchance',
  'lootchance',
  'summoning',
  'cloning',
  'xplosion',
  'investment',
  'bloodlust',
  'megalomania',
  'bloodcraze',
];

/** Content writes shortNames in any case; sums and look-ups use this key. */
function statKey(shortName: string): string {
  return shortName.toLowerCase();
}

/**
 * Sums stat entries by shortName (lower-cased), procs included. A proc's procPercent is a chance,
 * not an amount, and is left out: the combat setup takes it from the entries themselves.
 */
export function sumStats(entries: readonly StatEntry[]): Map<string, StatTotal> {
  const totals = new Map<string, StatTotal>();
  for (const entry of entries) {
    const shortName = statKey(entry.shortName);
    const total = totals.get(shortName) ?? { shortName, valueFrom: 0, valueTo: 0 };
    total.valueFrom += entry.valueFrom;
    total.valueTo += entry.valueTo;
    totals.set(shortName, total);
  }
  return totals;
}

/** The total of one stat, zero when nothing carries it. */
export function statTotal(totals: ReadonlyMap<string, StatTotal>, shortName: string): StatTotal {
  const shortKey = statKey(shortName);
  return totals.get(shortKey) ?? { shortName: shortKey, valueFrom: 0, valueTo: 0 };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * The percent a raw stat total is worth: min(raw / targetMax, 1) x desired%, so the best gear
 * reaches the desired cap and no further. Without a usable scale the raw value is the percent.
 */
export function effectivePercent(raw: number, scale: StatScale | undefined): number {
  if (!scale || scale.currentTargetMax <= 0) return clamp(raw, 0, MAX_PERCENT);
  return clamp(raw / scale.currentTargetMax, 0, 1) * scale.desiredPercent;
}

/** Seconds between hunts: the base cooldown plus timewalker (negative shortens), never below the floor. */
export function cooldownSeconds(timewalker: number): number {
  return Math.max(BASE_COOLDOWN_SECONDS + timewalker, MIN_COOLDOWN_SECONDS);
}

/** A player's health: the base plus the `health` stats of every counted item. */
export function maxHealth(totals: ReadonlyMap<string, StatTotal>): number {
  return BASE_HEALTH + statTotal(totals, 'health').valueTo;
}
