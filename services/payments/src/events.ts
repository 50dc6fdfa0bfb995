import { create } from '@bufbuild/protobuf';
import { enqueueEvent, type Knex } from '@vh/kit';
import { Topics, paymentsEvents } from '@vh/contracts';
import type { PaymentRow } from './repositories/paymentRepository';

export const SERVICE_NAME = 'payments';

const seconds = (at: Date | null) => BigInt(at ? Math.floor(at.getTime() / 1000) : 0);

function emit<Desc extends Parameters<typeof enqueueEvent>[1]['schema']>(
  trx: Knex.Transaction,
  userId: string,
  schema: Desc,
  payload: Parameters<typeof enqueueEvent<Desc>>[1]['payload'],
  requestId: string,
) {
  return enqueueEvent(trx, {
    topic: Topics.paymentsPayments,
    key: userId,
    schema,
    payload,
    producer: SERVICE_NAME,
    requestId,
  });
}

export function emitPaymentCompleted(trx: Knex.Transaction, payment: PaymentRow, requestId: string) {
  const { PaymentCompletedSchema } = paymentsEvents;
  return emit(
    trx,
    payment.recipient_id,
    PaymentCompletedSchema,
    create(PaymentCompletedSchema, {
      paymentId: payment.id,
      userId: payment.recipient_id,
      buyerId: payment.buyer_id,
      packageId: payment.package_id,
      kind: payment.kind,
      usdCents: BigInt(payment.usd_cents),
    }),
    requestId,
  );
}

export function emitPaymentReversed(
  trx: Knex.Transaction,
  payment: PaymentRow,
  reason: string,
  requestId: string,
) {
  const { PaymentReversedSchema } = paymentsEvents;
  return emit(
    trx,
    payment.recipient_id,
    PaymentReversedSchema,
    create(PaymentReversedSchema, {
      paymentId: payment.id,
      userId: payment.recipient_id,
      packageId: payment.package_id,
      reason,
    }),
    requestId,
  );
}

/** The player's entitlement as it is now: the game gates coins and sets by it, analytics counts it. */
export function emitSubscriptionChanged(
  trx: Knex.Transaction,
  userId: string,
  entitlement: { level: number; activeFrom: Date | null; activeUntil: Date | null; status: string },
  requestId: string,
) {
  const { SubscriptionChangedSchema } = paymentsEvents;
  return emit(
    trx,
    userId,
    SubscriptionChangedSchema,
    create(SubscriptionChangedSchema, {
      userId,
      level: entitlement.level,
      activeFrom: seconds(entitlement.activeFrom),
      activeUntil: seconds(entitlement.activeUntil),
      status: entitlement.status,
    }),
    requestId,
  );
}
