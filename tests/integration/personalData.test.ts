/**
 * "Download my data" (GDPR Art. 15 and 20) through the gateway: two players with activity in every
 * service (a hunt, an admin's grant, a merchant purchase, a payment, a gift from one to the other, a
 * push subscription, analytics fed by Kafka); each download holds every section with the player's
 * own rows and never the other's; the hourly limit answers 429; no token answers 401.
 */
import { huntToEnd } from '../kit/game';
import { GatewayClient } from '../kit/gateway';
import { Sandbox, boughtThroughSandbox, checkOnPayment, packageNamed, startPayment } from '../kit/payments';
import { activatedPlayer, adminClient, type TestPlayer } from '../kit/players';
import { PushServiceStandIn } from '../kit/pushService';
import { withServiceDb } from '../kit/serviceDb';
import { buySell, setPlayer, shop } from '../kit/shop';
import { eventually } from '../kit/wait';

const PATH = '/api/clientUser/exportMyData';

type Rows = { rows: Record<string, unknown>[]; truncated: boolean; cap: number };
type Section = Record<string, unknown>;
interface Document {
  format: string;
  version: number;
  generatedAt: string;
  subject: { userId: string; name: string };
  sections: {
    account: { account: Section; secondFactor: { enrolled: boolean }; auditRows: Rows };
    game: {
      player: Section;
      inventory: Section[];
      fights: Rows;
      pushSubscriptions: Section[];
      auditRows: Rows;
    };
    journal: { cap: number; truncated: boolean; entries: { id: string; type: number }[] };
    trades: { trades: Rows };
    payments: { payments: Rows; giftsReceived: Rows; ledger: Rows };
    analytics: { ladderRecord: Section; activityDays: Rows; purchases: Rows };
    contentAudit: { auditRows: Rows };
  };
}

/** Every value under a key that names whose row it is, anywhere in the document. */
function ownerIds(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((inner) => ownerIds(inner, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (['user_id', 'buyer_id'].includes(key)) found.push(String(inner));
      ownerIds(inner, found);
    }
  }
  return found;
}

async function download(player: TestPlayer) {
  const answer = await player.client.get(PATH);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-disposition')).toMatch(
    /^attachment; filename="vampire-hunt-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return answer.body as Document;
}

/** A merchant purchase: the cheapest VGC item of the jeweller, paid with VGC the admin sets. */
async function buyAtMerchant(admin: GatewayClient, player: TestPlayer): Promise<number> {
  const items = (await shop(player.client, 'GetJewel')).body.filter(
    (item) => !item.unique && item.needSub === 0 && item.price.every((price) => price.shortName === 'VGC'),
  );
  const item = items.sort((a, b) => a.reqXP - b.reqXP)[0]!;
  await setPlayer(admin, player, {
    xp: item.reqXP,
    currencies: [{ name: 'VGC', value: item.price[0]!.value * 2 }],
  });
  expect((await buySell(player.client, item.id, 1)).body.success).toBe(true);
  return item.id;
}

