/**
 * Payments through the gateway against the project's sandbox provider: a purchase from order to
 * inventory, webhooks delivered ten times out of order (granted once), forged webhooks refused, gifts,
 * the tier rule with a subscription, its upgrade and cancel, the monthly renewal run twice (granted
 * once), refunds taking back what was granted, and the admin's list.
 */
import { randomUUID } from 'node:crypto';
import { exchange } from '../kit/exchange';
import { balance, held, me } from '../kit/game';
import { GatewayClient } from '../kit/gateway';
import { answerProblem, type OpenApiDocument } from '../kit/openApiAnswers';
import {
  Sandbox,
  approveLink,
  checkOnPayment,
  deliverWebhook,
  packageNamed,
  startPayment,
  withPaymentsDb,
  type Payment,
  type SignedEvent,
} from '../kit/payments';
import { activatedPlayer, adminClient, type TestPlayer } from '../kit/players';
import { withServiceDb } from '../kit/serviceDb';
import { eventually } from '../kit/wait';

const COIN = 'SIGIL';
type Failure = { message: string };

const shuffled = <T>(entries: T[]) =>
  entries
    .map((entry) => ({ entry, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ entry }) => entry);

async function bought(player: TestPlayer, name: string, additionalInfo = ''): Promise<Payment> {
  const pkg = await packageNamed(player.client, name);
  const answer = await startPayment(player.client, pkg.id, additionalInfo);
  if (answer.status !== 200) throw new Error(`buying ${name} answered ${answer.status}: ${answer.text}`);
  return answer.body;
}

async function ledger(paymentId: string) {
  return withPaymentsDb(async (db) => {
    const result = await db.query<{ kind: string; period: string }>(
      'select kind, period from payment_entries where payment_id = $1 order by id',
      [paymentId],
    );
    return result.rows;
  });
}

async function level(client: GatewayClient): Promise<number> {
  return (await client.post<number>('/api/payment/GetActiveSubscriptionType')).body;
}

