/**
 * The league job (each period on one replica; the work is safe twice): places the week holding now
 * (at Monday 00:00 UTC, or at once after an admin's end-now), writes the results of weeks past
 * their grace, and pays the rewards not paid yet.
 */
import type { AnalyticsDeps } from '../deps';
import { payLeagueRewards } from './leaguePayouts';
import { ensureWeekHolding, writeResults } from './leagueWeeks';

export async function runLeagueJob(deps: AnalyticsDeps, graceMs: number, now = new Date()): Promise<void> {
  await ensureWeekHolding(deps, now);
  for (const week of await deps.leagues.dueForResults(now, graceMs)) await writeResults(deps, week.id);
  await payLeagueRewards(deps);
}
