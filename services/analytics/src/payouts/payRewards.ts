/**
 * Paying competition rewards exactly once per (competition, player): each payout row is applied
 * through the game's exchange with the key `<competition>:<ref>:<player>`, so a job killed between
 * the game's apply and marking the row paid repeats the call and the game answers it as replayed,
 * never applying it twice. A refusal for good (an unknown currency, a deleted account) is kept with
 * its reason for an admin and not retried.
 */
import { randomUUID } from 'node:crypto';
import type { AnalyticsDeps } from '../deps';
import type { PayoutRow } from './payoutRepository';

const BATCH = 200;
const PARALLEL = 8;

export const payoutKey = (payout: Pick<PayoutRow, 'competition' | 'ref' | 'user_id'>) =>
  `${payout.competition}:${payout.ref}:${payout.user_id}`;

const reasonOf = (payout: PayoutRow) =>
  payout.competition === 'league'
    ? `league week ${payout.ref} reward (place ${payout.rank}, tier ${payout.tier})`
    : `tournament ${payout.ref} prize (place ${payout.rank})`;

async function pay(deps: AnalyticsDeps, payout: PayoutRow): Promise<void> {
  const answer = await deps.exchange.exchange(
    {
      idempotencyKey: payoutKey(payout),
      userId: payout.user_id,
      reason: reasonOf(payout),
      currencies: payout.currency ? [{ shortName: payout.currency, delta: payout.currency_amount }] : [],
      items: payout.item_id ? [{ itemId: payout.item_id, delta: payout.item_amount }] : [],
    },
    randomUUID(),
  );
  if (answer.status === 'refused') {
    deps.logger.error({ payout, code: answer.code, message: answer.message }, 'competition reward refused');
    await deps.payouts.markRefused(payout, `${answer.code}: ${answer.message}`);
    return;
  }
  await deps.payouts.markPaid(payout);
}

/** Pays every unpaid reward (a few in parallel); answers how many were settled. */
export async function payRewards(deps: AnalyticsDeps): Promise<number> {
  let settled = 0;
  for (;;) {
    const batch = await deps.payouts.unpaid(BATCH);
    if (batch.length === 0) return settled;
    for (let start = 0; start < batch.length; start += PARALLEL) {
      await Promise.all(batch.slice(start, start + PARALLEL).map((payout) => pay(deps, payout)));
    }
    settled += batch.length;
  }
}
