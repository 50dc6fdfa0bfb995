/** The JSON shapes the API answers and webhook events carry, with PayPal's field names and HATEOAS links. */
import type { SandboxContext } from './context';
import type { Money } from './money';
import type { Capture, Order, Plan, Product, Refund, Subscription } from './store';
import { formatTime } from './time';

type Method = 'GET' | 'POST';

export interface Link {
  href: string;
  rel: string;
  method: Method;
}

const apiLink = (context: SandboxContext, path: string, rel: string, method: Method = 'GET'): Link => ({
  href: `${context.config.apiOrigin}${path}`,
  rel,
  method,
});

const approveUrl = (context: SandboxContext, id: string): string =>
  `${context.config.publicOrigin}/checkoutnow?token=${encodeURIComponent(id)}`;

export function captureView(context: SandboxContext, capture: Capture) {
  const path = `/v2/payments/captures/${capture.id}`;
  return {
    id: capture.id,
    status: capture.status,
    amount: capture.amount,
    final_capture: true,
    custom_id: capture.customId,
    invoice_id: capture.invoiceId,
    supplementary_data: { related_ids: { order_id: capture.orderId } },
    create_time: formatTime(capture.createTime),
    update_time: formatTime(capture.updateTime),
    links: [
      apiLink(context, path, 'self'),
      ...(capture.status === 'COMPLETED' ? [apiLink(context, `${path}/refund`, 'refund', 'POST')] : []),
      apiLink(context, `/v2/checkout/orders/${capture.orderId}`, 'up'),
    ],
  };
}

export function refundView(context: SandboxContext, refund: Refund) {
  return {
    id: refund.id,
    status: 'COMPLETED',
    amount: refund.amount,
    custom_id: refund.customId,
    invoice_id: refund.invoiceId,
    note_to_payer: refund.noteToPayer,
    create_time: formatTime(refund.createTime),
    update_time: formatTime(refund.createTime),
    links: [
      apiLink(context, `/v2/payments/refunds/${refund.id}`, 'self'),
      apiLink(context, `/v2/payments/captures/${refund.captureId}`, 'up'),
    ],
  };
}

export function orderView(context: SandboxContext, order: Order) {
  const path = `/v2/checkout/orders/${order.id}`;
  return {
    id: order.id,
    intent: order.intent,
    status: order.status,
    purchase_units: order.purchaseUnits.map((unit, index) => {
      const capture = context.store.captures.get(order.captureIds[index] ?? '');
      return capture ? { ...unit, payments: { captures: [captureView(context, capture)] } } : unit;
    }),
    payer: order.payer,
    create_time: formatTime(order.createTime),
    update_time: formatTime(order.updateTime),
    links: [
      apiLink(context, path, 'self'),
      ...(order.status === 'CREATED'
        ? [{ href: approveUrl(context, order.id), rel: 'approve', method: 'GET' as const }]
        : []),
      ...(order.status === 'COMPLETED' ? [] : [apiLink(context, `${path}/capture`, 'capture', 'POST')]),
    ],
  };
}

export function productView(context: SandboxContext, product: Product) {
  const { createTime, ...fields } = product;
  return {
    ...fields,
    create_time: formatTime(createTime),
    update_time: formatTime(createTime),
    links: [apiLink(context, `/v1/catalogs/products/${product.id}`, 'self')],
  };
}

export function planView(context: SandboxContext, plan: Plan) {
  const { createTime, updateTime, ...fields } = plan;
  return {
    ...fields,
    usage_type: 'LICENSED',
    create_time: formatTime(createTime),
    update_time: formatTime(updateTime),
    links: [apiLink(context, `/v1/billing/plans/${plan.id}`, 'self')],
  };
}

function billingInfo(plan: Plan, subscription: Subscription) {
  const regular = plan.billing_cycles.find((cycle) => cycle.tenure_type === 'REGULAR');
  return {
    outstanding_balance: {
      currency_code: regular?.pricing_scheme?.fixed_price.currency_code ?? 'USD',
      value: '0.00',
    },
    cycle_executions: plan.billing_cycles.map((cycle, index) => {
      const completed = subscription.cyclesCompleted[index] ?? 0;
      return {
        tenure_type: cycle.tenure_type,
        sequence: cycle.sequence,
        cycles_completed: completed,
        cycles_remaining: cycle.total_cycles === 0 ? 0 : cycle.total_cycles - completed,
        total_cycles: cycle.total_cycles,
      };
    }),
    last_payment: subscription.lastPayment && {
      amount: subscription.lastPayment.amount,
      time: formatTime(subscription.lastPayment.time),
    },
    next_billing_time:
      subscription.status === 'ACTIVE' && subscription.nextBillingTime
        ? formatTime(subscription.nextBillingTime)
        : undefined,
    failed_payments_count: 0,
  };
}

function subscriptionLinks(context: SandboxContext, subscription: Subscription): Link[] {
  const path = `/v1/billing/subscriptions/${subscription.id}`;
  const cancel = apiLink(context, `${path}/cancel`, 'cancel', 'POST');
  switch (subscription.status) {
    case 'APPROVAL_PENDING':
      return [
        { href: approveUrl(context, subscription.id), rel: 'approve', method: 'GET' },
        apiLink(context, path, 'self'),
      ];
    case 'ACTIVE':
      return [cancel, apiLink(context, `${path}/suspend`, 'suspend', 'POST'), apiLink(context, path, 'self')];
    case 'SUSPENDED':
      return [cancel, apiLink(context, path, 'self')];
    default:
      return [apiLink(context, path, 'self')];
  }
}

export function subscriptionView(context: SandboxContext, subscription: Subscription) {
  const plan = context.store.plans.get(subscription.planId);
  return {
    id: subscription.id,
    plan_id: subscription.planId,
    status: subscription.status,
    status_update_time: formatTime(subscription.statusUpdateTime),
    status_change_note: subscription.statusChangeNote,
    custom_id: subscription.customId,
    start_time: formatTime(subscription.startTime),
    quantity: '1',
    plan_overridden: subscription.planOverridden,
    subscriber: subscription.subscriber,
    // Like PayPal, billing details exist only once the buyer has approved.
    billing_info: plan && subscription.activateTime ? billingInfo(plan, subscription) : undefined,
    create_time: formatTime(subscription.createTime),
    update_time: formatTime(subscription.updateTime),
    links: subscriptionLinks(context, subscription),
  };
}

export interface Sale {
  id: string;
  subscription: Subscription;
  amount: Money;
  time: Date;
}

/** A PAYMENT.SALE.COMPLETED resource (PayPal's v1 sale, hence `total` and `currency`). */
export function saleView(sale: Sale) {
  return {
    id: sale.id,
    state: 'completed',
    amount: { total: sale.amount.value, currency: sale.amount.currency_code },
    payment_mode: 'INSTANT_TRANSFER',
    billing_agreement_id: sale.subscription.id,
    custom: sale.subscription.customId,
    create_time: formatTime(sale.time),
    update_time: formatTime(sale.time),
  };
}
