/**
 * The league job (each period on one replica; the work is safe twice): places the week holding now
 * (at Monday 00:00 UTC, or at once after an admin's end-now), writes the results of weeks past
 * their grace and of ended tournaments, pays the rewards not paid yet (every competition's:
 * payouts/payRewards.ts), settles clawbacks and puts players whose ladder hold ended back on the
 * ladders (sanctions/).
 */
import type { AnalyticsDeps } from '../deps';
import { payRewards } from '../payouts/payRewards';
import { settleClawbacks } from '../sanctions/clawbacks';
import { releaseEndedHolds } from '../sanctions/ladderHolds';
import { writeTournamentResults } from '../tournaments/tournamentResults';
import { ensureWeekHolding, writeResults } from './leagueWeeks';

export async function runLeagueJob(deps: AnalyticsDeps, graceMs: number, now = new Date()): Promise<void> {
  await ensureWeekHolding(deps, now);
  for (const week of await deps.leagues.dueForResults(now, graceMs)) await writeResults(deps, week.id);
  await writeTournamentResults(deps, graceMs, now.getTime());
  await payRewards(deps);
  // After the payouts, so a prize paid this period is the one taken back (docs/sanctions.md).
  await settleClawbacks(deps);
  await releaseEndedHolds(deps);
  await deps.leagues.closePaidWeeks((weeks) => deps.payouts.settledRefs('league', weeks));
}
