/**
 * What the market pays through the game's exchange: a fill's VGC to the seller and items to the
 * buyer, and what a closed order still held. As in the social service (services/social payouts), a
 * payout row is written in the transaction that decided it; paying applies it with the row's key as
 * the exchange's idempotency key, so a crash between the game's apply and marking the row paid
 * repeats the call and the game answers it as replayed: paid exactly once, never lost.
 */
import { randomUUID } from 'node:crypto';
import type { Knex, Logger } from '@vh/kit';
import type { EconomyDeps } from '../deps';
import { MARKET_CURRENCY } from './marketRules';

/** `market` for a fill (ledger source market), `refund` for what an order gives back (source refund). */
export type PayoutReason = 'market' | 'refund';

export interface PayoutRow {
  key: string;
  user_id: string;
  reason: PayoutReason;
  currency: string | null;
  currency_amount: number;
  item_id: number | null;
  item_amount: number;
}

const BATCH = 200;
const PARALLEL = 8;

/** A payout of VGC and/or items; nothing when both are 0. */
export function payoutOf(
  key: string,
  userId: string,
  reason: PayoutReason,
  vgc: number,
  item?: { itemId: number; amount: number },
): PayoutRow[] {
  if (vgc === 0 && (!item || item.amount === 0)) return [];
  return [
    {
      key,
      user_id: userId,
      reason,
      currency: vgc > 0 ? MARKET_CURRENCY : null,
      currency_amount: vgc,
      item_id: item && item.amount > 0 ? item.itemId : null,
      item_amount: item?.amount ?? 0,
    },
  ];
}

export async function addPayouts(trx: Knex.Transaction, payouts: readonly PayoutRow[]): Promise<void> {
  if (payouts.length === 0) return;
  await trx('market_payouts').insert(payouts).onConflict('key').ignore();
}

async function pay(deps: EconomyDeps, logger: Logger, payout: PayoutRow): Promise<void> {
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
  if (answer.status === 'refused') logger.error({ payout, answer }, 'market payout refused');
  await deps.db('market_payouts').where({ key: payout.key }).update(settled);
}

async function payRows(deps: EconomyDeps, logger: Logger, rows: readonly PayoutRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += PARALLEL) {
    await Promise.all(rows.slice(start, start + PARALLEL).map((row) => pay(deps, logger, row)));
  }
}

const unsettled = (deps: EconomyDeps) =>
  deps.db<PayoutRow>('market_payouts').whereNull('paid_at').whereNull('failure');

/** Pays the given payouts now; a failure leaves them to the job (logged, never thrown). */
export async function payNow(deps: EconomyDeps, logger: Logger, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await payRows(deps, logger, await unsettled(deps).whereIn('key', [...keys]));
  } catch (error) {
    logger.warn({ err: error, keys }, 'market payout not applied yet; the job retries it');
  }
}

/** Pays every unsettled payout, oldest first (the job); answers how many were settled. */
export async function payPending(deps: EconomyDeps, logger: Logger): Promise<number> {
  let settled = 0;
  for (;;) {
    const batch = await unsettled(deps).orderBy('created_at').limit(BATCH);
    if (batch.length === 0) return settled;
    await payRows(deps, logger, batch);
    settled += batch.length;
  }
}
