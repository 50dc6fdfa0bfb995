/**
 * Inbox news as web pushes (issue 36, docs/reminders.md#inbox-news) against the stand-in push service:
 * social writes an inbox line and its NotificationCreated, the game's consumer pushes it to the
 * player's browser when the player chose the line's group, encrypted to the subscription's keys.
 * News of a group not chosen is not pushed; the same event delivered again is pushed once. A
 * player's events share a partition, so a later push arriving means the earlier events were handled.
 */
import { socialEvents, decodeEnvelope, decodePayload } from '@vh/contracts';
import { adminClient, activatedPlayer, type TestPlayer } from '../kit/players';
import {
  PushServiceStandIn,
  chooseInboxPushGroups,
  subscribePlayer,
  type TestSubscription,
} from '../kit/pushService';
import { graphqlData } from '../kit/seasons';
import { withServiceDb } from '../kit/serviceDb';
import { REQUEST_FRIEND, SEND_GIFT, befriend, inbox, setGift, whenKnown } from '../kit/social';
import { eventually } from '../kit/wait';

const pushService = new PushServiceStandIn();

beforeAll(() => pushService.start());
afterAll(() => pushService.stop());

/** The pushes a subscription received once there are `count` (within 30 s). */
const pushesOnce = (subscription: TestSubscription, count: number) =>
  eventually(
    async () => pushService.pushesTo(subscription),
    (pushes) => pushes.length >= count,
    30_000,
  );

/**
 * Sends the player's NotificationCreated of `kind` once more, with its own event id: its row in
 * social's outbox is marked unpublished and the relay woken; waits until the relay sent it again.
 */
async function redeliver(player: TestPlayer, kind: string): Promise<void> {
  const id = await withServiceDb('social', async (db) => {
    const { rows } = await db.query<{ id: string; payload: Buffer }>(
      `select id, payload from outbox where message_key = $1 and event_type = $2`,
      [player.id, socialEvents.NotificationCreatedSchema.typeName],
    );
    const row = rows.find(
      (entry) =>
        decodePayload(decodeEnvelope(entry.payload), socialEvents.NotificationCreatedSchema)?.kind === kind,
    );
    expect(row).toBeDefined();
    await db.query(`update outbox set published_at = null where id = $1`, [row!.id]);
    await db.query(`select pg_notify('outbox_event', '')`);
    return row!.id;
  });
  const published = () =>
    withServiceDb(
      'social',
      async (db) =>
        (await db.query('select published_at from outbox where id = $1', [id])).rows[0]?.published_at,
    );
  expect(await eventually(published, (at) => at !== null, 30_000)).not.toBeNull();
}

describe('inbox news as web pushes', () => {
  it('pushes only the chosen groups, each event once, with the line and its link', async () => {
    const admin = await adminClient();
    await setGift(admin);
    const [player, friend, another] = [
      await activatedPlayer(),
      await activatedPlayer(),
      await activatedPlayer(),
    ];
    const browser = pushService.newSubscription();
    await subscribePlayer(player, browser);
    expect(await chooseInboxPushGroups(player, ['GIFTS'])).toEqual(['GIFTS']);

    // A friend request (FRIENDS: not chosen), then a gift (GIFTS: chosen), both to the player.
    await befriend(friend, player);
    await graphqlData(friend.client, SEND_GIFT, { friendId: player.id });
    const [gift] = await pushesOnce(browser, 1);
    expect(gift!.payload).toEqual({
      kind: 'inbox',
      inboxKind: 'GIFT_RECEIVED',
      title: `${friend.name} sent you a gift`,
      body: 'Claim it on the Gifts page within 7 days.',
      tag: expect.stringMatching(/^vh-inbox-\d+$/),
      url: '/gifts',
    });
    // The web push carries the VAPID signature and no Topic (lines never replace each other).
    expect(gift!.headers.authorization).toMatch(/^vapid t=/);
    expect(gift!.headers.topic).toBeUndefined();
    const lines = (await inbox(player.client)).notifications;
    expect(lines.map((line) => line.kind).sort()).toEqual(['FRIEND_REQUEST', 'GIFT_RECEIVED']);

    // The gift's event once more, then a friend request of a group chosen now: only the request
    // is pushed, and it arrives after the redelivered gift was handled (one partition per player).
    await redeliver(player, 'GIFT_RECEIVED');
    expect(await chooseInboxPushGroups(player, ['GIFTS', 'FRIENDS'])).toEqual(['FRIENDS', 'GIFTS']);
    const asked = await whenKnown(() => another.client.graphql(REQUEST_FRIEND, { name: player.name }));
    expect(asked.body.errors).toBeUndefined();
    const pushes = await pushesOnce(browser, 2);
    expect(pushes.map((push) => push.payload.inboxKind)).toEqual(['GIFT_RECEIVED', 'FRIEND_REQUEST']);
    expect(pushes[1]!.payload).toMatchObject({
      title: `${another.name} wants to be your friend`,
      url: '/friends',
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(pushService.pushesTo(browser)).toHaveLength(2);
  });
});
