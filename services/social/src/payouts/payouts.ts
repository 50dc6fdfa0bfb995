/**
 * What the social service pays through the game's exchange (claimed gifts, expedition shares). A
 * payout row is written in the transaction that decided it; paying applies it with the row's key as
 * the exchange's idempotency key, so a crash between the game's apply and marking the row paid
 * repeats the call and the game answers it as replayed: paid exactly once, never lost.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from '@vh/kit';
import type { SocialDeps } from '../deps';

export interface PayoutRow {
  key: string;
  user_id: string;
  reason: string;
  currency: string | null;
  currency_amount: number;
  item_id: number | null;
  item_amount: number;
}

const BATCH = 200;
const PARALLEL = 8;

export async function addPayouts(trx: Knex.Transaction, payouts: readonly PayoutRow[]) {
  if (payouts.length === 0) return;
  await trx('payouts').insert(payouts).onConflict('key').ignore();
}

async function pay(deps: SocialDeps, payout: PayoutRow): Promise<void> {
  const answer = await deps.exchange.exchange(
    {
      idempotencyKey: payout.key,
      userId: payout.user_id,
      reason: payout.reason,
      currencies: payout.currency ? [{ shortName: payout.currency, delta: payout.currency_amount }] : [],
      items: payout.item_id ? [{ itemId: payout.item_id, delta: payout.item_amount }] : [],
    },
    randomUUID(),
  );
  const settled =
    answer.status === 'refused'
      ? { failure: `${answer.code}: ${answer.message}` }
      : { paid_at: deps.db.fn.now() };
  if (answer.status === 'refused') deps.logger.error({ payout, answer }, 'social payout refused');
  await deps.db('payouts').where({ key: payout.key }).update(settled);
}

/** Pays the given payouts now; a failure leaves them to the job (logged, never thrown). */
export async function payNow(deps: SocialDeps, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const rows = await deps
    .db<PayoutRow>('payouts')
    .whereIn('key', [...keys])
    .whereNull('paid_at')
    .whereNull('failure');
  try {
    for (let start = 0; start < rows.length; start += PARALLEL) {
      await Promise.all(rows.slice(start, start + PARALLEL).map((row) => pay(deps, row)));
    }
  } catch (error) {
    deps.logger.warn({ err: error, keys }, 'payout not applied yet; the job retries it');
  }
}

/** Pays every unsettled payout, oldest first (the job); answers how many were settled. */
export async function payPending(deps: SocialDeps): Promise<number> {
  let settled = 0;
  for (;;) {
    const batch = await deps
      .db<PayoutRow>('payouts')
      .whereNull('paid_at')
      .whereNull('failure')
      .orderBy('created_at')
      .limit(BATCH);
    if (batch.length === 0) return settled;
    for (let start = 0; start < batch.length; start += PARALLEL) {
      await Promise.all(batch.slice(start, start + PARALLEL).map((payout) => pay(deps, payout)));
    }
    settled += batch.length;
  }
}