describe('download my data', () => {
  const pushService = new PushServiceStandIn();
  let admin: GatewayClient;
  let alice: TestPlayer;
  let bob: TestPlayer;
  let boughtItem: number;
  let giftId: string;
  let bobsPaymentId: string;

  beforeAll(async () => {
    await pushService.start();
    admin = await adminClient();
    [alice, bob] = await Promise.all([activatedPlayer(), activatedPlayer()]);
    for (const player of [alice, bob]) {
      await huntToEnd(player.client);
      boughtItem = await buyAtMerchant(admin, player);
      const { endpoint, p256dh, auth } = pushService.newSubscription();
      const subscribed = await player.client.graphql(
        'mutation ($s: PushSubscriptionInput!) { subscribePush(subscription: $s) { subscriptions } }',
        { s: { endpoint, p256dh, auth } },
      );
      expect(subscribed.body.errors).toBeUndefined();
    }
    const bundle = await packageNamed(bob.client, 'Bat Hex Bundle');
    bobsPaymentId = (await boughtThroughSandbox(bob.client, bundle.id)).id;
    // Alice's gift to Bob: her payment, his grant (his name reaches payments through events).
    const gift = await eventually(
      () => startPayment(alice.client, bundle.id, `buyForUserName_${bob.name}`),
      (attempt) => attempt.status === 200,
    );
    giftId = gift.body.id;
    await new Sandbox().approve(gift.body.order.id);
    await eventually(
      () => checkOnPayment(alice.client, giftId),
      (state) => state.completed,
    );
    // Analytics learns of hunts and purchases from Kafka a moment later.
    await eventually(
      () =>
        withServiceDb(
          'analytics',
          async (db) =>
            (await db.query('select 1 from purchases where user_id = $1', [bob.id])).rowCount ?? 0,
        ),
      (count) => count === 2,
    );
  }, 120_000);

  afterAll(() => pushService.stop());

  it('answers one document with every section of the player, and only the player', async () => {
    const document = await download(alice);
    expect(document).toMatchObject({
      format: 'vampire-hunt-personal-data',
      version: 1,
      subject: { userId: alice.id, name: alice.name },
    });
    expect(Date.now() - Date.parse(document.generatedAt)).toBeLessThan(60_000);
    const { account, game, journal, trades, payments, analytics, contentAudit } = document.sections;

    expect(account.account).toMatchObject({ id: alice.id, name: alice.name, email: alice.email });
    expect(account.account).not.toHaveProperty('password_hash');
    expect(account.secondFactor.enrolled).toBe(false);

    expect(game.player).toMatchObject({ user_id: alice.id, name: alice.name });
    expect(game.inventory).toContainEqual(expect.objectContaining({ item_id: boughtItem }));
    expect(game.fights.rows.length).toBeGreaterThan(0);
    expect(game.fights).toMatchObject({ truncated: false, cap: 1000 });
    expect(game.pushSubscriptions).toHaveLength(1);
    expect(game.pushSubscriptions[0]).not.toHaveProperty('auth');
    // The admin set her XP and VGC: the game's audit rows about her.
    expect(game.auditRows.rows).toContainEqual(
      expect.objectContaining({ entity_id: alice.id, action: 'updated' }),
    );

    expect(journal.truncated).toBe(false);
    expect(journal.entries.some((entry) => entry.type === 1)).toBe(true);
    const total = await alice.client.graphql<{ journal: { total: number } }>('{ journal { total } }');
    expect(journal.entries).toHaveLength(total.body.data!.journal.total);

    expect(trades.trades.rows).toContainEqual(
      expect.objectContaining({ user_id: alice.id, item_id: boughtItem, kind: 'buy' }),
    );
    expect(payments.payments.rows).toEqual([
      expect.objectContaining({ id: giftId, buyer_id: alice.id, recipient_id: bob.id }),
    ]);
    expect(payments.giftsReceived.rows).toEqual([]);
    expect(analytics.ladderRecord).toMatchObject({ user_id: alice.id });
    expect(analytics.activityDays.rows.length).toBeGreaterThan(0);
    // A purchase counts for whom it was made: the gift is Bob's.
    expect(analytics.purchases.rows).toEqual([]);
    expect(contentAudit.auditRows).toEqual({ rows: [], truncated: false, cap: 1000 });

    expect(new Set(ownerIds(document))).toEqual(new Set([alice.id]));
  });

  it("gives a gift's recipient the gift without the buyer, and never the other player's rows", async () => {
    const document = await download(bob);
    const { payments, account } = document.sections;
    expect(account.account).toMatchObject({ id: bob.id });
    expect(payments.payments.rows).toEqual([
      expect.objectContaining({ id: bobsPaymentId, buyer_id: bob.id }),
    ]);
    expect(payments.giftsReceived.rows).toEqual([expect.objectContaining({ id: giftId, kind: 'PURCHASE' })]);
    expect(payments.giftsReceived.rows[0]).not.toHaveProperty('buyer_id');
    expect(payments.ledger.rows.map((row) => row.payment_id).sort()).toEqual([giftId, bobsPaymentId].sort());
    expect(document.sections.analytics.purchases.rows.map((row) => row.payment_id).sort()).toEqual(
      [giftId, bobsPaymentId].sort(),
    );
    expect(new Set(ownerIds(document))).toEqual(new Set([bob.id]));
    const text = JSON.stringify(document);
    expect(text).not.toContain(alice.id);
    expect(text).not.toContain(alice.name);
  });

  it('counts downloads per account: past the hourly limit 429 with a wait, and 401 without a token', async () => {
    const carol = await activatedPlayer();
    for (let index = 0; index < 5; index += 1) await download(carol);
    const refused = await carol.client.get<{ message: string }>(PATH);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^You have downloaded your data several times in the last hour\. Please try again in /,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await carol.client.withToken(null).get(PATH)).status).toBe(401);
  });
});
