import { processOnce } from '@vh/kit';
import type { PaymentsDeps } from '../deps';
import { publishEntitlement } from './entitlement';
import { cancelAtProvider, recordCancellation } from './settlement';

/** Who a de-identified payment record belongs to: nobody. */
export const ANONYMOUS_ACCOUNT_ID = '00000000-0000-0000-0000-000000000000';

/**
 * A deleted account (identity's UserDeleted): subscriptions it pays for or receives stop renewing,
 * first at the provider (so nobody is charged after deletion), then here; its name goes; its payment
 * records stay de-identified. The provider is called before the event is marked processed: if that
 * fails the event comes again, and cancelling an ended subscription is harmless.
 */
export async function forgetDeletedAccount(
  deps: PaymentsDeps,
  userId: string,
  event: { id: string; requestId: string },
): Promise<void> {
  for (const row of await deps.payments.openSubscriptionsOf(userId)) {
    await cancelAtProvider(deps, row, 'The account was deleted');
  }
  await processOnce(deps.db, event.id, async (trx) => {
    for (const row of await deps.payments.openSubscriptionsOf(userId, trx)) {
      await deps.payments.update(trx, row.id, { status: 'CANCELLED' });
      await recordCancellation(deps, trx, row);
      // A gift's recipient keeps the paid month; their tier is published as after any cancel.
      if (row.recipient_id !== userId) await publishEntitlement(deps, trx, row.recipient_id, event.requestId);
    }
    await deps.players.delete(trx, userId);
    await deps.payments.deidentify(trx, userId, ANONYMOUS_ACCOUNT_ID);
  });
}