describe('payments', () => {
  const sandbox = new Sandbox();
  let player: TestPlayer;

  beforeAll(async () => {
    player = await activatedPlayer();
  });

  it('sells a package: order, approval, capture on the callback poll, items once, listed in the profile', async () => {
    const bundle = await packageNamed(player.client, 'Bat Hex Bundle');
    const payment = await bought(player, 'Bat Hex Bundle');
    expect(payment).toMatchObject({
      packageId: bundle.id,
      kind: 'PURCHASE',
      usd: bundle.usd,
      completed: false,
    });
    expect(payment.order.status).toBe('CREATED');
    expect(approveLink(payment)).toContain('/checkoutnow?token=');
    expect(
      await checkOnPayment(new (player.client.constructor as typeof GatewayClient)(), payment.id),
    ).toMatchObject({
      completed: false,
      failed: false,
    });

    const hexId = (
      await player.client.get<{ items: { itemId: number }[] }>(`/api/premiumpackage/${bundle.id}`)
    ).body.items[0]!.itemId;
    const before = held(await me(player.client), hexId);
    await sandbox.approve(payment.order.id, true);
    const check = await checkOnPayment(player.client, payment.id);
    expect(check).toMatchObject({
      paymentId: payment.id,
      completed: true,
      failed: false,
      status: 'COMPLETED',
    });
    expect(held(await me(player.client), hexId)).toBe(before + 20);
    await checkOnPayment(player.client, payment.id);
    expect(held(await me(player.client), hexId)).toBe(before + 20);

    const list = await player.client.post<Payment[]>('/api/payment/GetByUserId');
    expect(list.body[0]).toMatchObject({ id: payment.id, completed: true, order: { status: 'COMPLETED' } });
    expect(await ledger(payment.id)).toEqual([{ kind: 'grant', period: '' }]);
    // Analytics counts the purchase by package in today's record, from payments' event.
    const admin = await adminClient();
    const purchasesToday = async () =>
      (await admin.get<{ purchases: { packageId: number; amount: number }[] }[]>('/api/GameAppStats')).body[0]
        ?.purchases ?? [];
    const counted = await eventually(purchasesToday, (purchases) =>
      purchases.some((entry) => entry.packageId === bundle.id),
    );
    expect(counted.find((entry) => entry.packageId === bundle.id)!.amount).toBeGreaterThanOrEqual(1);
  });

  it('fulfils once when the webhooks arrive ten times, concurrently and out of order', async () => {
    const payment = await bought(player, "Widow's Bundle");
    const pkg = (
      await player.client.get<{ items: { itemId: number; amount: number }[] }>(
        `/api/premiumpackage/${payment.packageId}`,
      )
    ).body;
    const before = await me(player.client);
    await sandbox.approve(payment.order.id, true);
    const approved = await sandbox.events(payment.id);
    expect(approved.map((event) => JSON.parse(event.body).event_type)).toContain('CHECKOUT.ORDER.APPROVED');

    const copies = shuffled(Array.from({ length: 10 }, (_, index) => approved[index % approved.length]!));
    const answers = await Promise.all(copies.map((event) => deliverWebhook(event)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    // The capture's own webhook joins the rest: everything again, shuffled, at once.
    const all = await eventually(
      () => sandbox.events(payment.id),
      (events) => events.some((event) => JSON.parse(event.body).event_type === 'PAYMENT.CAPTURE.COMPLETED'),
    );
    const again = await Promise.all(
      shuffled([...all, ...all, ...all])
        .slice(0, 10)
        .map(deliverWebhook),
    );
    expect(again.every((answer) => answer.status === 200)).toBe(true);

    const after = await me(player.client);
    for (const { itemId, amount } of pkg.items)
      expect(held(after, itemId)).toBe(held(before, itemId) + amount);
    expect(await ledger(payment.id)).toEqual([{ kind: 'grant', period: '' }]);
    expect((await checkOnPayment(player.client, payment.id)).completed).toBe(true);
  });

  it('refuses a forged, unsigned or malformed webhook', async () => {
    // A player of its own: the reconcile job may complete this approved payment at any moment.
    const payment = await bought(await activatedPlayer(), 'Bat Hex Bundle');
    await sandbox.approve(payment.order.id, true);
    const [event] = await sandbox.events(payment.id);
    const forged: SignedEvent = {
      headers: event!.headers,
      body: event!.body
        .replace(/"status":"APPROVED"/g, '"status":"COMPLETED"')
        .replace('{', '{"forged":true,'),
    };
    const refused = await deliverWebhook(forged);
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.text)).toMatchObject({ message: 'Invalid webhook signature' });
    const wrongSignature = { ...event!, headers: { ...event!.headers, 'paypal-transmission-sig': 'AAAA' } };
    expect((await deliverWebhook(wrongSignature)).status).toBe(401);
    expect((await deliverWebhook({ headers: {}, body: event!.body })).status).toBe(401);
    expect((await deliverWebhook({ headers: event!.headers, body: '{not json' })).status).toBe(400);
    // The genuine event still counts.
    expect((await deliverWebhook(event!)).status).toBe(200);
    expect(await ledger(payment.id)).toEqual([{ kind: 'grant', period: '' }]);
  });

  it('gives a gift to another player, who receives it', async () => {
    const friend = await activatedPlayer();
    const bundle = await packageNamed(player.client, 'Bat Hex Bundle');
    const hexId = (
      await player.client.get<{ items: { itemId: number }[] }>(`/api/premiumpackage/${bundle.id}`)
    ).body.items[0]!.itemId;
    // The recipient's name reaches payments through identity's events.
    const answer = await eventually(
      () => startPayment(player.client, bundle.id, `buyForUserName_${friend.name}`),
      (attempt) => attempt.status === 200,
    );
    expect(answer.body).toMatchObject({
      giftTo: friend.name,
      additionalInfo: `buyForUserName_${friend.name}`,
    });
    const buyerBefore = held(await me(player.client), hexId);
    const friendBefore = held(await me(friend.client), hexId);
    await sandbox.approve(answer.body.order.id);
    const check = await eventually(
      () => checkOnPayment(player.client, answer.body.id),
      (state) => state.completed,
    );
    expect(check.additionalInfo).toBe(`buyForUserName_${friend.name}`);
    expect(held(await me(friend.client), hexId)).toBe(friendBefore + 20);
    expect(held(await me(player.client), hexId)).toBe(buyerBefore);

    // A name no player has is a missing thing: 404, as the served document describes it.
    const nobody = await startPayment(player.client, bundle.id, 'buyForUserName_nobody_by_that_name');
    expect(nobody.status).toBe(404);
    expect((nobody.body as unknown as Failure).message).toBe('There is no player named nobody_by_that_name');
    const document = (await player.client.get<OpenApiDocument>('/api/openapi.json')).body;
    const answer404 = {
      status: nobody.status,
      contentType: nobody.headers.get('content-type'),
      text: nobody.text,
    };
    expect(answerProblem(document, 'POST', '/api/payment/', answer404)).toBeUndefined();
    const self = await startPayment(player.client, bundle.id, `buyForUserName_${player.name}`);
    expect(self.status).toBe(422);
  });

  it('keeps the tier rule: subscribe, refuse the same tier, upgrade for the difference, cancel', async () => {
    const subscriber = await activatedPlayer();
    const silver = await packageNamed(subscriber.client, 'Silver Subscription');
    const gold = await packageNamed(subscriber.client, 'Gold Subscription');
    expect(await level(subscriber.client)).toBe(0);
    const monthly = await packageNamed(subscriber.client, 'Silver Monthly Chest');
    const early = await startPayment(subscriber.client, monthly.id);
    expect(early.status).toBe(409);
    expect((early.body as unknown as Failure).message).toBe('This deal needs an active Silver subscription');

    const subscription = await bought(subscriber, 'Silver Subscription');
    expect(subscription).toMatchObject({ kind: 'SUBSCRIPTION', usd: silver.usd });
    expect(subscription.order.status).toBe('APPROVAL_PENDING');
    await sandbox.approve(subscription.order.id);
    await eventually(
      () => checkOnPayment(subscriber.client, subscription.id),
      (state) => state.completed,
    );
    expect(await level(subscriber.client)).toBe(1);
    const coins = await eventually(
      async () => balance(await me(subscriber.client), COIN),
      (value) => value === 100,
    );
    expect(coins).toBe(100);

    const again = await startPayment(subscriber.client, silver.id);
    expect(again.status).toBe(409);
    expect((again.body as unknown as Failure).message).toBe(
      'Your Silver subscription already includes Silver',
    );

    const upgrade = await bought(subscriber, 'Gold Subscription');
    expect(upgrade).toMatchObject({ kind: 'UPGRADE', usd: Number((gold.usd - silver.usd).toFixed(2)) });
    await sandbox.approve(upgrade.order.id);
    await eventually(
      () => checkOnPayment(subscriber.client, upgrade.id),
      (state) => state.completed,
    );
    expect(await level(subscriber.client)).toBe(2);
    expect(balance(await me(subscriber.client), COIN)).toBe(250);
    const counted = await eventually(
      () =>
        withServiceDb('analytics', async (db) => {
          const result = await db.query<{ level: number }>(
            'select level from subscriptions where user_id = $1',
            [subscriber.id],
          );
          return result.rows;
        }),
      (rows) => rows[0]?.level === 2,
    );
    expect(counted).toEqual([{ level: 2 }]);
    const payments = (await subscriber.client.post<Payment[]>('/api/payment/GetByUserId')).body;
    expect(payments.find((entry) => entry.id === subscription.id)!.order.status).toBe('CANCELLED');
    expect(payments.find((entry) => entry.id === upgrade.id)!.order.status).toBe('ACTIVE');
    // The game follows payments' event: Gold opens more equipment sets.
    const sets = await eventually(
      async () => (await me(subscriber.client)).unlockedEquipmentSlots,
      (value) => value > 1,
    );
    expect(sets).toBeGreaterThan(1);

    const cancel = await subscriber.client.post<{ success: boolean; message: string }>(
      '/api/payment/CancelSubscription',
      { form: { paymentId: upgrade.id } },
    );
    expect(cancel.body.success).toBe(true);
    expect(cancel.body.message).toMatch(
      /^Your subscription is cancelled\. It stays active until \d{4}-\d{2}-\d{2}\.$/,
    );
    expect(await level(subscriber.client)).toBe(2);
    const twice = await subscriber.client.post<Failure>('/api/payment/CancelSubscription', {
      form: { paymentId: upgrade.id },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Only an active subscription can be cancelled');
    const foreign = await player.client.post<Failure>('/api/payment/CancelSubscription', {
      form: { paymentId: upgrade.id },
    });
    expect(foreign.status).toBe(404);
    const malformed = await subscriber.client.post<Failure>('/api/payment/CancelSubscription', {
      form: { paymentId: 'not-a-payment' },
    });
    expect(malformed.status).toBe(404);
  });

  it('renews a month once, however often the renewal runs; coins stop with the subscription', async () => {
    const subscriber = await activatedPlayer();
    const subscription = await bought(subscriber, 'Silver Subscription');
    await sandbox.approve(subscription.order.id);
    await eventually(
      () => checkOnPayment(subscriber.client, subscription.id),
      (state) => state.completed,
    );
    await eventually(
      async () => balance(await me(subscriber.client), COIN),
      (value) => value === 100,
    );
    // The month ends: the paid period is moved to the past (the job renews it within a second).
    await withPaymentsDb((db) =>
      db.query(`update payments set paid_until = now() - interval '1 minute' where id = $1`, [
        subscription.id,
      ]),
    );
    const admin = await adminClient();
    await Promise.all(Array.from({ length: 2 }, () => admin.graphql('mutation { runSubscriptionRenewals }')));
    const renewals = await eventually(
      async () => (await ledger(subscription.id)).filter((entry) => entry.kind === 'renewal'),
      (entries) => entries.length > 0,
    );
    await Promise.all(Array.from({ length: 2 }, () => admin.graphql('mutation { runSubscriptionRenewals }')));
    expect(renewals).toHaveLength(1);
    expect((await ledger(subscription.id)).filter((entry) => entry.kind === 'renewal')).toHaveLength(1);
    expect(
      await eventually(
        async () => balance(await me(subscriber.client), COIN),
        (value) => value === 200,
      ),
    ).toBe(200);
    const paidUntil = await withPaymentsDb(async (db) => {
      const result = await db.query<{ paid_until: Date }>('select paid_until from payments where id = $1', [
        subscription.id,
      ]);
      return result.rows[0]!.paid_until;
    });
    expect(paidUntil.getTime()).toBeGreaterThan(Date.now());

    // The game holds the renewed period (payments' event) before the month is let end below.
    const gameUntil = () =>
      withServiceDb('game', async (db) => {
        const result = await db.query<{ subscription_until: string }>(
          'select subscription_until from players where user_id = $1',
          [subscriber.id],
        );
        return Number(result.rows[0]!.subscription_until);
      });
    expect(await eventually(gameUntil, (until) => until === Math.floor(paidUntil.getTime() / 1000))).toBe(
      Math.floor(paidUntil.getTime() / 1000),
    );

    const spend = () =>
      exchange({
        userId: subscriber.id,
        currencies: [{ shortName: COIN, delta: -10 }],
        idempotencyKey: randomUUID(),
      });
    expect((await spend()).status).toBe('applied');
    // The next month is not paid (cancelled at the provider): once the paid period is over the tier
    // is gone, and with it the coins.
    await withPaymentsDb((db) =>
      db.query(
        `update payments set status = 'CANCELLED', paid_until = now() - interval '1 second' where id = $1`,
        [subscription.id],
      ),
    );
    await withServiceDb('game', (db) =>
      db.query('update players set subscription_until = 0 where user_id = $1', [subscriber.id]),
    );
    expect(await level(subscriber.client)).toBe(0);
    expect(await spend()).toMatchObject({ status: 'refused', code: 'SUBSCRIPTION_REQUIRED' });
  });

  it('takes back what a refunded payment granted', async () => {
    const bundle = await packageNamed(player.client, 'Bat Hex Bundle');
    const hexId = (
      await player.client.get<{ items: { itemId: number }[] }>(`/api/premiumpackage/${bundle.id}`)
    ).body.items[0]!.itemId;
    const payment = await bought(player, 'Bat Hex Bundle');
    await sandbox.approve(payment.order.id);
    await eventually(
      () => checkOnPayment(player.client, payment.id),
      (state) => state.completed,
    );
    const before = held(await me(player.client), hexId);
    const order = await sandbox.call<{ purchase_units: { payments: { captures: { id: string }[] } }[] }>(
      'GET',
      `/v2/checkout/orders/${payment.order.id}`,
    );
    const captureId = order.body.purchase_units[0]!.payments.captures[0]!.id;
    expect((await sandbox.call('POST', `/v2/payments/captures/${captureId}/refund`, {})).status).toBe(201);
    const check = await eventually(
      () => checkOnPayment(player.client, payment.id),
      (state) => state.failed,
    );
    expect(check).toMatchObject({ completed: false, failed: true, status: 'REFUNDED' });
    expect(held(await me(player.client), hexId)).toBe(before - 20);
    expect((await ledger(payment.id)).map((entry) => entry.kind)).toEqual(['grant', 'reversal']);
  });

  it("lists a package's payments for admins only; unknown payments and packages are 404", async () => {
    const bundle = await packageNamed(player.client, 'Bat Hex Bundle');
    const admin = await adminClient();
    const list = await admin.post<(Payment & { buyerName?: string })[]>(
      '/api/payment/GetPaymentsOfPremiumPackage',
      { form: { packageId: String(bundle.id) } },
    );
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    const refused = await player.client.post('/api/payment/GetPaymentsOfPremiumPackage', {
      form: { packageId: String(bundle.id) },
    });
    expect(refused.status).toBe(403);
    const missing = await player.client.post<Failure>('/api/payment/CheckOnPayment', {
      form: { paymentId: 'nope' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Payment not found');
    const unknownPackage = await startPayment(player.client, 999_999);
    expect(unknownPackage.status).toBe(404);
    expect((unknownPackage.body as unknown as Failure).message).toBe('Package not found');
  });
});
