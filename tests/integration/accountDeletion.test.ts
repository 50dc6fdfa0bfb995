/**
 * "Delete my account" through the gateway: the current password, then the mailed link; the account
 * goes at once (every session ends), and through UserDeleted every service follows: the game drops
 * the player with journal, fights and push subscriptions, economy the trades, analytics the ladder
 * place and name, payments cancels the subscription at the provider and keeps the payment records
 * without the person. An admin's deletion takes the same path; an admin account is refused.
 */
import type { Client } from 'pg';
import { huntToEnd } from '../kit/game';
import { GatewayClient, sha256 } from '../kit/gateway';
import { ladderPage, myRanks } from '../kit/ladder';
import { linkToken, waitForMail } from '../kit/mailbox';
import { Sandbox, boughtThroughSandbox, checkOnPayment, packageNamed, startPayment } from '../kit/payments';
import { activatedPlayer, adminClient, adminPassword, login, type TestPlayer } from '../kit/players';
import { PushServiceStandIn } from '../kit/pushService';
import { withServiceDb } from '../kit/serviceDb';
import { buySell, setPlayer, shop } from '../kit/shop';
import { eventually } from '../kit/wait';

const ANONYMOUS = '00000000-0000-0000-0000-000000000000';
type Answer = { success: boolean; message: string };

const count = (service: string, sql: string, params: unknown[]) =>
  withServiceDb(service, async (db: Client) => Number((await db.query(sql, params)).rows[0].count));

/** Rows of the account that every service keeps until it follows the deletion. */
const traces = (userId: string) =>
  Promise.all([
    count('game', 'select count(*) from players where user_id = $1', [userId]),
    count('game', 'select count(*) from journal_entries where user_id = $1', [userId]),
    count('game', 'select count(*) from combats where user_id = $1', [userId]),
    count('game', 'select count(*) from push_subscriptions where user_id = $1', [userId]),
    count('economy', 'select count(*) from trades where user_id = $1', [userId]),
    count(
      'payments',
      `select (select count(*) from payments where buyer_id = $1 or recipient_id = $1)
            + (select count(*) from payment_entries where user_id = $1)
            + (select count(*) from players where user_id = $1) as count`,
      [userId],
    ),
    count('analytics', 'select count(*) from players where user_id = $1 and deleted_at is null', [userId]),
  ]);

const requestDeletion = (player: TestPlayer, password: string) =>
  player.client.post<Answer>('/api/user/RequestAccountDeletion', { form: { password: sha256(password) } });

const confirmDeletion = (token: string) =>
  new GatewayClient().post<Answer>('/api/user/ConfirmAccountDeletion', { form: { token } });

/** A trade: the cheapest VGC item of the jeweller, paid with VGC the admin sets. */
async function trade(admin: GatewayClient, player: TestPlayer): Promise<void> {
  const item = (await shop(player.client, 'GetJewel')).body
    .filter(
      (entry) => !entry.unique && entry.needSub === 0 && entry.price.every((p) => p.shortName === 'VGC'),
    )
    .sort((a, b) => a.reqXP - b.reqXP)[0]!;
  await setPlayer(admin, player, {
    xp: item.reqXP,
    currencies: [{ name: 'VGC', value: item.price[0]!.value }],
  });
  expect((await buySell(player.client, item.id, 1)).body.success).toBe(true);
}

async function giftFrom(buyer: TestPlayer, recipient: TestPlayer): Promise<string> {
  const bundle = await packageNamed(buyer.client, 'Bat Hex Bundle');
  const gift = await eventually(
    () => startPayment(buyer.client, bundle.id, `buyForUserName_${recipient.name}`),
    (attempt) => attempt.status === 200,
  );
  await new Sandbox().approve(gift.body.order.id);
  await eventually(
    () => checkOnPayment(buyer.client, gift.body.id),
    (state) => state.completed,
  );
  return gift.body.id;
}

