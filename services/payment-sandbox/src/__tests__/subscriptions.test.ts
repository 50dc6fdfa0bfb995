import { eventsFor, type Harness, startHarness, usd } from './harness';

interface SubscriptionReply {
  id: string;
  status: string;
  custom_id: string;
  status_change_note?: string;
  links: Array<{ rel: string; href: string; method: string }>;
  billing_info?: {
    last_payment?: { amount: unknown; time: string };
    next_billing_time?: string;
    failed_payments_count: number;
  };
}

let harness: Harness;
let planId: string;

beforeAll(async () => {
  harness = await startHarness();
  const product = await harness.call<{ id: string }>('POST', '/v1/catalogs/products', {
    name: 'Gold membership',
    type: 'SERVICE',
  });
  expect(product.status).toBe(201);
  expect(product.body.id).toMatch(/^PROD-[A-Z0-9]{16}$/);
  const plan = await harness.call<{ id: string; status: string }>('POST', '/v1/billing/plans', {
    product_id: product.body.id,
    name: 'Gold monthly',
    status: 'ACTIVE',
    billing_cycles: [
      {
        sequence: 1,
        tenure_type: 'REGULAR',
        total_cycles: 0,
        frequency: { interval_unit: 'MONTH', interval_count: 1 },
        pricing_scheme: { fixed_price: usd('9.99') },
      },
    ],
    payment_preferences: {
      auto_bill_outstanding: true,
      setup_fee: usd('9.99'),
      setup_fee_failure_action: 'CANCEL',
      payment_failure_threshold: 1,
    },
  });
  expect(plan.status).toBe(201);
  expect(plan.body).toMatchObject({ status: 'ACTIVE' });
  expect(plan.body.id).toMatch(/^P-[A-Z0-9]{24}$/);
  planId = plan.body.id;
});
afterAll(() => harness.close());

const nextMonthStart = () => {
  const now = harness.clock.now();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
};

const subscribe = (customId: string, extra: Record<string, unknown> = {}) =>
  harness.call<SubscriptionReply>('POST', '/v1/billing/subscriptions', {
    plan_id: planId,
    start_time: nextMonthStart(),
    custom_id: customId,
    application_context: {
      brand_name: 'Vampire Hunt',
      return_url: 'http://localhost:4000/api/payment/subscribed',
      cancel_url: 'http://localhost:4000/api/payment/cancel',
      user_action: 'SUBSCRIBE_NOW',
    },
    ...extra,
  });

const read = (id: string) => harness.call<SubscriptionReply>('GET', `/v1/billing/subscriptions/${id}`);

