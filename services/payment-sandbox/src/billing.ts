/**
 * Cycle billing of active subscriptions: whenever next_billing_time has passed, the current cycle's price
 * is charged (PAYMENT.SALE.COMPLETED) and next_billing_time moves one interval on. When every finite
 * cycle has been paid for and its period is over, the subscription expires.
 */
import type { SandboxContext } from './context';
import { publishStatusEvent } from './domain/subscriptionEvents';
import { newId } from './ids';
import { formatMoney, isZero, type Money } from './money';
import type { Plan, Subscription } from './store';
import { addInterval } from './time';
import { type Sale, saleView } from './views';

/** The cycle billed next: the first one, in sequence order, with cycles left. */
function currentCycleIndex(plan: Plan, subscription: Subscription): number {
  return plan.billing_cycles.findIndex(
    (cycle, index) =>
      cycle.total_cycles === 0 || (subscription.cyclesCompleted[index] ?? 0) < cycle.total_cycles,
  );
}

/** Records a successful charge as the subscription's last payment. */
export function recordSale(context: SandboxContext, subscription: Subscription, amount: Money): Sale {
  const time = context.now();
  subscription.lastPayment = { amount, time };
  return { id: newId.sale(), subscription, amount, time };
}

export function publishSale(context: SandboxContext, sale: Sale, hold: boolean): void {
  context.webhooks.publish({
    eventType: 'PAYMENT.SALE.COMPLETED',
    resourceType: 'sale',
    summary: `Payment completed for ${formatMoney(sale.amount)}`,
    resource: saleView(sale),
    customIds: [sale.subscription.customId],
    hold,
  });
}

function expire(context: SandboxContext, subscription: Subscription, hold: boolean): void {
  const now = context.now();
  subscription.status = 'EXPIRED';
  subscription.statusUpdateTime = now;
  subscription.updateTime = now;
  subscription.nextBillingTime = undefined;
  publishStatusEvent(context, subscription, hold);
}

/** Bills every cycle that has fallen due (more than one only if the clock jumped). */
export function billSubscription(context: SandboxContext, subscription: Subscription, hold = false): void {
  const plan = context.store.plans.get(subscription.planId);
  if (!plan) return;
  const now = context.now();
  while (
    subscription.status === 'ACTIVE' &&
    subscription.nextBillingTime &&
    subscription.nextBillingTime.getTime() <= now.getTime()
  ) {
    const index = currentCycleIndex(plan, subscription);
    const cycle = plan.billing_cycles[index];
    if (!cycle) {
      expire(context, subscription, hold);
      return;
    }
    const price = cycle.pricing_scheme?.fixed_price;
    // A free trial cycle charges nothing, so there is no sale to report.
    const sale = price && !isZero(price) ? recordSale(context, subscription, price) : undefined;
    subscription.cyclesCompleted[index] = (subscription.cyclesCompleted[index] ?? 0) + 1;
    subscription.nextBillingTime = addInterval(
      subscription.nextBillingTime,
      cycle.frequency.interval_unit,
      cycle.frequency.interval_count,
    );
    subscription.updateTime = now;
    if (sale) publishSale(context, sale, hold);
  }
}

/** The periodic check: every active subscription whose next billing time has passed. */
export function billDueSubscriptions(context: SandboxContext): void {
  for (const subscription of context.store.subscriptions.values()) billSubscription(context, subscription);
}
