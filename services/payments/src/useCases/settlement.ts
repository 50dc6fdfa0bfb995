import { NotFoundError, type Knex } from '@vh/kit';
import type { PaymentsDeps } from '../deps';
import { periodOf, startOfNextMonth } from '../domain/payments';
import { emitPaymentCompleted } from '../events';
import { ProviderRefusedError } from '../provider/paymentProvider';
import type { ProviderOrder } from '../provider/types';
import type { PaymentRow } from '../repositories/paymentRepository';
import { publishEntitlement } from './entitlement';
import { grantOnce } from './grants';

export const PAYMENT_NOT_FOUND = 'Payment not found';

/**
 * Brings a payment up to date with the provider and completes it when the provider says it is paid:
 * an approved order is captured, a captured order or an active subscription is granted. The callback
 * page's poll, every webhook and the reconcile job all land here; the row lock makes them take turns,
 * and the grant's key makes the second one find the work done. Exactly once per payment.
 */
export async function settlePayment(
  deps: PaymentsDeps,
  paymentId: string,
  requestId: string,
): Promise<PaymentRow> {
  return deps.db.transaction(async (trx) => {
    const row = await deps.payments.lock(trx, paymentId);
    if (!row) throw new NotFoundError(PAYMENT_NOT_FOUND);
    if (row.failure_reason || row.reversed_at) return row;
    return row.kind === 'PURCHASE'
      ? settleOrder(deps, trx, row, requestId)
      : settleSubscription(deps, trx, row, requestId);
  });
}

async function captureApproved(
  deps: PaymentsDeps,
  row: PaymentRow,
  order: ProviderOrder,
): Promise<ProviderOrder> {
  try {
    return await deps.provider.captureOrder(order.id, row.id);
  } catch (error) {
    // Captured meanwhile by a request with another request id: read what the provider holds.
    if (error instanceof ProviderRefusedError && error.issue === 'ORDER_ALREADY_CAPTURED') {
      return deps.provider.getOrder(order.id);
    }
    throw error;
  }
}

async function settleOrder(
  deps: PaymentsDeps,
  trx: Knex.Transaction,
  row: PaymentRow,
  requestId: string,
): Promise<PaymentRow> {
  if (row.completed_at) return row;
  let order = await deps.provider.getOrder(row.provider_id);
  if (order.status === 'APPROVED') order = await captureApproved(deps, row, order);
  const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
  const current: PaymentRow = {
    ...row,
    status: order.status,
    // A captured order's links no longer hold the approval page; the last known ones stay.
    links: order.links?.length ? order.links : row.links,
    capture_id: capture?.id ?? row.capture_id,
  };
  if (order.status === 'COMPLETED' && capture?.status === 'COMPLETED') {
    return complete(deps, trx, current, requestId);
  }
  await deps.payments.update(trx, row.id, pickState(current));
  return current;
}

async function settleSubscription(
  deps: PaymentsDeps,
  trx: Knex.Transaction,
  row: PaymentRow,
  requestId: string,
): Promise<PaymentRow> {
  const subscription = await deps.provider.getSubscription(row.provider_id);
  const current: PaymentRow = { ...row, status: subscription.status, links: subscription.links ?? row.links };
  if (!row.completed_at) {
    if (subscription.status === 'ACTIVE') return activate(deps, trx, current, requestId);
    await deps.payments.update(trx, row.id, pickState(current));
    return current;
  }
  // After activation the provider's word decides renewals; a row superseded by an upgrade keeps its own.
  if (row.status === 'ACTIVE' && subscription.status !== 'ACTIVE') {
    await deps.payments.update(trx, row.id, pickState(current));
    await publishEntitlement(deps, trx, row.recipient_id, requestId);
    return current;
  }
  return row;
}

/** A subscription the player approved: an upgrade first retires the tier it replaces. */
async function activate(
  deps: PaymentsDeps,
  trx: Knex.Transaction,
  row: PaymentRow,
  requestId: string,
): Promise<PaymentRow> {
  const now = deps.now();
  if (row.upgrades_payment_id) {
    await supersede(deps, trx, row.upgrades_payment_id, now);
  } else {
    const active = await deps.payments.activeTier(row.recipient_id, now, trx);
    if (active && active.id !== row.id && active.level >= row.level) {
      // Two subscriptions approved side by side: the second is stopped and never granted.
      return fail(deps, trx, row, 'A subscription of this tier or a higher one is already active');
    }
  }
  return complete(deps, trx, row, requestId);
}

