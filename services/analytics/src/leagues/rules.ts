/**
 * The league rules as players read them (docs/competition.md): weeks from Monday 00:00 UTC,
 * cohorts of similar activity, points per hunt capped per day, zones and rewards by rank.
 */
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** 5 January 2026 was a Monday: weeks start on it plus whole weeks. */
const MONDAY_MS = Date.UTC(2026, 0, 5);
/** Cohorts hold at most this many players; a tier is split into as few cohorts as that allows. */
export const MAX_COHORT = 50;
export const MIN_COHORT = 30;
/** Placement reads the players' own hunts over this many days before the week. */
export const ACTIVITY_DAYS = 14;

export interface Window {
  startsAtMs: number;
  endsAtMs: number;
}

/** The Monday-to-Monday week holding `ms`. */
export function weekHolding(ms: number): Window {
  const startsAtMs = MONDAY_MS + Math.floor((ms - MONDAY_MS) / WEEK_MS) * WEEK_MS;
  return { startsAtMs, endsAtMs: startsAtMs + WEEK_MS };
}

/** The week after one ended at `endMs` (early or not): to the first Monday at least a day later. */
export function weekAfter(endMs: number): Window {
  return { startsAtMs: endMs, endsAtMs: weekHolding(endMs + DAY_MS - 1).endsAtMs };
}

/** How many cohorts a tier of `players` is cut into: as few as keep every cohort at 50 or fewer. */
export function cohortCount(players: number): number {
  return Math.max(1, Math.ceil(players / MAX_COHORT));
}

/** The cohort (0-based) of the player at `position` of a tier sorted by activity. */
export function cohortOf(position: number, players: number): number {
  return Math.floor((position * cohortCount(players)) / players);
}

export interface PointSettings {
  winPoints: number;
  drawPoints: number;
  lossPoints: number;
  dailyCap: number;
}

/** Hunt results as the game reports them: 1 draw, 2 win, 3 loss; anything else was no hunt. */
export function pointsForResult(result: number, settings: PointSettings): number {
  if (result === 2) return settings.winPoints;
  if (result === 1) return settings.drawPoints;
  if (result === 3) return settings.lossPoints;
  return 0;
}

/** The points a hunt adds to a day that holds `dayPoints` already: nothing above the cap. */
export function cappedGain(dayPoints: number, points: number, dailyCap: number): number {
  return Math.max(0, Math.min(points, dailyCap - dayPoints));
}

export interface TierRules {
  tier: number;
  promote: number;
  demote: number;
}

export type Outcome = 'promoted' | 'demoted' | 'stayed';

/**
 * The zone of a final rank: the top `promote` go up (not from the top tier), the bottom `demote`
 * go down (not from the first); in a cohort too small for both, going up wins.
 */
export function outcomeOf(rank: number, size: number, rules: TierRules, topTier: number): Outcome {
  if (rank <= rules.promote && rules.tier < topTier) return 'promoted';
  if (rank > size - rules.demote && rules.tier > 1) return 'demoted';
  return 'stayed';
}

export function nextTier(tier: number, outcome: Outcome): number {
  return outcome === 'promoted' ? tier + 1 : outcome === 'demoted' ? tier - 1 : tier;
}