describe('deleting an account', () => {
  const pushService = new PushServiceStandIn();
  const sandbox = new Sandbox();
  let admin: GatewayClient;
  let alice: TestPlayer;
  let bob: TestPlayer;
  let subscriptionId: string;
  let giftToBob: string;
  let giftToAlice: string;
  let aliceRank: number;

  beforeAll(async () => {
    await pushService.start();
    admin = await adminClient();
    [alice, bob] = await Promise.all([activatedPlayer(), activatedPlayer()]);
    await huntToEnd(alice.client);
    await trade(admin, alice);
    const { endpoint, p256dh, auth } = pushService.newSubscription();
    const subscribed = await alice.client.graphql(
      'mutation ($s: PushSubscriptionInput!) { subscribePush(subscription: $s) { subscriptions } }',
      { s: { endpoint, p256dh, auth } },
    );
    expect(subscribed.body.errors).toBeUndefined();
    const silver = await packageNamed(alice.client, 'Silver Subscription');
    subscriptionId = (await boughtThroughSandbox(alice.client, silver.id)).id;
    giftToBob = await giftFrom(alice, bob);
    giftToAlice = await giftFrom(bob, alice);
    const ranks = await eventually(
      () => myRanks(alice.client),
      (value) => value.ladderRank !== null,
    );
    aliceRank = ranks.ladderRank!;
    expect((await traces(alice.id)).every((rows) => rows > 0)).toBe(true);
  }, 120_000);

  afterAll(() => pushService.stop());

  it('refuses a wrong password, and an admin account', async () => {
    const wrong = await requestDeletion(alice, 'not my password');
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('The current password is wrong');
    const adminAnswer = await admin.post<Answer>('/api/user/RequestAccountDeletion', {
      form: { password: sha256(adminPassword()) },
    });
    expect(adminAnswer.status).toBe(409);
    expect(adminAnswer.body.message).toBe('An admin account can only be deleted by another admin');
    expect((await confirmDeletion('no-such-link')).status).toBe(400);
    expect((await alice.client.get('/api/clientUser/getme')).status).toBe(200);
  });

  it('deletes the account from the mailed link: sessions end at once, every service follows', async () => {
    const asked = await requestDeletion(alice, alice.password);
    expect(asked.body).toEqual({
      success: true,
      message: 'We have sent you a mail: open its link within 24 hours to delete your account.',
    });
    // Asking is not deleting: the account plays on until the link is opened.
    expect((await alice.client.get('/api/clientUser/getme')).status).toBe(200);
    const token = linkToken(
      await waitForMail(alice.email, 'Delete your Vampire Hunt account'),
      'deleteAccount',
    );

    const confirmed = await confirmDeletion(token);
    expect(confirmed.body).toEqual({ success: true, message: 'Your account has been deleted.' });
    expect((await alice.client.get('/api/clientUser/getme')).status).toBe(401);
    await expect(login(new GatewayClient(), alice.name, alice.password)).rejects.toThrow(/login of/);
    const again = await confirmDeletion(token);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('This account deletion link is invalid, already used or expired');

    expect(await count('identity', 'select count(*) from users where id = $1', [alice.id])).toBe(0);
    expect(
      await count('identity', 'select count(*) from mail_outbox where lower(recipient) = lower($1)', [
        alice.email,
      ]),
    ).toBe(0);
    expect(
      await count(
        'identity',
        "select count(*) from admin_changes where entity_id = $1 and action = 'deleted' and actor_id = $1",
        [alice.id],
      ),
    ).toBe(1);
    const left = await eventually(
      () => traces(alice.id),
      (rows) => rows.every((value) => value === 0),
    );
    expect(left).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('keeps the payment records without the person and ends the subscription at the provider', async () => {
    const rows = await withServiceDb(
      'payments',
      async (db) =>
        (
          await db.query(
            'select id, buyer_id, recipient_id, recipient_name, additional_info, status, provider_id from payments where id = any($1)',
            [[subscriptionId, giftToBob, giftToAlice]],
          )
        ).rows,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(subscriptionId)).toMatchObject({
      buyer_id: ANONYMOUS,
      recipient_id: ANONYMOUS,
      status: 'CANCELLED',
    });
    expect(byId.get(giftToBob)).toMatchObject({
      buyer_id: ANONYMOUS,
      recipient_id: bob.id,
      additional_info: '',
    });
    expect(byId.get(giftToAlice)).toMatchObject({
      buyer_id: bob.id,
      recipient_id: ANONYMOUS,
      recipient_name: null,
      additional_info: '',
    });
    const atProvider = await sandbox.call<{ status: string }>(
      'GET',
      `/v1/billing/subscriptions/${byId.get(subscriptionId)!.provider_id}`,
    );
    expect(atProvider.body.status).toBe('CANCELLED');
    // Bob's own purchase is whole in his payment list.
    const bobs = await bob.client.graphql<{ myPayments: { id: string }[] }>('{ myPayments { id } }');
    expect(bobs.body.data!.myPayments.map((payment) => payment.id)).toContain(giftToAlice);

    const analytics = await withServiceDb(
      'analytics',
      async (db) =>
        (await db.query('select name, deleted_at from players where user_id = $1', [alice.id])).rows[0],
    );
    expect(analytics).toMatchObject({ name: '' });
    expect(analytics.deleted_at).not.toBeNull();
    const ladder = await eventually(
      () => ladderPage(bob.client, 'xp', Math.max(0, aliceRank - 3)),
      (page) => page.every((row) => row.name !== alice.name),
    );
    expect(ladder.map((row) => row.name)).not.toContain(alice.name);
  });

  it('takes the same path when an admin deletes an account', async () => {
    const carol = await activatedPlayer();
    await trade(admin, carol);
    const deleted = await admin.request<Answer>('DELETE', `/api/user/${carol.id}`);
    expect(deleted.body).toMatchObject({ success: true });
    expect((await carol.client.get('/api/clientUser/getme')).status).toBe(401);
    const left = await eventually(
      () => traces(carol.id),
      (rows) => rows.every((value) => value === 0),
    );
    expect(left).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});
