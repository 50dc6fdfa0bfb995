import { requirePlayer, type Caller, type Knex } from '@vh/kit';
import type { PaymentsDeps } from '../deps';
import { emitSubscriptionChanged } from '../events';

/** The signed-in player's tier now: the highest subscription whose paid period has not ended (0 none). */
export async function activeLevel(deps: PaymentsDeps, caller: Caller): Promise<number> {
  const { userId } = requirePlayer(caller.viewer);
  return (await deps.payments.activeTier(userId, deps.now()))?.level ?? 0;
}

/**
 * Publishes the player's entitlement after any change to it (activation, upgrade, renewal, cancel,
 * refund): the event carries the whole state, so the game and analytics need no history.
 */
export async function publishEntitlement(
  deps: PaymentsDeps,
  trx: Knex.Transaction,
  userId: string,
  requestId: string,
): Promise<void> {
  const active = await deps.payments.activeTier(userId, deps.now(), trx);
  await emitSubscriptionChanged(
    trx,
    userId,
    active
      ? {
          level: active.level,
          activeFrom: active.completed_at,
          activeUntil: active.paid_until,
          status: active.status,
        }
      : { level: 0, activeFrom: null, activeUntil: null, status: 'NONE' },
    requestId,
  );
}
