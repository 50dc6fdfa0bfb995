import type { PaymentsDeps } from '../deps';
import { APPROVAL_WINDOW_SECONDS, DEAD_STATUSES, isDeadStatus } from '../domain/payments';
import { settlePayment } from './settlement';

/** Payments are asked about while they may still be approved (and an hour more for late captures). */
const RECONCILE_WINDOW_MS = APPROVAL_WINDOW_SECONDS * 1000 + 3_600_000;
const RECONCILE_BATCH = 50;

/**
 * Completes payments whose player never came back to the callback page and whose webhook was lost or
 * failed (the game unreachable at that moment): each is settled from the provider's state.
 */
export async function reconcilePayments(deps: PaymentsDeps, requestId: string): Promise<number> {
  const since = new Date(deps.now().getTime() - RECONCILE_WINDOW_MS);
  let completed = 0;
  for (const row of await deps.payments.unsettled(since, DEAD_STATUSES, RECONCILE_BATCH)) {
    try {
      const settled = await settlePayment(deps, row.id, requestId);
      if (settled.completed_at && !isDeadStatus(settled.status)) completed += 1;
    } catch (error) {
      deps.logger.warn({ err: error, paymentId: row.id }, 'reconciliation failed; the next run retries');
    }
  }
  return completed;
}