describe('subscriptions', () => {
  it('is created APPROVAL_PENDING with approve and self links', async () => {
    const reply = await subscribe('sub-create');
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      status: 'APPROVAL_PENDING',
      plan_id: planId,
      custom_id: 'sub-create',
    });
    expect(reply.body.id).toMatch(/^I-[A-Z0-9]{12}$/);
    expect(reply.body.links.map((link) => link.rel).sort()).toEqual(['approve', 'self']);
    expect(reply.body.links.find((link) => link.rel === 'approve')?.href).toBe(
      `${harness.baseUrl}/checkoutnow?token=${reply.body.id}`,
    );
  });

  it('becomes ACTIVE on approval, paying the setup fee, then CANCELLED', async () => {
    const { body: created } = await subscribe('sub-flow');
    const page = await (await fetch(`${harness.baseUrl}/checkoutnow?token=${created.id}`)).text();
    expect(page).toContain('Agree &amp; Subscribe');
    expect(page).toContain('9.99 USD');

    const approval = await fetch(`${harness.baseUrl}/checkoutnow/${created.id}/approve`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(approval.status).toBe(303);
    const location = new URL(approval.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe('http://localhost:4000/api/payment/subscribed');
    expect(location.searchParams.get('subscription_id')).toBe(created.id);
    expect(location.searchParams.get('ba_token')).toMatch(/^BA-/);

    const active = await read(created.id);
    expect(active.body.status).toBe('ACTIVE');
    expect(active.body.billing_info).toMatchObject({
      last_payment: { amount: usd('9.99') },
      next_billing_time: nextMonthStart().replace('.000Z', 'Z'),
      failed_payments_count: 0,
    });

    const cancel = await harness.call('POST', `/v1/billing/subscriptions/${created.id}/cancel`, {
      reason: 'Player cancelled',
    });
    expect(cancel.status).toBe(204);
    const cancelled = await read(created.id);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', status_change_note: 'Player cancelled' });
    expect(cancelled.body.billing_info?.next_billing_time).toBeUndefined();

    expect((await eventsFor(harness, 'sub-flow')).map((event) => event.event_type)).toEqual([
      'BILLING.SUBSCRIPTION.ACTIVATED',
      'PAYMENT.SALE.COMPLETED',
      'BILLING.SUBSCRIPTION.CANCELLED',
    ]);
  });

  it('refuses to cancel a subscription still awaiting approval', async () => {
    const { body: created } = await subscribe('sub-pending');
    const cancel = await harness.call('POST', `/v1/billing/subscriptions/${created.id}/cancel`, {
      reason: 'x',
    });
    expect(cancel.status).toBe(422);
    expect(cancel.body).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'SUBSCRIPTION_STATUS_INVALID' }],
    });
    expect((await read(created.id)).body.status).toBe('APPROVAL_PENDING');
  });

  it('charges the overriding setup fee instead of the plan one', async () => {
    const { body: created } = await subscribe('sub-upgrade', {
      plan: { payment_preferences: { setup_fee: usd('5.00') } },
    });
    await harness.call('POST', `/sandbox/approve/${created.id}`);
    const active = await read(created.id);
    expect(active.body).toMatchObject({ plan_overridden: true });
    expect(active.body.billing_info?.last_payment?.amount).toEqual(usd('5.00'));
    const sale = (await eventsFor(harness, 'sub-upgrade')).find(
      (e) => e.event_type === 'PAYMENT.SALE.COMPLETED',
    );
    expect(JSON.parse(sale?.body ?? '{}')).toMatchObject({
      resource: {
        state: 'completed',
        amount: { total: '5.00', currency: 'USD' },
        billing_agreement_id: created.id,
        custom: 'sub-upgrade',
      },
    });
  });

  it('suspends only ACTIVE subscriptions, and a SUSPENDED one can still be cancelled', async () => {
    const { body: created } = await subscribe('sub-suspend');
    await harness.call('POST', `/sandbox/approve/${created.id}`);
    expect(
      (await harness.call('POST', `/v1/billing/subscriptions/${created.id}/suspend`, { reason: 'x' })).status,
    ).toBe(204);
    expect((await read(created.id)).body.status).toBe('SUSPENDED');
    expect(
      (await harness.call('POST', `/v1/billing/subscriptions/${created.id}/suspend`, { reason: 'x' })).status,
    ).toBe(422);
    expect(
      (await harness.call('POST', `/v1/billing/subscriptions/${created.id}/cancel`, { reason: 'x' })).status,
    ).toBe(204);
  });

  it('holds the events of a test-control approval instead of sending them', async () => {
    const { body: created } = await subscribe('sub-held');
    const approval = await harness.call<SubscriptionReply>(
      'POST',
      `/sandbox/approve/${created.id}?webhooks=hold`,
    );
    expect(approval).toMatchObject({ status: 200, body: { id: created.id, status: 'ACTIVE' } });
    const events = await eventsFor(harness, 'sub-held');
    expect(events.map((event) => [event.event_type, event.delivery])).toEqual([
      ['BILLING.SUBSCRIPTION.ACTIVATED', 'held'],
      ['PAYMENT.SALE.COMPLETED', 'held'],
    ]);
  });

  it('refuses a plan for an unknown product and a subscription to an unknown plan', async () => {
    const plan = await harness.call('POST', '/v1/billing/plans', {
      product_id: 'PROD-UNKNOWN',
      name: 'x',
      billing_cycles: [
        {
          sequence: 1,
          tenure_type: 'REGULAR',
          total_cycles: 0,
          frequency: { interval_unit: 'MONTH', interval_count: 1 },
          pricing_scheme: { fixed_price: usd('1.00') },
        },
      ],
    });
    expect(plan.status).toBe(404);
    const subscription = await harness.call('POST', '/v1/billing/subscriptions', { plan_id: 'P-UNKNOWN' });
    expect(subscription.status).toBe(404);
    expect(subscription.body).toMatchObject({ details: [{ field: '/plan_id' }] });
  });
});
