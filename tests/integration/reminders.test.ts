/**
 * Push reminders (docs/reminders.md) end to end against a stand-in push service: the game service's
 * own job and two more job instances in this test run at once against the game's database; each due
 * moment reaches the subscription exactly once, encrypted to its keys and signed with the stack's
 * VAPID key. A 410 removes the subscription; another failure is retried without a second copy.
 */
import { createDatabase, createLogger, type Knex } from '@vh/kit';
import fs from 'node:fs';
import path from 'node:path';
import { createReminderJob, WebPushSender, ReminderRepository } from '@vh/game/testing';
import { activatedPlayer, type TestPlayer } from '../kit/players';
import { PushServiceStandIn, stackVapidPublicKey, type TestSubscription } from '../kit/pushService';
import { stackInfo } from '../kit/stackInfo';
import { eventually } from '../kit/wait';

const SETTINGS = 'enabled publicKey kinds subscriptions';

interface PushSettings {
  enabled: boolean;
  publicKey: string | null;
  kinds: string[];
  subscriptions: number;
}

const pushService = new PushServiceStandIn();
let db: Knex;

beforeAll(async () => {
  await pushService.start();
  db = createDatabase(stackInfo().databaseUrls.game!, { max: 6 });
});

afterAll(async () => {
  await db.destroy();
  await pushService.stop();
});

async function settingsOf(player: TestPlayer): Promise<PushSettings> {
  const answer = await player.client.graphql<{ pushSettings: PushSettings }>(
    `{ pushSettings { ${SETTINGS} } }`,
  );
  return answer.body.data!.pushSettings;
}

async function subscribe(player: TestPlayer, subscription: Omit<TestSubscription, 'receiver'>) {
  const { endpoint, p256dh, auth } = subscription;
  return player.client.graphql<{ subscribePush: PushSettings }>(
    `mutation ($s: PushSubscriptionInput!) { subscribePush(subscription: $s) { ${SETTINGS} } }`,
    { s: { endpoint, p256dh, auth } },
  );
}

