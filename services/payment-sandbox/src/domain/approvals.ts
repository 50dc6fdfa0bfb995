/** What the buyer approves on the checkout page (or through POST /sandbox/approve): an order or a subscription. */
import type { SandboxContext } from '../context';
import type { ApplicationContext } from '../schemas';
import type { Order, Subscription } from '../store';
import { orderView, subscriptionView } from '../views';
import { approveOrder } from './orders';
import { activateSubscription } from './subscriptions';

export type Approvable =
  { kind: 'order'; order: Order } | { kind: 'subscription'; subscription: Subscription };

export function findApprovable(context: SandboxContext, id: string): Approvable | undefined {
  const order = context.store.orders.get(id);
  if (order) return { kind: 'order', order };
  const subscription = context.store.subscriptions.get(id);
  if (subscription) return { kind: 'subscription', subscription };
  return undefined;
}

export const approvableId = (target: Approvable): string =>
  target.kind === 'order' ? target.order.id : target.subscription.id;

const applicationContextOf = (target: Approvable): ApplicationContext =>
  target.kind === 'order' ? target.order.applicationContext : target.subscription.applicationContext;

export const awaitsApproval = (target: Approvable): boolean =>
  target.kind === 'order'
    ? target.order.status === 'CREATED'
    : target.subscription.status === 'APPROVAL_PENDING';

/** Approves what still awaits approval; anything already approved is left as it is. */
export function approve(context: SandboxContext, target: Approvable, hold: boolean): void {
  if (target.kind === 'order') approveOrder(context, target.order, hold);
  else activateSubscription(context, target.subscription, hold);
}

export const approvableView = (context: SandboxContext, target: Approvable) =>
  target.kind === 'order' ? orderView(context, target.order) : subscriptionView(context, target.subscription);

function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}

/** return_url?token=<id>&PayerID=… (orders) or return_url?subscription_id=<id>&ba_token=… (subscriptions). */
export function returnRedirect(context: SandboxContext, target: Approvable): string | undefined {
  const returnUrl = applicationContextOf(target).return_url;
  if (!returnUrl) return undefined;
  return target.kind === 'order'
    ? withQuery(returnUrl, {
        token: target.order.id,
        PayerID: (target.order.payer ?? context.store.buyer).payer_id,
      })
    : withQuery(returnUrl, {
        subscription_id: target.subscription.id,
        ba_token: target.subscription.baToken,
      });
}

/** cancel_url?token=<id> for both kinds. */
export function cancelRedirect(target: Approvable): string | undefined {
  const cancelUrl = applicationContextOf(target).cancel_url;
  return cancelUrl ? withQuery(cancelUrl, { token: approvableId(target) }) : undefined;
}

export const brandOf = (target: Approvable): string =>
  applicationContextOf(target).brand_name ?? 'Sandbox merchant';
