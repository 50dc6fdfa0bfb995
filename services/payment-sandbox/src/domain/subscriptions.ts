/** Billing subscriptions: APPROVAL_PENDING -> (buyer agrees) ACTIVE -> SUSPENDED / CANCELLED / EXPIRED. */
import { billSubscription, publishSale, recordSale } from '../billing';
import type { SandboxContext } from '../context';
import { mustFind, unprocessable } from '../errors';
import { newId } from '../ids';
import { isZero } from '../money';
import type { CreateSubscriptionInput } from '../schemas';
import type { Subscription, SubscriptionStatus } from '../store';
import { publishStatusEvent } from './subscriptionEvents';

export function createSubscription(context: SandboxContext, input: CreateSubscriptionInput): Subscription {
  const plan = mustFind(context.store.plans, input.plan_id, '/plan_id', 'body');
  if (plan.status !== 'ACTIVE')
    throw unprocessable(
      'PLAN_STATUS_INVALID',
      `The plan is ${plan.status}; only ACTIVE plans take subscribers.`,
    );
  const now = context.now();
  const override = input.plan?.payment_preferences?.setup_fee;
  const subscription: Subscription = {
    id: newId.subscription(),
    planId: plan.id,
    status: 'APPROVAL_PENDING',
    customId: input.custom_id,
    // PayPal starts billing at once when no start time is given.
    startTime: input.start_time ? new Date(input.start_time) : now,
    createTime: now,
    updateTime: now,
    statusUpdateTime: now,
    setupFee: override ?? plan.payment_preferences.setup_fee,
    planOverridden: override !== undefined,
    applicationContext: input.application_context ?? {},
    baToken: newId.billingAgreementToken(),
    cyclesCompleted: plan.billing_cycles.map(() => 0),
  };
  context.store.subscriptions.set(subscription.id, subscription);
  return subscription;
}

/** Finds a subscription brought up to date: any cycle that fell due is billed before it is read. */
export function findSubscription(context: SandboxContext, id: string): Subscription {
  const subscription = mustFind(context.store.subscriptions, id, 'subscription_id');
  billSubscription(context, subscription);
  return subscription;
}

/**
 * The buyer's agreement (page or test control): the setup fee is charged now and regular billing starts
 * at start_time, or at once when start_time has passed. Approving twice changes nothing.
 */
export function activateSubscription(
  context: SandboxContext,
  subscription: Subscription,
  hold: boolean,
): void {
  if (subscription.status !== 'APPROVAL_PENDING') return;
  const now = context.now();
  subscription.status = 'ACTIVE';
  subscription.statusUpdateTime = now;
  subscription.updateTime = now;
  subscription.activateTime = now;
  subscription.subscriber = context.store.buyer;
  // A start time that passed while the buyer hesitated bills from now, not for the missed periods.
  subscription.nextBillingTime = new Date(Math.max(subscription.startTime.getTime(), now.getTime()));
  const setupSale =
    subscription.setupFee && !isZero(subscription.setupFee)
      ? recordSale(context, subscription, subscription.setupFee)
      : undefined;
  publishStatusEvent(context, subscription, hold);
  if (setupSale) publishSale(context, setupSale, hold);
  billSubscription(context, subscription, hold);
}

function changeStatus(
  context: SandboxContext,
  id: string,
  from: SubscriptionStatus[],
  to: SubscriptionStatus,
  reason: string,
): void {
  const subscription = findSubscription(context, id);
  if (!from.includes(subscription.status))
    throw unprocessable(
      'SUBSCRIPTION_STATUS_INVALID',
      `A ${subscription.status} subscription cannot become ${to}; it must be ${from.join(' or ')}.`,
    );
  const now = context.now();
  subscription.status = to;
  subscription.statusChangeNote = reason;
  subscription.statusUpdateTime = now;
  subscription.updateTime = now;
  publishStatusEvent(context, subscription, false);
}

export const cancelSubscription = (context: SandboxContext, id: string, reason: string): void =>
  changeStatus(context, id, ['ACTIVE', 'SUSPENDED'], 'CANCELLED', reason);

export const suspendSubscription = (context: SandboxContext, id: string, reason: string): void =>
  changeStatus(context, id, ['ACTIVE'], 'SUSPENDED', reason);