async function chooseKinds(player: TestPlayer, kinds: string[]) {
  const answer = await player.client.graphql<{ setReminderKinds: PushSettings }>(
    `mutation ($k: [ReminderKind!]!) { setReminderKinds(kinds: $k) { ${SETTINGS} } }`,
    { k: kinds },
  );
  return answer.body.data!.setReminderKinds;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Ends the player's hunt cooldown `inSeconds` from now (a hunt would set the same column). */
async function cooldownEndsIn(player: TestPlayer, inSeconds: number): Promise<number> {
  const at = nowSeconds() + inSeconds;
  await db('players').where({ user_id: player.id }).update({ next_hunt_at: at });
  return at;
}

/** Two more replicas' jobs, as the game service builds its own, passing as fast as they can. */
function runTwoMoreReplicas(untilMs: number): Promise<void[]> {
  const secrets = JSON.parse(
    fs.readFileSync(path.resolve(__dirname, '..', '..', '.local', 'secrets.json'), 'utf8'),
  ) as { vapidPublicKey: string; vapidPrivateKey: string };
  const vapid = {
    publicKey: secrets.vapidPublicKey,
    privateKey: secrets.vapidPrivateKey,
    subject: 'mailto:reminders@vampire-hunt.localhost',
  };
  const logger = createLogger('reminder-test', 'silent');
  const replica = () => {
    const pass = createReminderJob(
      {
        reminders: new ReminderRepository(db),
        sender: new WebPushSender(vapid),
        clock: Date.now,
        details: async (due) => (due.kind === 'huntReady' ? { kind: 'huntReady' } : null),
      },
      logger,
    );
    return (async () => {
      while (Date.now() < untilMs) {
        await pass();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
  };
  return Promise.all([replica(), replica()]);
}

describe('push reminders', () => {
  it('are on in the test stack and publish the VAPID public key', async () => {
    const player = await activatedPlayer();
    expect(await settingsOf(player)).toEqual({
      enabled: true,
      publicKey: stackVapidPublicKey(),
      kinds: [],
      subscriptions: 0,
    });
  });

  it('refuse malformed subscriptions with 422 and keep at most five per player', async () => {
    const player = await activatedPlayer();
    const good = pushService.newSubscription();
    for (const bad of [
      { ...good, endpoint: 'ftp://127.0.0.1/push/x' },
      { ...good, endpoint: `${good.endpoint}${'x'.repeat(1100)}` },
      { ...good, p256dh: good.auth },
      { ...good, auth: 'short' },
    ]) {
      const answer = await subscribe(player, bad);
      expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', status: 422 });
    }
    for (let index = 0; index < 7; index += 1) await subscribe(player, pushService.newSubscription());
    expect((await settingsOf(player)).subscriptions).toBe(5);
  });

  it('send each due moment exactly once with three job instances at once', async () => {
    const player = await activatedPlayer();
    const subscription = pushService.newSubscription();
    expect((await subscribe(player, subscription)).body.data?.subscribePush.subscriptions).toBe(1);
    expect((await chooseKinds(player, ['HUNT_READY'])).kinds).toEqual(['HUNT_READY']);

    const first = await cooldownEndsIn(player, 2);
    const replicas = runTwoMoreReplicas(Date.now() + 9000);
    await eventually(
      async () => pushService.pushesTo(subscription).length,
      (count) => count >= 1,
      8000,
    );
    const second = await cooldownEndsIn(player, 2);
    await replicas;

    const pushes = pushService.pushesTo(subscription);
    expect(pushes.map((push) => push.payload.dueAt)).toEqual([first, second]);
    expect(pushes[0]!.payload).toMatchObject({
      kind: 'huntReady',
      title: 'Ready to hunt',
      body: 'Your hunt cooldown is over.',
      url: '/hunt',
      tag: `vh-huntReady-${first}`,
    });
    // Signed with the stack's VAPID key, encrypted per RFC 8291, kept an hour, replaceable by kind.
    expect(pushes[0]!.headers.authorization).toContain(`k=${stackVapidPublicKey()}`);
    expect(pushes[0]!.headers['content-encoding']).toBe('aes128gcm');
    expect(pushes[0]!.headers).toMatchObject({ ttl: '3600', topic: 'huntReady' });
    const rows = await db('reminder_deliveries').where({ user_id: player.id }).orderBy('due_at');
    expect(rows.map((row: { state: string; due_at: number }) => [row.state, row.due_at])).toEqual([
      ['sent', first],
      ['sent', second],
    ]);
  });

  it('send nothing for kinds the player did not choose, nor for moments before the choice', async () => {
    const player = await activatedPlayer();
    const subscription = pushService.newSubscription();
    await subscribe(player, subscription);
    // No mission of the test stack ends within the hour: this kind has nothing to say yet.
    await chooseKinds(player, ['MISSION_ENDING']);
    await cooldownEndsIn(player, 1);
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await chooseKinds(player, ['MISSION_ENDING', 'HUNT_READY']);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(pushService.pushesTo(subscription)).toEqual([]);
  });

  it('forget a subscription the push service calls gone (410)', async () => {
    const player = await activatedPlayer();
    const subscription = pushService.newSubscription();
    await subscribe(player, subscription);
    await chooseKinds(player, ['HUNT_READY']);
    pushService.answerWith(subscription, 410);
    await cooldownEndsIn(player, 1);
    const settings = await eventually(
      () => settingsOf(player),
      (value) => value.subscriptions === 0,
      10_000,
    );
    expect(settings.subscriptions).toBe(0);
    expect(pushService.pushesTo(subscription)).toEqual([]);
  });

  it('retry a failed delivery, and only to the browser that missed it', async () => {
    const player = await activatedPlayer();
    const healthy = pushService.newSubscription();
    const flaky = pushService.newSubscription();
    await subscribe(player, healthy);
    await subscribe(player, flaky);
    await chooseKinds(player, ['HUNT_READY']);
    pushService.answerWith(flaky, 500);
    const due = await cooldownEndsIn(player, 1);
    const waiting = await eventually(
      () => db('reminder_deliveries').where({ user_id: player.id, due_at: due }).first(),
      (row?: { id: number; attempts: number }) => (row?.attempts ?? 0) >= 1,
      10_000,
    );
    expect(waiting).toMatchObject({ state: 'sending', attempts: 1 });
    expect(pushService.pushesTo(healthy)).toHaveLength(1);

    // The push service recovers; the retry's pause is cut short rather than waited out.
    pushService.answerWith(flaky, null);
    await db('reminder_deliveries').where({ id: waiting!.id }).update({ next_attempt_at: nowSeconds() });
    const sent = await eventually(
      () => db('reminder_deliveries').where({ id: waiting!.id }).first(),
      (row?: { state: string }) => row?.state === 'sent',
      10_000,
    );
    expect(sent).toMatchObject({ state: 'sent', attempts: 2 });
    expect(pushService.pushesTo(flaky)).toHaveLength(1);
    expect(pushService.pushesTo(healthy)).toHaveLength(1);
  });

  it('answer 401 signed out', async () => {
    const player = await activatedPlayer();
    const answer = await player.client.withToken(null).graphql(`{ pushSettings { enabled } }`);
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ status: 401 });
  });
});
