import type { SandboxContext } from '../context';
import type { Subscription, SubscriptionStatus } from '../store';
import { subscriptionView } from '../views';

const EVENT_WORDS: Partial<Record<SubscriptionStatus, string>> = {
  ACTIVE: 'ACTIVATED',
  SUSPENDED: 'SUSPENDED',
  CANCELLED: 'CANCELLED',
  EXPIRED: 'EXPIRED',
};

/** BILLING.SUBSCRIPTION.<ACTIVATED|SUSPENDED|CANCELLED|EXPIRED> for the status the subscription just took. */
export function publishStatusEvent(context: SandboxContext, subscription: Subscription, hold: boolean): void {
  const word = EVENT_WORDS[subscription.status];
  if (!word) return;
  context.webhooks.publish({
    eventType: `BILLING.SUBSCRIPTION.${word}`,
    resourceType: 'subscription',
    summary: `Subscription ${word.toLowerCase()}`,
    resource: subscriptionView(context, subscription),
    customIds: [subscription.customId],
    hold,
  });
}
