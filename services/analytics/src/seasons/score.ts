/**
 * A player's score in one season, folded from their progress events in version order. The score is
 * the lifetime total minus the total just before the season's first event; its time moves only when
 * the score does, so on equal scores whoever reached it first ranks higher. The live consumer folds
 * a batch at a time, and recomputing a season from the progress log folds them all at once: the same
 * function, so both give the same standings.
 */
import { contains, type Window } from './calendar';

export interface Totals {
  xp: number;
  coolness: number;
}

export interface ProgressPoint extends Totals {
  version: number;
  occurredAt: Date;
}

export interface SeasonScore {
  xpBase: number;
  coolnessBase: number;
  xp: number;
  xpAt: Date | null;
  coolness: number;
  coolnessAt: Date | null;
  version: number;
}

/**
 * Folds `point` into `held` (null: the player has no score in the season yet, and `before` holds
 * their lifetime totals until this point). Answers the held score unchanged for a point outside
 * the season's window or not newer than the score.
 */
export function foldPoint(
  window: Window,
  held: SeasonScore | null,
  before: Totals,
  point: ProgressPoint,
): SeasonScore | null {
  if (!contains(window, point.occurredAt.getTime())) return held;
  if (held && point.version <= held.version) return held;
  const start: SeasonScore = held ?? {
    xpBase: before.xp,
    coolnessBase: before.coolness,
    xp: 0,
    xpAt: null,
    coolness: 0,
    coolnessAt: null,
    version: point.version,
  };
  const xp = point.xp - start.xpBase;
  const coolness = point.coolness - start.coolnessBase;
  return {
    ...start,
    xp,
    xpAt: xp === start.xp ? start.xpAt : point.occurredAt,
    coolness,
    coolnessAt: coolness === start.coolness ? start.coolnessAt : point.occurredAt,
    version: point.version,
  };
}

/**
 * One player's points of a batch (or of the whole log) in version order, over the seasons they may
 * fall in: answers each touched season's new score. `totals` are the player's lifetime totals
 * before the first point; `held` their scores so far by season number.
 */
export function foldPoints(
  seasons: readonly { number: number; window: Window }[],
  held: ReadonlyMap<number, SeasonScore>,
  totals: Totals,
  points: readonly ProgressPoint[],
): Map<number, SeasonScore> {
  const changed = new Map<number, SeasonScore>();
  let running = totals;
  for (const point of points) {
    for (const season of seasons) {
      const current = changed.get(season.number) ?? held.get(season.number) ?? null;
      const next = foldPoint(season.window, current, running, point);
      if (next && next !== current) changed.set(season.number, next);
    }
    running = { xp: point.xp, coolness: point.coolness };
  }
  return changed;
}
