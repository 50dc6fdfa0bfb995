/**
 * Results of ended tournaments (the league job runs this): once a tournament's window has closed
 * and its grace passed, the final ranks, one payout row per prized place and each entrant's
 * CompetitionResult event (their inbox line) are written once, under the tournament's lock; the
 * prizes are then paid like league rewards (payouts/payRewards.ts).
 */
import { emitCompetitionResults } from '../competition/resultEvents';
import type { AnalyticsDeps } from '../deps';
import { endOf, prizeFor } from './rules';

export async function writeTournamentResults(
  deps: AnalyticsDeps,
  graceMs: number,
  now = Date.now(),
): Promise<number> {
  if (deps.content.version < 0) return 0;
  let written = 0;
  for (const state of await deps.tournaments.unfinished()) {
    const tournament = deps.content.entry('tournament', state.tournament_id);
    const endsMs = tournament ? endOf(tournament, state.ended_at) : 0;
    if (endsMs + graceMs > now) continue;
    const wrote = await deps.db.transaction(async (trx) => {
      const locked = await deps.tournaments.lockState(trx, state.tournament_id);
      if (locked.results_at) return false;
      const ranks = await deps.tournaments.writeRanks(trx, state.tournament_id);
      const payouts = ranks.flatMap((entry) => {
        // A tournament removed from content pays nothing; places without points win nothing.
        const prize = tournament && entry.points > 0 ? prizeFor(tournament, entry.rank) : null;
        if (!prize) return [];
        return [
          {
            competition: 'tournament' as const,
            ref: state.tournament_id,
            user_id: entry.user_id,
            rank: entry.rank,
            tier: null,
            currency: prize.currencyAmount > 0 ? prize.currency : null,
            currency_amount: prize.currencyAmount,
            item_id: prize.itemAmount > 0 ? prize.itemId : null,
            item_amount: prize.itemAmount,
          },
        ];
      });
      await deps.payouts.add(trx, payouts);
      const paid = new Map(payouts.map((payout) => [payout.user_id, payout]));
      await emitCompetitionResults(
        trx,
        ranks.map((entry) => ({
          userId: entry.user_id,
          competition: 'tournament',
          ref: state.tournament_id,
          title: tournament?.name ?? `Tournament ${state.tournament_id}`,
          rank: entry.rank,
          fieldSize: ranks.length,
          payout: paid.get(entry.user_id),
        })),
        `tournament-${state.tournament_id}`,
      );
      await deps.tournaments.markResults(trx, state.tournament_id);
      deps.logger.info(
        { tournament: state.tournament_id, ranked: ranks.length, prizes: payouts.length },
        'tournament results',
      );
      return true;
    });
    if (wrote) written += 1;
  }
  return written;
}
