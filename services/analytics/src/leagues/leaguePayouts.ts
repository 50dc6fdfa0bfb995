/**
 * Paying league rewards exactly once per (week, player): each payout row is applied through the
 * game's exchange with the key `league:<week>:<player>`, so a job killed between the game's apply
 * and marking the row paid repeats the call and the game answers it as replayed, never twice.
 */
import { randomUUID } from 'node:crypto';
import type { AnalyticsDeps } from '../deps';
import type { PayoutRow } from './leagueRepository';

const BATCH = 200;
const PARALLEL = 8;

export const payoutKey = (payout: Pick<PayoutRow, 'week' | 'user_id'>) =>
  `league:${payout.week}:${payout.user_id}`;

async function pay(deps: AnalyticsDeps, payout: PayoutRow): Promise<void> {
  const answer = await deps.exchange.exchange(
    {
      idempotencyKey: payoutKey(payout),
      userId: payout.user_id,
      reason: `league week ${payout.week} reward (place ${payout.rank}, tier ${payout.tier})`,
      currencies: payout.currency ? [{ shortName: payout.currency, delta: payout.currency_amount }] : [],
      items: payout.item_id ? [{ itemId: payout.item_id, delta: payout.item_amount }] : [],
    },
    randomUUID(),
  );
  if (answer.status === 'refused') {
    // Refused for good (an unknown currency, a deleted account): kept for an admin to see.
    deps.logger.error({ payout, code: answer.code, message: answer.message }, 'league payout refused');
    await deps.leagues.markRefused(payout.week, payout.user_id, `${answer.code}: ${answer.message}`);
    return;
  }
  await deps.leagues.markPaid(payout.week, payout.user_id);
}

/** Pays every unpaid reward (a few in parallel); answers how many were settled. */
export async function payLeagueRewards(deps: AnalyticsDeps): Promise<number> {
  let settled = 0;
  for (;;) {
    const batch = await deps.leagues.unpaid(BATCH);
    if (batch.length === 0) break;
    for (let start = 0; start < batch.length; start += PARALLEL) {
      await Promise.all(batch.slice(start, start + PARALLEL).map((payout) => pay(deps, payout)));
    }
    settled += batch.length;
  }
  await deps.leagues.closePaidWeeks();
  return settled;
}
