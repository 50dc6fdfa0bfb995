/**
 * The season calendar: boundaries fall on anchor + k x length (k any integer), so a schedule is a
 * phase and a period, and the season holding any instant is known without history.
 */
export interface Schedule {
  anchorMs: number;
  lengthDays: number;
}

export interface Window {
  startsAtMs: number;
  /** Exclusive. */
  endsAtMs: number;
}

export const DAY_MS = 86_400_000;
export const MIN_LENGTH_DAYS = 1;
export const MAX_LENGTH_DAYS = 365;
/** A season that follows an early end lasts at least this long: never a season of minutes. */
export const MIN_FOLLOWING_SEASON_MS = DAY_MS;

/** The first boundary strictly after `ms`. */
export function nextBoundary(schedule: Schedule, ms: number): number {
  const length = schedule.lengthDays * DAY_MS;
  return schedule.anchorMs + (Math.floor((ms - schedule.anchorMs) / length) + 1) * length;
}

/** The first season: the calendar's period that holds `nowMs`. */
export function firstWindow(schedule: Schedule, nowMs: number): Window {
  const endsAtMs = nextBoundary(schedule, nowMs);
  return { startsAtMs: endsAtMs - schedule.lengthDays * DAY_MS, endsAtMs };
}

/**
 * The season after one that ended at `endMs`: it starts there and ends on the calendar's first
 * boundary at least a day later (after an early end or a new schedule the calendar stays put).
 */
export function followingWindow(schedule: Schedule, endMs: number): Window {
  return { startsAtMs: endMs, endsAtMs: nextBoundary(schedule, endMs + MIN_FOLLOWING_SEASON_MS - 1) };
}

export const contains = (window: Window, ms: number) => ms >= window.startsAtMs && ms < window.endsAtMs;