/** The lower tier an upgrade replaces: cancelled at the provider, its paid period ended now. */
async function supersede(
  deps: PaymentsDeps,
  trx: Knex.Transaction,
  paymentId: string,
  now: Date,
): Promise<void> {
  const old = await deps.payments.lock(trx, paymentId);
  if (!old || (old.paid_until && old.paid_until <= now && old.status !== 'ACTIVE')) return;
  await cancelAtProvider(deps, old, 'Upgraded to a higher tier');
  await deps.payments.update(trx, old.id, { status: 'CANCELLED', paid_until: now });
  await recordCancellation(deps, trx, old);
}

/** The ledger's note that a subscription was cancelled (it grants and takes nothing). */
export function recordCancellation(deps: PaymentsDeps, trx: Knex.Transaction, row: PaymentRow) {
  return deps.ledger.record(trx, {
    paymentId: row.id,
    userId: row.recipient_id,
    kind: 'cancel',
    period: '',
    exchangeKey: `cancel:${row.id}`,
    grant: { currencies: [], items: [] },
  });
}

/** Cancels a subscription at the provider; one the provider no longer holds active is already over. */
export async function cancelAtProvider(deps: PaymentsDeps, row: PaymentRow, reason: string): Promise<void> {
  try {
    await deps.provider.cancelSubscription(row.provider_id, reason);
  } catch (error) {
    if (!(error instanceof ProviderRefusedError && error.issue === 'SUBSCRIPTION_STATUS_INVALID'))
      throw error;
  }
}

/** Grants what the payment bought, once, and marks it complete (a subscription: paid to month end). */
async function complete(
  deps: PaymentsDeps,
  trx: Knex.Transaction,
  row: PaymentRow,
  requestId: string,
): Promise<PaymentRow> {
  const now = deps.now();
  const isSubscription = row.kind !== 'PURCHASE';
  const outcome = await grantOnce(
    deps,
    trx,
    {
      paymentId: row.id,
      userId: row.recipient_id,
      kind: 'grant',
      period: isSubscription ? periodOf(now) : '',
      exchangeKey: `payment:${row.id}`,
      grant: row.grants,
    },
    `premium package ${row.package_id} (payment ${row.id})`,
    requestId,
  );
  if (outcome.status === 'refused') return fail(deps, trx, row, outcome.message);
  const completed: PaymentRow = {
    ...row,
    completed_at: now,
    paid_until: isSubscription ? startOfNextMonth(now) : null,
  };
  await deps.payments.update(trx, row.id, {
    ...pickState(completed),
    completed_at: completed.completed_at,
    paid_until: completed.paid_until,
  });
  await emitPaymentCompleted(trx, completed, requestId);
  if (isSubscription) await publishEntitlement(deps, trx, row.recipient_id, requestId);
  return completed;
}

/**
 * A paid payment that cannot be granted (the game refused: a unique item already owned, a player
 * gone): it is marked failed and the money goes back (order refunded, subscription cancelled).
 */
async function fail(
  deps: PaymentsDeps,
  trx: Knex.Transaction,
  row: PaymentRow,
  reason: string,
): Promise<PaymentRow> {
  let status = row.status;
  try {
    if (row.kind === 'PURCHASE' && row.capture_id) {
      await deps.provider.refundCapture(row.capture_id, row.id);
      status = 'REFUNDED';
    } else if (row.kind !== 'PURCHASE') {
      await cancelAtProvider(deps, row, reason);
      status = 'CANCELLED';
    }
  } catch (error) {
    deps.logger.error(
      { err: error, paymentId: row.id },
      'a failed payment could not be refunded: support must',
    );
  }
  const failed: PaymentRow = { ...row, status, failure_reason: reason };
  await deps.payments.update(trx, row.id, { ...pickState(failed), failure_reason: reason });
  deps.logger.warn({ paymentId: row.id, reason }, 'payment could not be granted');
  return failed;
}

const pickState = (row: PaymentRow) => ({ status: row.status, links: row.links, capture_id: row.capture_id });
