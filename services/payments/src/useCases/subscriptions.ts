import { ConflictError, NotFoundError, requireAdmin, requirePlayer, type Caller } from '@vh/kit';
import type { PaymentsDeps } from '../deps';
import { periodOf, startOfNextMonth, tierMonthGrant } from '../domain/payments';
import { publishEntitlement } from './entitlement';
import { grantOnce } from './grants';
import { PAYMENT_NOT_FOUND, cancelAtProvider, recordCancellation } from './settlement';

/** Renewals start this long before a paid period ends, so a renewed tier never lapses for a moment. */
const RENEWAL_LEAD_MS = 10 * 60_000;
const RENEWAL_BATCH = 50;

/**
 * The monthly renewal (the first of each month): every active subscription whose paid month ends is
 * asked at the provider; still ACTIVE (PayPal suspends a subscription whose payment fails) grants the
 * new month's items once and extends the period; otherwise the status is kept and the tier lapses at
 * the end of its paid month. Safe with several replicas: the row lock, the re-check under it and the
 * ledger's one renewal per payment and month.
 */
export async function renewDueSubscriptions(deps: PaymentsDeps, requestId: string): Promise<number> {
  const horizon = new Date(deps.now().getTime() + RENEWAL_LEAD_MS);
  const due = await deps.payments.dueRenewals(horizon, RENEWAL_BATCH);
  let renewed = 0;
  for (const candidate of due) {
    try {
      if (await renewOne(deps, candidate.id, horizon, requestId)) renewed += 1;
    } catch (error) {
      deps.logger.warn({ err: error, paymentId: candidate.id }, 'renewal failed; the next run retries');
    }
  }
  return renewed;
}

/** Admin: the renewal run now, as the job does it on its own; answers how many renewed. */
export function runRenewals(deps: PaymentsDeps, caller: Caller): Promise<number> {
  requireAdmin(caller.viewer);
  return renewDueSubscriptions(deps, caller.requestId);
}

async function renewOne(deps: PaymentsDeps, paymentId: string, horizon: Date, requestId: string) {
  return deps.db.transaction(async (trx) => {
    const row = await deps.payments.lock(trx, paymentId);
    // Renewed by another replica meanwhile, or changed since it was listed.
    if (!row || row.status !== 'ACTIVE' || !row.paid_until || row.paid_until > horizon) return false;
    const subscription = await deps.provider.getSubscription(row.provider_id);
    if (subscription.status !== 'ACTIVE') {
      await deps.payments.update(trx, row.id, { status: subscription.status });
      await publishEntitlement(deps, trx, row.recipient_id, requestId);
      return false;
    }
    const period = periodOf(row.paid_until);
    const pkg = await deps.packages.find(row.package_id, trx);
    const grant = pkg ? tierMonthGrant(pkg, deps.content.subscriptionCurrency()) : row.grants;
    const entry = {
      paymentId: row.id,
      userId: row.recipient_id,
      kind: 'renewal' as const,
      period,
      exchangeKey: `renewal:${row.id}:${period}`,
      grant,
    };
    const outcome = await grantOnce(deps, trx, entry, `subscription renewal ${period}`, requestId);
    if (outcome.status === 'refused') {
      // The month is paid: the tier goes on; what could not be granted is on record for support.
      await deps.ledger.record(trx, { ...entry, grant: { currencies: [], items: [] }, shortfall: grant });
      deps.logger.error({ paymentId: row.id, period, reason: outcome.message }, 'renewal items refused');
    }
    await deps.payments.update(trx, row.id, { paid_until: startOfNextMonth(row.paid_until) });
    await publishEntitlement(deps, trx, row.recipient_id, requestId);
    return true;
  });
}

/** The player cancels: no more renewals; the paid month stays (spec 001 section 4: Cancel on ACTIVE). */
export async function cancelSubscription(
  deps: PaymentsDeps,
  caller: Caller,
  paymentId: string,
): Promise<{ success: boolean; message: string }> {
  const viewer = requirePlayer(caller.viewer);
  return deps.db.transaction(async (trx) => {
    const row = await deps.payments.lock(trx, paymentId);
    if (!row || row.buyer_id !== viewer.userId) throw new NotFoundError(PAYMENT_NOT_FOUND);
    // The payment exists and is a purchase: a conflict with its state, not malformed input.
    if (row.kind === 'PURCHASE') throw new ConflictError('Only subscriptions can be cancelled');
    if (row.status !== 'ACTIVE' && row.status !== 'SUSPENDED') {
      throw new ConflictError('Only an active subscription can be cancelled');
    }
    await cancelAtProvider(deps, row, 'Cancelled by the player');
    await deps.payments.update(trx, row.id, { status: 'CANCELLED' });
    await recordCancellation(deps, trx, row);
    await publishEntitlement(deps, trx, row.recipient_id, caller.requestId);
    const until = row.paid_until ? row.paid_until.toISOString().slice(0, 10) : 'the end of the month';
    return { success: true, message: `Your subscription is cancelled. It stays active until ${until}.` };
  });
}
