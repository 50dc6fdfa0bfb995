/**
 * League weeks: created (and placed) when first needed, by the job at each Monday 00:00 UTC or by
 * the consumer when a hunt of a new week arrives first; ended at their end or by an admin; then,
 * after a grace for events still on their way, their results (ranks, zones, next tiers) and payout
 * rows are written once, and the rewards paid (leaguePayouts.ts).
 */
import { emitCompetitionResults, weekTitle } from '../competition/resultEvents';
import type { AnalyticsDeps } from '../deps';
import type { WeekRow } from './leagueRepository';
import { nextTier, outcomeOf, weekAfter, weekHolding, type Window } from './rules';

/** The window of the week to create so that a week holds `at`. */
function windowFor(latest: WeekRow | undefined, atMs: number): Window {
  if (!latest) return weekHolding(atMs);
  const next = weekAfter(latest.ends_at.getTime());
  // After a stop of more than a week, one catch-up week runs to the Monday after `at`.
  return next.endsAtMs > atMs ? next : { startsAtMs: next.startsAtMs, endsAtMs: weekHolding(atMs).endsAtMs };
}

/** Makes sure a placed week holds `at` (cheap when one does); answers the last week's end. */
export async function ensureWeekHolding(deps: AnalyticsDeps, at: Date): Promise<Date> {
  for (;;) {
    const latest = await deps.leagues.latest();
    if (latest && latest.ends_at > at) return latest.ends_at;
    const week = await deps.leagues.createAndPlace(windowFor(latest, at.getTime()));
    deps.logger.info({ week: week.id, placed: week.placed, startsAt: week.starts_at }, 'league week placed');
  }
}

/**
 * Writes a week's results once (under its row lock): each cohort's ranks, the zones by the tiers'
 * rules, next tiers, a payout row for each rewarded place, and each member's CompetitionResult
 * event (their inbox line). Answers whether it wrote them.
 */
export async function writeResults(deps: AnalyticsDeps, weekId: number): Promise<boolean> {
  return deps.db.transaction(async (trx) => {
    const week = await deps.leagues.lock(trx, weekId);
    if (!week || week.results_at) return false;
    const tiers = new Map((await deps.leagues.tiers(trx)).map((tier) => [tier.tier, tier]));
    const topTier = Math.max(...tiers.keys());
    const standings = await deps.leagues.weekStandings(trx, weekId);
    const results = standings.map((row) => {
      const rules = tiers.get(row.tier) ?? { tier: row.tier, promote: 0, demote: 0 };
      const outcome = outcomeOf(row.rank, row.size, rules, topTier);
      return { userId: row.user_id, rank: row.rank, outcome, nextTier: nextTier(row.tier, outcome) };
    });
    await deps.leagues.saveResults(trx, weekId, results);
    const payouts = standings.flatMap((row) => {
      const tier = tiers.get(row.tier);
      const rewarded = tier && row.rank <= tier.reward_places && row.points > 0;
      if (!rewarded || (tier.reward_currency_amount <= 0 && tier.reward_item_amount <= 0)) return [];
      return [
        {
          competition: 'league' as const,
          ref: weekId,
          user_id: row.user_id,
          rank: row.rank,
          tier: row.tier,
          currency: tier.reward_currency_amount > 0 ? tier.reward_currency : null,
          currency_amount: tier.reward_currency_amount,
          item_id: tier.reward_item_amount > 0 ? tier.reward_item_id : null,
          item_amount: tier.reward_item_amount,
        },
      ];
    });
    await deps.payouts.add(trx, payouts);
    const paid = new Map(payouts.map((payout) => [payout.user_id, payout]));
    const tierName = (tier: number) => tiers.get(tier)?.name ?? `Tier ${tier}`;
    await emitCompetitionResults(
      trx,
      standings.map((row, index) => ({
        userId: row.user_id,
        competition: 'league',
        ref: weekId,
        title: weekTitle(tierName(row.tier), week.starts_at),
        rank: row.rank,
        fieldSize: row.size,
        outcome: results[index]!.outcome,
        nextTier: tierName(results[index]!.nextTier),
        payout: paid.get(row.user_id),
      })),
      `league-week-${weekId}`,
    );
    await deps.leagues.markResults(trx, weekId);
    deps.logger.info(
      { week: weekId, members: results.length, payouts: payouts.length },
      'league week results',
    );
    return true;
  });
}
