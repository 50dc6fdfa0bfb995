import { addInterval } from '../time';
import { eventsFor, type Harness, startHarness, usd } from './harness';

interface SubscriptionReply {
  id: string;
  status: string;
  billing_info?: {
    last_payment?: { amount: unknown; time: string };
    next_billing_time?: string;
    cycle_executions: Array<{ cycles_completed: number }>;
  };
}

const DAY = 86_400_000;

describe('addInterval', () => {
  it('adds calendar months in UTC, keeping the day or the month end', () => {
    expect(addInterval(new Date('2026-12-01T00:00:00Z'), 'MONTH', 1).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
    expect(addInterval(new Date('2027-01-31T00:00:00Z'), 'MONTH', 1).toISOString()).toBe(
      '2027-02-28T00:00:00.000Z',
    );
    expect(addInterval(new Date('2028-02-29T12:00:00Z'), 'YEAR', 1).toISOString()).toBe(
      '2029-02-28T12:00:00.000Z',
    );
    expect(addInterval(new Date('2026-12-01T00:00:00Z'), 'WEEK', 2).toISOString()).toBe(
      '2026-12-15T00:00:00.000Z',
    );
  });
});

describe('cycle billing', () => {
  let harness: Harness;
  let productId: string;
  beforeAll(async () => {
    harness = await startHarness();
    productId = (
      await harness.call<{ id: string }>('POST', '/v1/catalogs/products', { name: 'Tier', type: 'SERVICE' })
    ).body.id;
  });
  afterAll(() => harness.close());

  async function activeSubscription(customId: string, totalCycles: number, startInMs: number) {
    const plan = await harness.call<{ id: string }>('POST', '/v1/billing/plans', {
      product_id: productId,
      name: 'Weekly',
      billing_cycles: [
        {
          sequence: 1,
          tenure_type: 'REGULAR',
          total_cycles: totalCycles,
          frequency: { interval_unit: 'WEEK', interval_count: 1 },
          pricing_scheme: { fixed_price: usd('2.50') },
        },
      ],
      payment_preferences: { setup_fee: usd('1.00') },
    });
    const start = new Date(harness.clock.now().getTime() + startInMs);
    const created = await harness.call<{ id: string }>('POST', '/v1/billing/subscriptions', {
      plan_id: plan.body.id,
      start_time: start.toISOString(),
      custom_id: customId,
    });
    await harness.call('POST', `/sandbox/approve/${created.body.id}`);
    return { id: created.body.id, start };
  }

  const read = (id: string) => harness.call<SubscriptionReply>('GET', `/v1/billing/subscriptions/${id}`);
  const sales = async (customId: string) =>
    (await eventsFor(harness, customId))
      .filter((event) => event.event_type === 'PAYMENT.SALE.COMPLETED')
      .map(
        (event) =>
          (JSON.parse(event.body) as { resource: { amount: { total: string } } }).resource.amount.total,
      );

  it('bills the cycle once next_billing_time has passed and moves it one interval on', async () => {
    const { id, start } = await activeSubscription('sub-billing', 0, DAY);
    const before = await read(id);
    expect(before.body.billing_info?.next_billing_time).toBe(start.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    expect(await sales('sub-billing')).toEqual(['1.00']);

    harness.clock.advance(DAY + 1000);
    const after = await read(id);
    const nextBilling = addInterval(start, 'WEEK', 1)
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z');
    expect(after.body.status).toBe('ACTIVE');
    expect(after.body.billing_info).toMatchObject({
      last_payment: { amount: usd('2.50') },
      next_billing_time: nextBilling,
      cycle_executions: [{ cycles_completed: 1 }],
    });
    expect(await sales('sub-billing')).toEqual(['1.00', '2.50']);

    // Reading again bills nothing more until the next week has passed.
    await read(id);
    expect(await sales('sub-billing')).toEqual(['1.00', '2.50']);
  });

  it('bills at once when approved after start_time, and expires after its last cycle', async () => {
    const { id } = await activeSubscription('sub-expiring', 1, 0);
    expect(await sales('sub-expiring')).toEqual(['1.00', '2.50']);
    expect((await read(id)).body.status).toBe('ACTIVE');

    harness.clock.advance(7 * DAY + 1000);
    const expired = await read(id);
    expect(expired.body.status).toBe('EXPIRED');
    expect(expired.body.billing_info?.next_billing_time).toBeUndefined();
    expect((await eventsFor(harness, 'sub-expiring')).map((event) => event.event_type)).toEqual([
      'BILLING.SUBSCRIPTION.ACTIVATED',
      'PAYMENT.SALE.COMPLETED',
      'PAYMENT.SALE.COMPLETED',
      'BILLING.SUBSCRIPTION.EXPIRED',
    ]);
  });
});
