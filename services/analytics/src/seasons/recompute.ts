/**
 * Recomputes a season's scores from the progress log alone, and compares them with the live ones
 * the consumer folded batch by batch: the check that a season's ladder can be rebuilt exactly.
 */
import type { AnalyticsDeps } from '../deps';
import { foldPoints, type ProgressPoint, type SeasonScore } from './score';
import { windowOf } from './seasonRepository';

export async function recomputeSeason(
  deps: AnalyticsDeps,
  number: number,
): Promise<Map<string, SeasonScore>> {
  const season = await deps.seasons.find(number);
  if (!season) return new Map();
  const seasons = [{ number, window: windowOf(season) }];
  const byUser = new Map<string, ProgressPoint[]>();
  for (const point of await deps.scores.pointsFor(number, season.ends_at)) {
    if (!byUser.has(point.userId)) byUser.set(point.userId, []);
    byUser.get(point.userId)!.push(point);
  }
  const scores = new Map<string, SeasonScore>();
  for (const [userId, points] of byUser) {
    const score = foldPoints(seasons, new Map(), { xp: 0, coolness: 0 }, points).get(number);
    if (score) scores.set(userId, score);
  }
  return scores;
}

const sameScore = (a: SeasonScore, b: SeasonScore) =>
  a.xpBase === b.xpBase &&
  a.coolnessBase === b.coolnessBase &&
  a.xp === b.xp &&
  a.coolness === b.coolness &&
  a.version === b.version &&
  a.xpAt?.getTime() === b.xpAt?.getTime() &&
  a.coolnessAt?.getTime() === b.coolnessAt?.getTime();

/** The players whose live score differs from the recomputed one (empty: the season rebuilds exactly). */
export async function seasonDifferences(deps: AnalyticsDeps, number: number): Promise<string[]> {
  const [recomputed, live] = await Promise.all([
    recomputeSeason(deps, number),
    deps.scores.liveScores(number),
  ]);
  const userIds = new Set([...recomputed.keys(), ...live.keys()]);
  return [...userIds].filter((userId) => {
    const a = recomputed.get(userId);
    const b = live.get(userId);
    return !a || !b || !sameScore(a, b);
  });
}
