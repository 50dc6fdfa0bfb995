/**
 * Friends, blocks, daily gifts and the inbox (issue 36) through the gateway: requests by name with
 * their refusals, a block that hides the blocker and stops gifts, one gift per friend and day, claims
 * that pay the item once however many arrive at once, the 20-a-day limit under concurrent claims,
 * expiry, and a deleted account leaving every list while its data was in "download my data".
 */
import { create as message } from '@bufbuild/protobuf';
import { randomUUID } from 'node:crypto';
import { Topics, encodeEvent, gameEvents } from '@vh/contracts';
import { physicalTopic } from '@vh/kit';
import { testKafka } from '../kit/events';
import { held, me } from '../kit/game';
import type { GatewayClient } from '../kit/gateway';
import { activatedPlayer, adminClient } from '../kit/players';
import { graphqlData } from '../kit/seasons';
import { withServiceDb } from '../kit/serviceDb';
import {
  BLOCK,
  CLAIM_ALL,
  CLAIM_GIFT,
  MY_FRIENDS,
  MY_GIFTS,
  MY_REQUESTS,
  REQUEST_FRIEND,
  SEND_GIFT,
  befriend,
  inbox,
  setGift,
  whenKnown,
} from '../kit/social';
import { eventually } from '../kit/wait';

interface Friends {
  myFriends: { player: { userId: string; name: string | null }; giftSentToday: boolean }[];
}

const friendIds = async (client: GatewayClient) =>
  (await graphqlData<Friends>(client, MY_FRIENDS)).myFriends.map((friend) => friend.player.userId);

const errorOf = (answer: {
  body: { errors?: { message: string; extensions?: Record<string, unknown> }[] };
}) => ({
  message: answer.body.errors?.[0]?.message,
  code: answer.body.errors?.[0]?.extensions?.code,
});

