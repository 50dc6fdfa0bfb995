import type { Logger } from '@vh/kit';
import type { PushOutcome, PushSender } from '../../push/pushSender';
import type { DeliveryRow, DueReminder, PushSubscriptionRow } from '../../repositories/reminderRepository';
import { REMINDER_MAX_ATTEMPTS } from '../../domain/reminders';
import { createReminderJob, type ReminderStore } from '../reminderJob';

const NOW = 1_800_000_000;
const logger = { info: () => undefined, error: () => undefined } as unknown as Logger;

/** The reminder tables in memory, with the unique delivery key the database enforces. */
function memoryStore(due: DueReminder[], subscriptions: PushSubscriptionRow[]) {
  const deliveries = new Map<string, DeliveryRow & { state: string; next_attempt_at: number }>();
  let nextId = 1;
  const store: ReminderStore = {
    due: async () =>
      due.filter((reminder) => !deliveries.has(`${reminder.user_id}/${reminder.kind}/${reminder.due_at}`)),
    claim: async (reminder, payload, leaseUntil) => {
      const key = `${reminder.user_id}/${reminder.kind}/${reminder.due_at}`;
      if (deliveries.has(key)) return null;
      const row = {
        id: nextId++,
        user_id: reminder.user_id,
        kind: reminder.kind,
        due_at: reminder.due_at,
        payload: payload!,
        attempts: 0,
        delivered_to: [],
        state: payload ? 'sending' : 'skipped',
        next_attempt_at: leaseUntil,
      };
      deliveries.set(key, row);
      return payload ? { ...row } : null;
    },
    claimRetries: async (now, leaseUntil) =>
      [...deliveries.values()]
        .filter((row) => row.state === 'sending' && row.next_attempt_at <= now)
        .map((row) => {
          row.next_attempt_at = leaseUntil;
          return { ...row, delivered_to: [...row.delivered_to] };
        }),
    subscriptionsOf: async (userId) => subscriptions.filter((row) => row.user_id === userId),
    removeSubscription: async (id) => {
      subscriptions.splice(
        subscriptions.findIndex((row) => row.id === id),
        1,
      );
    },
    finish: async (id, state, attempts, deliveredTo) => {
      const row = [...deliveries.values()].find((entry) => entry.id === id)!;
      Object.assign(row, { state, attempts, delivered_to: deliveredTo });
    },
    retryLater: async (id, attempts, deliveredTo, at) => {
      const row = [...deliveries.values()].find((entry) => entry.id === id)!;
      Object.assign(row, { attempts, delivered_to: deliveredTo, next_attempt_at: at });
    },
    prune: async () => 0,
  };
  return { store, deliveries };
}

const subscription = (id: number): PushSubscriptionRow => ({
  id,
  user_id: 'u1',
  endpoint: `https://push.example.org/${id}`,
  p256dh: 'k',
  auth: 'a',
});

const huntReady: DueReminder = {
  user_id: 'u1',
  kind: 'huntReady',
  due_at: NOW - 5,
  enabled_at: NOW - 100,
  facts: {},
};

/** A push service that answers each endpoint from a script, and counts what it received. */
function scriptedSender(answers: Record<string, PushOutcome[]>) {
  const received: string[] = [];
  const sender: PushSender = {
    send: async (target) => {
      const outcome = answers[target.endpoint]?.shift() ?? 'delivered';
      if (outcome === 'delivered') received.push(target.endpoint);
      return outcome;
    },
  };
  return { sender, received };
}

describe('the reminder job', () => {
  it('sends a due reminder once, however often it runs', async () => {
    const { store, deliveries } = memoryStore([huntReady], [subscription(1)]);
    const { sender, received } = scriptedSender({});
    let now = NOW * 1000;
    const pass = createReminderJob(
      { reminders: store, sender, clock: () => now, details: async () => ({ kind: 'huntReady' }) },
      logger,
    );
    expect(await pass()).toEqual({ sent: 1, failed: 0, skipped: 0 });
    now += 120_000;
    await pass();
    await pass();
    expect(received).toEqual(['https://push.example.org/1']);
    expect([...deliveries.values()][0]).toMatchObject({ state: 'sent', attempts: 1, delivered_to: [1] });
  });

  it('removes a subscription the push service calls gone', async () => {
    const subscriptions = [subscription(1), subscription(2)];
    const { store } = memoryStore([huntReady], subscriptions);
    const { sender, received } = scriptedSender({ 'https://push.example.org/2': ['gone'] });
    const pass = createReminderJob(
      { reminders: store, sender, clock: () => NOW * 1000, details: async () => ({ kind: 'huntReady' }) },
      logger,
    );
    expect(await pass()).toMatchObject({ sent: 1 });
    expect(subscriptions.map((row) => row.id)).toEqual([1]);
    expect(received).toEqual(['https://push.example.org/1']);
  });

  it('retries failures only to the browsers that missed them, and gives up after the last attempt', async () => {
    const { store, deliveries } = memoryStore([huntReady], [subscription(1), subscription(2)]);
    const { sender, received } = scriptedSender({
      'https://push.example.org/2': Array.from({ length: REMINDER_MAX_ATTEMPTS }, () => 'failed' as const),
    });
    let now = NOW * 1000;
    const pass = createReminderJob(
      { reminders: store, sender, clock: () => now, details: async () => ({ kind: 'huntReady' }) },
      logger,
    );
    const outcomes = [];
    for (let run = 0; run < REMINDER_MAX_ATTEMPTS + 2; run += 1) {
      outcomes.push(await pass());
      now += 10 * 60_000;
    }
    expect(received).toEqual(['https://push.example.org/1']);
    expect([...deliveries.values()][0]).toMatchObject({
      state: 'failed',
      attempts: REMINDER_MAX_ATTEMPTS,
      delivered_to: [1],
    });
    expect(outcomes.reduce((sum, outcome) => sum + outcome.failed, 0)).toBe(1);
  });

  it('records reminders that no longer apply as skipped, without sending', async () => {
    const { store, deliveries } = memoryStore([huntReady], [subscription(1)]);
    const { sender, received } = scriptedSender({});
    const pass = createReminderJob(
      { reminders: store, sender, clock: () => NOW * 1000, details: async () => null },
      logger,
    );
    expect(await pass()).toEqual({ sent: 0, failed: 0, skipped: 1 });
    expect(received).toEqual([]);
    expect([...deliveries.values()][0]).toMatchObject({ state: 'skipped' });
  });
});
