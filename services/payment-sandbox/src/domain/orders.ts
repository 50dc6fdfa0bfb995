/** Orders v2 with intent CAPTURE: CREATED -> (buyer approves) APPROVED -> (capture) COMPLETED. */
import type { SandboxContext } from '../context';
import { mustFind, unprocessable } from '../errors';
import { newId } from '../ids';
import { formatMoney, sameMoney } from '../money';
import type { CreateOrderInput, RefundInput } from '../schemas';
import type { Capture, Order, Refund } from '../store';
import { captureView, orderView, refundView } from '../views';

export function createOrder(context: SandboxContext, input: CreateOrderInput): Order {
  const now = context.now();
  const order: Order = {
    id: newId.order(),
    intent: input.intent,
    status: 'CREATED',
    purchaseUnits: input.purchase_units,
    captureIds: [],
    applicationContext: input.application_context ?? {},
    createTime: now,
    updateTime: now,
  };
  context.store.orders.set(order.id, order);
  return order;
}

export const findOrder = (context: SandboxContext, id: string): Order =>
  mustFind(context.store.orders, id, 'order_id');

/** The buyer's approval (page or test control); approving twice changes nothing. */
export function approveOrder(context: SandboxContext, order: Order, hold: boolean): void {
  if (order.status !== 'CREATED') return;
  order.status = 'APPROVED';
  order.payer = context.store.buyer;
  order.updateTime = context.now();
  context.webhooks.publish({
    eventType: 'CHECKOUT.ORDER.APPROVED',
    resourceType: 'checkout-order',
    summary: 'An order has been approved by buyer',
    resource: orderView(context, order),
    customIds: order.purchaseUnits.map((unit) => unit.custom_id),
    hold,
  });
}

export function captureOrder(context: SandboxContext, id: string): Order {
  const order = findOrder(context, id);
  if (order.status === 'CREATED')
    throw unprocessable('ORDER_NOT_APPROVED', 'The payer has not approved the order yet.');
  if (order.status === 'COMPLETED')
    throw unprocessable('ORDER_ALREADY_CAPTURED', 'An order with intent CAPTURE is captured only once.');
  const now = context.now();
  const captures = order.purchaseUnits.map((unit): Capture => ({
    id: newId.capture(),
    orderId: order.id,
    status: 'COMPLETED',
    amount: unit.amount,
    customId: unit.custom_id,
    invoiceId: unit.invoice_id,
    createTime: now,
    updateTime: now,
  }));
  for (const capture of captures) context.store.captures.set(capture.id, capture);
  order.captureIds = captures.map((capture) => capture.id);
  order.status = 'COMPLETED';
  order.updateTime = now;
  for (const capture of captures) {
    context.webhooks.publish({
      eventType: 'PAYMENT.CAPTURE.COMPLETED',
      resourceType: 'capture',
      summary: `Payment completed for ${formatMoney(capture.amount)}`,
      resource: captureView(context, capture),
      customIds: [capture.customId],
      hold: false,
    });
  }
  return order;
}

/** Refunds a capture in full; the sandbox has no partial refunds. */
export function refundCapture(context: SandboxContext, captureId: string, input: RefundInput): Refund {
  const capture = mustFind(context.store.captures, captureId, 'capture_id');
  if (capture.status === 'REFUNDED')
    throw unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been refunded in full.');
  if (input.amount && !sameMoney(input.amount, capture.amount))
    throw unprocessable(
      'PARTIAL_REFUND_NOT_SUPPORTED',
      `The sandbox refunds captures in full only (${formatMoney(capture.amount)}).`,
    );
  const now = context.now();
  const refund: Refund = {
    id: newId.refund(),
    captureId: capture.id,
    amount: capture.amount,
    customId: capture.customId,
    invoiceId: input.invoice_id ?? capture.invoiceId,
    noteToPayer: input.note_to_payer,
    createTime: now,
  };
  context.store.refunds.set(refund.id, refund);
  capture.status = 'REFUNDED';
  capture.updateTime = now;
  context.webhooks.publish({
    eventType: 'PAYMENT.CAPTURE.REFUNDED',
    resourceType: 'refund',
    summary: `A ${formatMoney(refund.amount)} capture payment was refunded`,
    resource: refundView(context, refund),
    customIds: [refund.customId],
    hold: false,
  });
  return refund;
}