describe('social: friends, blocks, gifts, inbox', () => {
  let admin: GatewayClient;
  let giftItem: number;

  beforeAll(async () => {
    admin = await adminClient();
    giftItem = await setGift(admin, 2);
  });

  it('asks by name, refuses oneself, strangers and repeats, and tells both sides in the inbox', async () => {
    const [alice, bob] = [await activatedPlayer(), await activatedPlayer()];
    const self = await whenKnown(() => alice.client.graphql(REQUEST_FRIEND, { name: alice.name }));
    expect(errorOf(self)).toEqual({
      message: 'You cannot send a friend request to yourself',
      code: 'BAD_REQUEST',
    });
    const nobody = await alice.client.graphql(REQUEST_FRIEND, { name: 'nobody_by_this_name' });
    expect(errorOf(nobody)).toEqual({ message: 'No player is named nobody_by_this_name', code: 'NOT_FOUND' });
    const tooLong = await alice.client.graphql(REQUEST_FRIEND, { name: 'x'.repeat(65) });
    expect(errorOf(tooLong).code).toBe('BAD_REQUEST');

    const asked = await whenKnown(() =>
      alice.client.graphql(REQUEST_FRIEND, { name: bob.name.toUpperCase() }),
    );
    expect(asked.body.errors).toBeUndefined();
    const again = await alice.client.graphql(REQUEST_FRIEND, { name: bob.name });
    expect(errorOf(again)).toEqual({ message: `You already asked ${bob.name}`, code: 'CONFLICT' });

    const bobsInbox = await inbox(bob.client);
    expect(bobsInbox.unread).toBe(1);
    expect(bobsInbox.notifications[0]).toMatchObject({
      kind: 'FRIEND_REQUEST',
      title: `${alice.name} wants to be your friend`,
      link: '/friends',
      read: false,
    });
    const requests = await graphqlData<{
      myFriendRequests: { incoming: { id: string; from: { userId: string } }[] };
    }>(bob.client, MY_REQUESTS);
    expect(requests.myFriendRequests.incoming.map((request) => request.from.userId)).toEqual([alice.id]);
    // Someone else cannot answer it.
    const stranger = await activatedPlayer();
    const foreign = await stranger.client.graphql(
      `mutation ($id: ID!) { answerFriendRequest(id: $id, accept: true) }`,
      { id: requests.myFriendRequests.incoming[0]!.id },
    );
    expect(errorOf(foreign)).toEqual({ message: 'No such friend request', code: 'NOT_FOUND' });

    await graphqlData(bob.client, `mutation ($id: ID!) { answerFriendRequest(id: $id, accept: true) }`, {
      id: requests.myFriendRequests.incoming[0]!.id,
    });
    expect(await friendIds(alice.client)).toEqual([bob.id]);
    expect(await friendIds(bob.client)).toEqual([alice.id]);
    const alicesInbox = await inbox(alice.client);
    expect(alicesInbox.notifications[0]).toMatchObject({ kind: 'FRIEND_ACCEPTED' });
    const friends = await graphqlData<Friends>(alice.client, MY_FRIENDS);
    expect(friends.myFriends[0]!.player.name).toBe(bob.name);

    const read = await graphqlData<{ markNotificationsRead: number }>(
      bob.client,
      `mutation { markNotificationsRead }`,
    );
    expect(read.markNotificationsRead).toBe(0);
    const badId = await bob.client.graphql(`mutation { markNotificationsRead(ids: ["1; drop table x"]) }`);
    expect(errorOf(badId).code).toBe('BAD_REQUEST');
  });

  it("keeps identity's name when the game's progress event carries none (a registration it had not read yet)", async () => {
    const [alice, bob] = [await activatedPlayer(), await activatedPlayer()];
    await whenKnown(() => alice.client.graphql(REQUEST_FRIEND, { name: bob.name }));
    // The game's copy of a player it knows no name of yet: an empty name with a newer progress.
    const producer = testKafka().producer();
    await producer.connect();
    await producer.send({
      topic: physicalTopic(Topics.gamePlayers),
      messages: [
        {
          key: bob.id,
          value: Buffer.from(
            encodeEvent(
              gameEvents.PlayerProgressedSchema,
              message(gameEvents.PlayerProgressedSchema, {
                userId: bob.id,
                name: '',
                rankId: 1,
                progressVersion: 1_000_000n,
              }),
              { id: randomUUID(), occurredAt: new Date(), producer: 'tests' },
            ),
          ),
        },
      ],
    });
    await producer.disconnect();
    const row = await eventually(
      () =>
        withServiceDb(
          'social',
          async (db) =>
            (await db.query('select name, progress_version from players where user_id = $1', [bob.id]))
              .rows[0],
        ),
      (found) => String(found?.progress_version) === '1000000',
    );
    expect(row).toMatchObject({ name: bob.name });
    // Still found by name, by a new friend as by the one who asked before.
    const carol = await activatedPlayer();
    const asked = await whenKnown(() => carol.client.graphql(REQUEST_FRIEND, { name: bob.name }));
    expect(asked.body.errors).toBeUndefined();
  });

  it('a block ends the friendship, hides the blocker and refuses gifts to the blocked player', async () => {
    const [carol, dave] = [await activatedPlayer(), await activatedPlayer()];
    await befriend(carol, dave);
    const blocked = await graphqlData<{ blockPlayer: { userId: string } }>(carol.client, BLOCK, {
      name: dave.name,
    });
    expect(blocked.blockPlayer.userId).toBe(dave.id);
    expect(await friendIds(carol.client)).toEqual([]);
    expect(await friendIds(dave.client)).toEqual([]);

    // Dave cannot find Carol any more; Carol is told to unblock first.
    const hidden = await dave.client.graphql(REQUEST_FRIEND, { name: carol.name });
    expect(errorOf(hidden)).toEqual({ message: `No player is named ${carol.name}`, code: 'NOT_FOUND' });
    const blockerAsks = await carol.client.graphql(REQUEST_FRIEND, { name: dave.name });
    expect(errorOf(blockerAsks)).toEqual({
      message: `You blocked ${dave.name}: unblock them first`,
      code: 'CONFLICT',
    });

    const gift = await carol.client.graphql(SEND_GIFT, { friendId: dave.id });
    expect(errorOf(gift)).toEqual({ message: 'You can only send gifts to your friends', code: 'NOT_FOUND' });
    const daveGifts = await graphqlData<{ myGifts: { waiting: unknown[] } }>(dave.client, MY_GIFTS);
    expect(daveGifts.myGifts.waiting).toEqual([]);
  });

  it('one gift per friend and day; a claim pays the item once, however many arrive at once', async () => {
    const [erin, frank] = [await activatedPlayer(), await activatedPlayer()];
    await befriend(erin, frank);
    const sent = await graphqlData<{ sendGift: { id: string; amount: number } }>(erin.client, SEND_GIFT, {
      friendId: frank.id,
    });
    const twice = await erin.client.graphql(SEND_GIFT, { friendId: frank.id });
    expect(errorOf(twice)).toEqual({
      message: 'You already sent this friend a gift today',
      code: 'CONFLICT',
    });
    const toAll = await graphqlData<{ sendGiftsToAll: { sent: number } }>(
      erin.client,
      `mutation { sendGiftsToAll { sent } }`,
    );
    expect(toAll.sendGiftsToAll.sent).toBe(0);
    const friends = await graphqlData<Friends>(erin.client, MY_FRIENDS);
    expect(friends.myFriends[0]!.giftSentToday).toBe(true);
    expect((await inbox(frank.client)).notifications[0]).toMatchObject({
      kind: 'GIFT_RECEIVED',
      link: '/gifts',
    });

    const before = held(await me(frank.client), giftItem);
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => frank.client.graphql(CLAIM_GIFT, { id: sent.sendGift.id })),
    );
    expect(claims.filter((answer) => !answer.body.errors)).toHaveLength(1);
    for (const refused of claims.filter((answer) => answer.body.errors)) {
      expect(errorOf(refused)).toEqual({ message: 'This gift is claimed already', code: 'CONFLICT' });
    }
    const after = await eventually(
      async () => held(await me(frank.client), giftItem),
      (amount) => amount >= before + sent.sendGift.amount,
    );
    expect(after).toBe(before + sent.sendGift.amount);
    const paid = await withServiceDb(
      'social',
      async (db) =>
        (
          await db.query('select count(*)::int as n from payouts where key = $1 and paid_at is not null', [
            `gift:${sent.sendGift.id}`,
          ])
        ).rows[0].n,
    );
    expect(paid).toBe(1);
    const stolen = await erin.client.graphql(CLAIM_GIFT, { id: sent.sendGift.id });
    expect(errorOf(stolen)).toEqual({ message: 'No such gift', code: 'NOT_FOUND' });
  });

  it('claims at most 20 gifts a day under concurrent claims, and an expired gift stays unclaimed', async () => {
    const grace = await activatedPlayer();
    await eventually(
      () =>
        withServiceDb(
          'social',
          async (db) => (await db.query('select 1 from players where user_id = $1', [grace.id])).rowCount,
        ),
      (rows) => rows === 1,
    );
    // 23 waiting gifts from 23 senders (rows as the send writes them; the senders need not exist).
    const ids = await withServiceDb('social', async (db) =>
      (
        await db.query(
          `insert into gifts (from_id, to_id, day, item_id, amount, expires_at)
           select gen_random_uuid(), $1, current_date, $2, 1, now() + interval '7 days' from generate_series(1, 23)
           returning id`,
          [grace.id, giftItem],
        )
      ).rows.map((row) => String(row.id)),
    );
    const expired = ids.pop()!;
    await withServiceDb('social', (db) =>
      db.query(`update gifts set expires_at = now() - interval '1 second' where id = $1`, [expired]),
    );
    const late = await grace.client.graphql(CLAIM_GIFT, { id: expired });
    expect(errorOf(late)).toEqual({ message: 'This gift expired: gifts wait 7 days', code: 'CONFLICT' });

    const before = held(await me(grace.client), giftItem);
    const answers = await Promise.all([
      grace.client.graphql(CLAIM_ALL),
      grace.client.graphql(CLAIM_ALL),
      ...ids.slice(0, 6).map((id) => grace.client.graphql(CLAIM_GIFT, { id })),
    ]);
    for (const answer of answers.filter((candidate) => candidate.body.errors)) {
      expect(errorOf(answer).code).toMatch(/^(CONFLICT|TOO_MANY_REQUESTS)$/);
    }
    const box = await graphqlData<{
      myGifts: { claimedToday: number; claimLimit: number; waiting: unknown[] };
    }>(grace.client, MY_GIFTS);
    expect(box.myGifts).toMatchObject({ claimedToday: 20, claimLimit: 20 });
    expect(box.myGifts.waiting).toHaveLength(2);
    const over = await grace.client.graphql(CLAIM_GIFT, { id: ids[ids.length - 1] });
    expect(errorOf(over)).toEqual({
      message: 'You can claim at most 20 gifts a day',
      code: 'TOO_MANY_REQUESTS',
    });
    const after = await eventually(
      async () => held(await me(grace.client), giftItem),
      (amount) => amount >= before + 20,
    );
    expect(after).toBe(before + 20);
  });

  it('only an admin sets the gift, and the setting is audited', async () => {
    const player = await activatedPlayer();
    const refused = await player.client.graphql(
      `mutation { setGiftSetting(itemId: ${giftItem}, amount: 1) { itemId } }`,
    );
    expect(errorOf(refused).code).toBe('FORBIDDEN');
    const badAmount = await admin.graphql(
      `mutation { setGiftSetting(itemId: ${giftItem}, amount: 101) { itemId } }`,
    );
    expect(errorOf(badAmount)).toEqual({
      message: 'The gift amount is between 1 and 100',
      code: 'BAD_REQUEST',
    });
    const unknownItem = await admin.graphql(
      `mutation { setGiftSetting(itemId: 99999999, amount: 1) { itemId } }`,
    );
    expect(errorOf(unknownItem)).toEqual({ message: 'Item 99999999 not found', code: 'NOT_FOUND' });
    await setGift(admin, 3);
    const changes = await graphqlData<{ socialChanges: { entity: string; after: string | null }[] }>(
      admin,
      `{ socialChanges(entity: "GiftSetting", limit: 5) { entity after } }`,
    );
    expect(JSON.parse(changes.socialChanges[0]!.after!)).toMatchObject({ amount: 3 });
    await setGift(admin, 2);
  });

  it('a deleted account leaves friend lists and inboxes; its data was in "download my data"', async () => {
    const [heidi, ivan] = [await activatedPlayer(), await activatedPlayer()];
    await befriend(heidi, ivan);
    await graphqlData(heidi.client, SEND_GIFT, { friendId: ivan.id });
    const download = await heidi.client.get<{ sections: { social: Record<string, { rows: unknown[] }> } }>(
      '/api/clientUser/exportMyData',
    );
    expect(download.status).toBe(200);
    expect(download.body.sections.social.friends!.rows).toHaveLength(1);
    expect(download.body.sections.social.giftsSent!.rows).toHaveLength(1);
    expect(download.body.sections.social.notifications!.rows.length).toBeGreaterThan(0);

    const deleted = await admin.request('DELETE', `/api/user/${heidi.id}`);
    expect(deleted.status).toBe(200);
    await eventually(
      () => friendIds(ivan.client),
      (ids) => ids.length === 0,
    );
    expect(await friendIds(ivan.client)).toEqual([]);
    const gifts = await graphqlData<{ myGifts: { waiting: { from: { userId: string } | null }[] } }>(
      ivan.client,
      MY_GIFTS,
    );
    expect(gifts.myGifts.waiting.map((gift) => gift.from)).toEqual([null]);
    const left = await withServiceDb(
      'social',
      async (db) =>
        (
          await db.query(
            `select (select count(*) from players where user_id = $1)
                + (select count(*) from notifications where user_id = $1)
                + (select count(*) from friendships where user_id = $1 or friend_id = $1) as n`,
            [heidi.id],
          )
        ).rows[0].n,
    );
    expect(Number(left)).toBe(0);
  });
});
