import type { PushSubscriptionRow } from '../repositories/reminderRepository';
import type { PushSender } from './pushSender';
import { REMINDER_MAX_ATTEMPTS, retryDelaySeconds } from '../domain/reminders';

/** A claimed delivery: what goes to the player's browsers, and which took it already. */
export interface PushDeliveryRow {
  id: number;
  user_id: string;
  payload: unknown;
  attempts: number;
  delivered_to: number[];
}

/** What a delivery needs of the tables: the player's subscriptions and its own row's updates. */
export interface PushDeliveryStore {
  subscriptionsOf(userId: string): Promise<PushSubscriptionRow[]>;
  removeSubscription(id: number): Promise<void>;
  finish(id: number, state: 'sent' | 'failed', attempts: number, deliveredTo: number[]): Promise<void>;
  retryLater(id: number, attempts: number, deliveredTo: number[], at: number): Promise<void>;
}

/**
 * One attempt of a delivery (reminders and inbox news alike, docs/reminders.md#delivery): the payload
 * to each of the player's subscriptions that did not take it yet; a gone subscription (404/410) is
 * deleted; any other failure is retried later, a bounded number of times. Answers how it ended.
 */
export async function deliverPush(
  store: PushDeliveryStore,
  sender: PushSender,
  delivery: PushDeliveryRow,
  options: { now: number; ttlSeconds: number; topic?: string },
): Promise<'sent' | 'failed' | 'retrying'> {
  const targets = (await store.subscriptionsOf(delivery.user_id)).filter(
    (target) => !delivery.delivered_to.includes(target.id),
  );
  const body = JSON.stringify(delivery.payload);
  const outcomes = await Promise.all(
    targets.map(async (target) => ({
      target,
      outcome: await sender.send(target, body, { ttlSeconds: options.ttlSeconds, topic: options.topic }),
    })),
  );
  const deliveredTo = [...delivery.delivered_to];
  let failures = 0;
  for (const { target, outcome } of outcomes) {
    if (outcome === 'delivered') deliveredTo.push(target.id);
    else if (outcome === 'gone') await store.removeSubscription(target.id);
    else failures += 1;
  }
  const attempts = delivery.attempts + 1;
  if (failures === 0) {
    await store.finish(delivery.id, 'sent', attempts, deliveredTo);
    return 'sent';
  }
  if (attempts >= REMINDER_MAX_ATTEMPTS) {
    await store.finish(delivery.id, 'failed', attempts, deliveredTo);
    return 'failed';
  }
  await store.retryLater(delivery.id, attempts, deliveredTo, options.now + retryDelaySeconds(attempts));
  return 'retrying';
}
