import type { Logger } from '@vh/kit';
import { seconds, type Clock } from '../clock';
import { isInboxNewsPushable } from '../domain/inboxPush';
import { deliverPush, type PushDeliveryStore } from '../push/pushDelivery';
import type { PushSender } from '../push/pushSender';
import type { InboxDeliveryRow, InboxNews, InboxPushRepository } from '../repositories/inboxPushRepository';
import type { ReminderRepository } from '../repositories/reminderRepository';

export interface InboxPushDeps {
  inboxPush: Pick<InboxPushRepository, 'claim' | 'claimRetries' | 'finish' | 'retryLater' | 'prune'>;
  subscriptions: Pick<ReminderRepository, 'subscriptionsOf' | 'removeSubscription'>;
  sender: PushSender;
  clock: Clock;
}

/** A claimed delivery is this replica's for so long; after it, the retry pass of any replica takes it. */
const LEASE_SECONDS = 60;
/** The push service keeps undelivered news this long (a phone that is off for the night). */
const TTL_SECONDS = 12 * 60 * 60;
/** Deliveries sent at once (each to at most five browsers). */
const PARALLEL = 16;
const RETRY_BATCH = 200;
const PRUNE_EVERY_SECONDS = 60 * 60;
/** News older than an hour is never pushed (isInboxNewsPushable): a day of rows is plenty to dedupe. */
const KEEP_DELIVERIES_SECONDS = 24 * 60 * 60;

export interface InboxPushPass {
  sent: number;
  failed: number;
  retrying: number;
}

/**
 * Web pushes of inbox news (docs/reminders.md#inbox-news): `push` claims the news of a consumed
 * chunk that players opted into (one statement; each event once) and sends it; `retry` is the
 * periodic pass over deliveries that failed or whose replica died mid-send, and prunes old rows.
 */
export function createInboxPusher(deps: InboxPushDeps, logger: Logger) {
  const store: PushDeliveryStore = {
    subscriptionsOf: (userId) => deps.subscriptions.subscriptionsOf(userId),
    removeSubscription: (id) => deps.subscriptions.removeSubscription(id),
    finish: (...args) => deps.inboxPush.finish(...args),
    retryLater: (...args) => deps.inboxPush.retryLater(...args),
  };
  let prunedAt = 0;

  async function deliverAll(rows: readonly InboxDeliveryRow[], now: number): Promise<InboxPushPass> {
    const pass: InboxPushPass = { sent: 0, failed: 0, retrying: 0 };
    for (let start = 0; start < rows.length; start += PARALLEL) {
      const outcomes = await Promise.all(
        rows
          .slice(start, start + PARALLEL)
          .map((row) => deliverPush(store, deps.sender, row, { now, ttlSeconds: TTL_SECONDS })),
      );
      for (const outcome of outcomes) pass[outcome] += 1;
    }
    if (rows.length > 0) logger.info(pass, 'inbox pushes sent');
    return pass;
  }

  return {
    async push(news: readonly InboxNews[]): Promise<InboxPushPass> {
      const now = seconds(deps.clock());
      const pushable = news.filter((entry) => isInboxNewsPushable(entry.occurredAt, now));
      return deliverAll(await deps.inboxPush.claim(pushable, now, now + LEASE_SECONDS), now);
    },
    async retry(): Promise<InboxPushPass> {
      const now = seconds(deps.clock());
      const pass = await deliverAll(
        await deps.inboxPush.claimRetries(now, now + LEASE_SECONDS, RETRY_BATCH),
        now,
      );
      if (now - prunedAt >= PRUNE_EVERY_SECONDS) {
        prunedAt = now;
        await deps.inboxPush.prune(now - KEEP_DELIVERIES_SECONDS);
      }
      return pass;
    },
  };
}

export type InboxPusher = ReturnType<typeof createInboxPusher>;
