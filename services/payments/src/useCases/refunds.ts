import type { PaymentsDeps } from '../deps';
import { isEmptyGrant, reversalOf, sumGrants, type Grant } from '../domain/payments';
import { emitPaymentReversed } from '../events';
import { publishEntitlement } from './entitlement';
import { exchangeGrant } from './grants';

/** Everything the payment granted (its grant and any renewals). */
function grantedBy(
  entries: { kind: string; currencies: Grant['currencies']; items: Grant['items'] }[],
): Grant {
  const grants = entries.filter((entry) => entry.kind === 'grant' || entry.kind === 'renewal');
  return sumGrants(grants);
}

/**
 * A refund at the provider: what the payment granted is taken back with a reversing ledger entry, as
 * far as the player still holds it (what was already spent is recorded as the shortfall), once.
 * A refunded subscription ends now.
 */
export async function reversePayment(
  deps: PaymentsDeps,
  paymentId: string,
  reason: string,
  requestId: string,
) {
  await deps.db.transaction(async (trx) => {
    const row = await deps.payments.lock(trx, paymentId);
    if (!row || row.reversed_at) return;
    const now = deps.now();
    const ended =
      row.kind !== 'PURCHASE' && row.paid_until && row.paid_until > now ? { paid_until: now } : {};
    if (!row.completed_at) {
      await deps.payments.update(trx, row.id, { status: 'REFUNDED', reversed_at: now });
      return;
    }
    const granted = grantedBy(await deps.ledger.ofPayment(row.id, trx));
    let { reversal, shortfall } = reversalOf(granted);
    const key = `reversal:${row.id}`;
    const exchange = (grant: Grant, suffix: string) =>
      exchangeGrant(
        deps,
        { key: `${key}${suffix}`, userId: row.recipient_id, grant, reason: `refund of payment ${row.id}` },
        requestId,
      );
    let outcome = await exchange(reversal, '');
    if (outcome.status === 'refused') {
      // Some of it is spent: take back what is still held, under a key of its own.
      ({ reversal, shortfall } = reversalOf(granted, outcome.held));
      outcome = isEmptyGrant(reversal) ? { status: 'granted' } : await exchange(reversal, ':held');
      if (outcome.status === 'refused') throw new Error(`reversal refused: ${outcome.message}`);
    }
    await deps.ledger.record(trx, {
      paymentId: row.id,
      userId: row.recipient_id,
      kind: 'reversal',
      period: '',
      exchangeKey: key,
      grant: reversal,
      shortfall,
    });
    await deps.payments.update(trx, row.id, { status: 'REFUNDED', reversed_at: now, ...ended });
    await emitPaymentReversed(trx, row, reason, requestId);
    if (row.kind !== 'PURCHASE') await publishEntitlement(deps, trx, row.recipient_id, requestId);
  });
}
