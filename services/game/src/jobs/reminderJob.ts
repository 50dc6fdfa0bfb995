import type { Logger } from '@vh/kit';
import { seconds, type Clock } from '../clock';
import {
  buildReminderPayload,
  isSendable,
  lateLimitSeconds,
  type ReminderDetails,
} from '../domain/reminders';
import { deliverPush } from '../push/pushDelivery';
import type { PushSender } from '../push/pushSender';
import type { DeliveryRow, DueReminder, ReminderRepository } from '../repositories/reminderRepository';

/** What the job needs of the reminder tables (the repository; a fake in the unit test). */
export type ReminderStore = Pick<
  ReminderRepository,
  | 'due'
  | 'claim'
  | 'claimRetries'
  | 'subscriptionsOf'
  | 'removeSubscription'
  | 'finish'
  | 'retryLater'
  | 'prune'
>;

export interface ReminderJobDeps {
  reminders: ReminderStore;
  sender: PushSender;
  clock: Clock;
  /** The notification's details from content, or null when the reminder no longer applies. */
  details: (due: DueReminder, now: number) => Promise<ReminderDetails | null>;
}

const BATCH = 200;
/** A claimed delivery is this replica's for so long; after it, another replica may retry it. */
const LEASE_SECONDS = 60;
/** The push service keeps an undelivered reminder this long (a phone that is off for a while). */
const TTL_SECONDS = 60 * 60;
const PRUNE_EVERY_SECONDS = 60 * 60;
/** Delivery rows outlive the moments the due query can still find. */
const KEEP_DELIVERIES_SECONDS = 24 * 60 * 60;

export interface ReminderPass {
  sent: number;
  failed: number;
  skipped: number;
}

/**
 * One pass of the push reminders (docs/reminders.md): finds due reminders in one query, claims each by
 * inserting its (player, kind, due moment) delivery row, so several replicas never send one twice,
 * sends it to the player's browsers, and retries failures a bounded number of times.
 */
export function createReminderJob(deps: ReminderJobDeps, logger: Logger): () => Promise<ReminderPass> {
  let prunedAt = 0;
  return async () => {
    const pass: ReminderPass = { sent: 0, failed: 0, skipped: 0 };
    const now = seconds(deps.clock());
    const due = await deps.reminders.due(
      now,
      lateLimitSeconds('huntReady'),
      lateLimitSeconds('autoHunt'),
      BATCH,
    );
    for (const reminder of due) {
      const details = isSendable(reminder.kind, reminder.due_at, reminder.enabled_at, now)
        ? await deps.details(reminder, now)
        : null;
      const payload = details ? buildReminderPayload(details, reminder.due_at) : null;
      const claimed = await deps.reminders.claim(reminder, payload, now + LEASE_SECONDS);
      if (!payload) pass.skipped += 1;
      if (claimed) await deliver(deps, claimed, now, pass);
    }
    for (const retry of await deps.reminders.claimRetries(now, now + LEASE_SECONDS, BATCH)) {
      await deliver(deps, retry, now, pass);
    }
    if (now - prunedAt >= PRUNE_EVERY_SECONDS) {
      prunedAt = now;
      await deps.reminders.prune(now - KEEP_DELIVERIES_SECONDS);
    }
    if (pass.sent + pass.failed > 0) logger.info(pass, 'push reminders sent');
    return pass;
  };
}

async function deliver(deps: ReminderJobDeps, delivery: DeliveryRow, now: number, pass: ReminderPass) {
  const outcome = await deliverPush(deps.reminders, deps.sender, delivery, {
    now,
    ttlSeconds: TTL_SECONDS,
    topic: delivery.kind,
  });
  if (outcome === 'sent') pass.sent += 1;
  else if (outcome === 'failed') pass.failed += 1;
}
