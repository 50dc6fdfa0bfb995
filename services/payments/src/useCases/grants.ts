import type { Knex } from '@vh/kit';
import type { PaymentsDeps } from '../deps';
import { isEmptyGrant, type Grant } from '../domain/payments';
import type { LedgerEntry } from '../repositories/ledgerRepository';

type GrantOutcome =
  { status: 'granted' } | { status: 'refused'; code: string; message: string; held: HeldAmounts };

interface HeldAmounts {
  currencies: { shortName: string; amount: number }[];
  items: { itemId: number; amount: number }[];
}

/** One exchange through the game, keyed so a repeat (a retry, another replica) applies once. */
export async function exchangeGrant(
  deps: PaymentsDeps,
  call: { key: string; userId: string; grant: Grant; reason: string },
  requestId: string,
): Promise<GrantOutcome> {
  if (isEmptyGrant(call.grant)) return { status: 'granted' };
  const outcome = await deps.exchange.exchange(
    {
      idempotencyKey: call.key,
      userId: call.userId,
      currencies: call.grant.currencies,
      items: call.grant.items,
      reason: call.reason,
    },
    requestId,
  );
  if (outcome.status !== 'refused') return { status: 'granted' };
  return {
    status: 'refused',
    code: outcome.code,
    message: outcome.message,
    held: { currencies: outcome.currencies, items: outcome.items },
  };
}

/**
 * Grants a ledger entry once: the entry's key is the exchange's idempotency key and its (payment,
 * kind, month) is unique, so the game applies it once and the ledger records it once. Runs in the
 * transaction that holds the payment's row lock; if anything after the exchange fails, the repeat
 * finds the exchange already applied ('replayed') and finishes the entry.
 */
export async function grantOnce(
  deps: PaymentsDeps,
  trx: Knex.Transaction,
  entry: LedgerEntry,
  reason: string,
  requestId: string,
): Promise<GrantOutcome> {
  if (await deps.ledger.exists(trx, entry.paymentId, entry.kind, entry.period)) return { status: 'granted' };
  const outcome = await exchangeGrant(
    deps,
    { key: entry.exchangeKey, userId: entry.userId, grant: entry.grant, reason },
    requestId,
  );
  if (outcome.status === 'granted') await deps.ledger.record(trx, entry);
  return outcome;
}
