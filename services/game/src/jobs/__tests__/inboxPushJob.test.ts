import type { Logger } from '@vh/kit';
import { REMINDER_MAX_ATTEMPTS } from '../../domain/reminders';
import { INBOX_PUSH_LATE_SECONDS, buildInboxPushPayload, type InboxPushGroup } from '../../domain/inboxPush';
import type { PushOutcome, PushSender } from '../../push/pushSender';
import type { InboxDeliveryRow, InboxNews } from '../../repositories/inboxPushRepository';
import type { PushSubscriptionRow } from '../../repositories/reminderRepository';
import { createInboxPusher, type InboxPushDeps } from '../inboxPushJob';

const NOW = 1_800_000_000;
const logger = { info: () => undefined, error: () => undefined } as unknown as Logger;

type StoredDelivery = InboxDeliveryRow & { state: string; next_attempt_at: number };

/** The inbox push tables in memory, with the claim's rules: the chosen group, chosen before, once per event. */
function memoryStore(chosen: Record<string, { group: InboxPushGroup; enabledAt: number }[]>) {
  const deliveries = new Map<string, StoredDelivery>();
  let nextId = 1;
  const row = (id: number) => [...deliveries.values()].find((entry) => entry.id === id)!;
  const inboxPush: InboxPushDeps['inboxPush'] = {
    claim: async (news, _now, leaseUntil) =>
      news.flatMap((entry) => {
        const chose = (chosen[entry.userId] ?? []).some(
          (choice) => choice.group === entry.group && choice.enabledAt <= entry.occurredAt,
        );
        if (!chose || deliveries.has(entry.eventId)) return [];
        const stored: StoredDelivery = {
          id: nextId++,
          event_id: entry.eventId,
          user_id: entry.userId,
          push_group: entry.group,
          payload: entry.payload,
          attempts: 0,
          delivered_to: [],
          state: 'sending',
          next_attempt_at: leaseUntil,
        };
        deliveries.set(entry.eventId, stored);
        return [{ ...stored }];
      }),
    claimRetries: async (now, leaseUntil) =>
      [...deliveries.values()]
        .filter((entry) => entry.state === 'sending' && entry.next_attempt_at <= now)
        .map((entry) => {
          entry.next_attempt_at = leaseUntil;
          return { ...entry, delivered_to: [...entry.delivered_to] };
        }),
    finish: async (id, state, attempts, deliveredTo) =>
      void Object.assign(row(id), { state, attempts, delivered_to: deliveredTo }),
    retryLater: async (id, attempts, deliveredTo, at) =>
      void Object.assign(row(id), { attempts, delivered_to: deliveredTo, next_attempt_at: at }),
    prune: async () => 0,
  };
  return { inboxPush, deliveries };
}

const subscriptionsOf = (rows: PushSubscriptionRow[]): InboxPushDeps['subscriptions'] => ({
  subscriptionsOf: async (userId) => rows.filter((entry) => entry.user_id === userId),
  removeSubscription: async () => undefined,
});

const browser = (id: number, userId = 'u1'): PushSubscriptionRow => ({
  id,
  user_id: userId,
  endpoint: `https://push.example.org/${id}`,
  p256dh: 'k',
  auth: 'a',
});

function scriptedSender(answers: Record<string, PushOutcome[]>) {
  const received: { endpoint: string; payload: unknown; topic?: string }[] = [];
  const sender: PushSender = {
    send: async (target, payload, options) => {
      const outcome = answers[target.endpoint]?.shift() ?? 'delivered';
      if (outcome === 'delivered')
        received.push({ endpoint: target.endpoint, payload: JSON.parse(payload), topic: options.topic });
      return outcome;
    },
  };
  return { sender, received };
}

const news = (eventId: string, fields: Partial<InboxNews> = {}): InboxNews => ({
  eventId,
  userId: 'u1',
  group: 'friends',
  occurredAt: NOW - 10,
  payload: buildInboxPushPayload({
    notificationId: 7n,
    kind: 'FRIEND_REQUEST',
    title: 'Vlad wants to be your friend',
    body: 'Accept or decline.',
    link: '/friends',
  }),
  ...fields,
});

describe('inbox pushes', () => {
  it('sends news of a chosen group once per event, and nothing of other groups, older choices or old news', async () => {
    const { inboxPush } = memoryStore({ u1: [{ group: 'friends', enabledAt: NOW - 100 }] });
    const { sender, received } = scriptedSender({});
    const pusher = createInboxPusher(
      { inboxPush, subscriptions: subscriptionsOf([browser(1)]), sender, clock: () => NOW * 1000 },
      logger,
    );
    expect(
      await pusher.push([
        news('e1'),
        news('e2', { group: 'gifts' }),
        news('e3', { occurredAt: NOW - 200 }),
        news('e4', { occurredAt: NOW - INBOX_PUSH_LATE_SECONDS - 1 }),
        news('e5', { userId: 'u2' }),
      ]),
    ).toEqual({ sent: 1, failed: 0, retrying: 0 });
    // A redelivered chunk sends nothing again.
    expect(await pusher.push([news('e1')])).toEqual({ sent: 0, failed: 0, retrying: 0 });
    expect(received).toEqual([
      {
        endpoint: 'https://push.example.org/1',
        topic: undefined,
        payload: expect.objectContaining({
          kind: 'inbox',
          title: 'Vlad wants to be your friend',
          url: '/friends',
        }),
      },
    ]);
  });

  it('retries a failed push only to the browser that missed it, then gives up', async () => {
    const { inboxPush, deliveries } = memoryStore({ u1: [{ group: 'friends', enabledAt: 0 }] });
    const { sender, received } = scriptedSender({
      'https://push.example.org/2': Array.from({ length: REMINDER_MAX_ATTEMPTS }, () => 'failed' as const),
    });
    let now = NOW * 1000;
    const pusher = createInboxPusher(
      { inboxPush, subscriptions: subscriptionsOf([browser(1), browser(2)]), sender, clock: () => now },
      logger,
    );
    expect(await pusher.push([news('e1')])).toEqual({ sent: 0, failed: 0, retrying: 1 });
    for (let run = 0; run < REMINDER_MAX_ATTEMPTS + 1; run += 1) {
      now += 10 * 60_000;
      await pusher.retry();
    }
    expect(received.map((push) => push.endpoint)).toEqual(['https://push.example.org/1']);
    expect(deliveries.get('e1')).toMatchObject({
      state: 'failed',
      attempts: REMINDER_MAX_ATTEMPTS,
      delivered_to: [1],
    });
  });
});
