import { eventsFor, type Harness, orderRequest, startHarness, usd } from './harness';

interface Link {
  rel: string;
  href: string;
  method: string;
}
interface OrderReply {
  id: string;
  status: string;
  links: Link[];
  purchase_units: Array<{
    custom_id: string;
    payments?: { captures: Array<{ id: string; status: string; amount: unknown; custom_id: string }> };
  }>;
  payer?: { payer_id: string };
}

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

const createOrder = (customId: string, headers?: Record<string, string>) =>
  harness.call<OrderReply>('POST', '/v2/checkout/orders', orderRequest(customId), headers);

/** Approves through the page's form, as a browser would. */
async function approveOnPage(id: string): Promise<Response> {
  return fetch(`${harness.baseUrl}/checkoutnow/${id}/approve`, { method: 'POST', redirect: 'manual' });
}

describe('orders', () => {
  it('creates an order with self, approve and capture links', async () => {
    const reply = await createOrder('pay-create');
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      status: 'CREATED',
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: 'pkg-1', custom_id: 'pay-create', amount: usd('4.99') }],
    });
    expect(reply.body.id).toMatch(/^[A-Z0-9]{17}$/);
    expect(reply.body.links).toEqual([
      { rel: 'self', method: 'GET', href: `${harness.baseUrl}/v2/checkout/orders/${reply.body.id}` },
      { rel: 'approve', method: 'GET', href: `${harness.baseUrl}/checkoutnow?token=${reply.body.id}` },
      {
        rel: 'capture',
        method: 'POST',
        href: `${harness.baseUrl}/v2/checkout/orders/${reply.body.id}/capture`,
      },
    ]);
    const read = await harness.call<OrderReply>('GET', `/v2/checkout/orders/${reply.body.id}`);
    expect(read.body).toEqual(reply.body);
  });

  it('goes CREATED -> APPROVED -> COMPLETED, refusing a capture before approval and a second capture', async () => {
    const { body: order } = await createOrder('pay-flow');
    const early = await harness.call('POST', `/v2/checkout/orders/${order.id}/capture`, {});
    expect(early.status).toBe(422);
    expect(early.body).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'ORDER_NOT_APPROVED' }],
    });

    const page = await fetch(`${harness.baseUrl}/checkoutnow?token=${order.id}`);
    const html = await page.text();
    expect(html).toContain('Sandbox checkout — no real money');
    expect(html).toContain('Pay Now');
    expect(html).toContain('4.99 USD');
    expect(html).toContain(`action="/checkoutnow/${order.id}/approve"`);

    const approval = await approveOnPage(order.id);
    expect(approval.status).toBe(303);
    const approved = await harness.call<OrderReply>('GET', `/v2/checkout/orders/${order.id}`);
    expect(approved.body.status).toBe('APPROVED');
    expect(approval.headers.get('location')).toBe(
      `http://localhost:4000/api/payment/return?from=test&token=${order.id}&PayerID=${approved.body.payer?.payer_id}`,
    );

    const capture = await harness.call<OrderReply>('POST', `/v2/checkout/orders/${order.id}/capture`, {});
    expect(capture.status).toBe(201);
    expect(capture.body.status).toBe('COMPLETED');
    expect(capture.body.purchase_units[0]?.payments?.captures[0]).toMatchObject({
      status: 'COMPLETED',
      amount: usd('4.99'),
      custom_id: 'pay-flow',
    });

    const again = await harness.call('POST', `/v2/checkout/orders/${order.id}/capture`, {});
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });

    const events = await eventsFor(harness, 'pay-flow');
    expect(events.map((event) => event.event_type)).toEqual([
      'CHECKOUT.ORDER.APPROVED',
      'PAYMENT.CAPTURE.COMPLETED',
    ]);
    expect(events.every((event) => event.delivery === 'not_sent')).toBe(true);
  });

  it('answers a repeated capture with the same PayPal-Request-Id with the first answer', async () => {
    const { body: order } = await createOrder('pay-repeat');
    await approveOnPage(order.id);
    const headers = { 'PayPal-Request-Id': `capture-${order.id}` };
    const first = await harness.call('POST', `/v2/checkout/orders/${order.id}/capture`, {}, headers);
    const repeat = await harness.call('POST', `/v2/checkout/orders/${order.id}/capture`, {}, headers);
    expect(first.status).toBe(201);
    expect(repeat.status).toBe(201);
    expect(repeat.body).toEqual(first.body);
    expect(
      (await eventsFor(harness, 'pay-repeat')).filter((e) => e.event_type === 'PAYMENT.CAPTURE.COMPLETED'),
    ).toHaveLength(1);
  });

  it('creates one order for repeated creations with the same PayPal-Request-Id', async () => {
    const headers = { 'PayPal-Request-Id': 'create-pay-once' };
    const first = await createOrder('pay-once', headers);
    const repeat = await createOrder('pay-once', headers);
    expect(repeat.status).toBe(201);
    expect(repeat.body).toEqual(first.body);
    const other = await createOrder('pay-once', { 'PayPal-Request-Id': 'create-pay-twice' });
    expect(other.body.id).not.toBe(first.body.id);
  });

  it('does not keep refusals: a capture retried with the same id after approval succeeds', async () => {
    const { body: order } = await createOrder('pay-retry');
    const headers = { 'PayPal-Request-Id': `capture-${order.id}` };
    expect((await harness.call('POST', `/v2/checkout/orders/${order.id}/capture`, {}, headers)).status).toBe(
      422,
    );
    await approveOnPage(order.id);
    expect((await harness.call('POST', `/v2/checkout/orders/${order.id}/capture`, {}, headers)).status).toBe(
      201,
    );
  });

  it('refunds a capture in full once', async () => {
    const { body: order } = await createOrder('pay-refund');
    await approveOnPage(order.id);
    const captured = await harness.call<OrderReply>('POST', `/v2/checkout/orders/${order.id}/capture`, {});
    const captureId = captured.body.purchase_units[0]?.payments?.captures[0]?.id;

    const refund = await harness.call('POST', `/v2/payments/captures/${captureId}/refund`, {});
    expect(refund.status).toBe(201);
    expect(refund.body).toMatchObject({ status: 'COMPLETED', amount: usd('4.99'), custom_id: 'pay-refund' });
    const read = await harness.call<OrderReply>('GET', `/v2/checkout/orders/${order.id}`);
    expect(read.body.purchase_units[0]?.payments?.captures[0]?.status).toBe('REFUNDED');

    const again = await harness.call('POST', `/v2/payments/captures/${captureId}/refund`, {});
    expect(again.status).toBe(422);
    expect((await eventsFor(harness, 'pay-refund')).map((event) => event.event_type)).toEqual([
      'CHECKOUT.ORDER.APPROVED',
      'PAYMENT.CAPTURE.COMPLETED',
      'PAYMENT.CAPTURE.REFUNDED',
    ]);
  });

  it('redirects a cancelled checkout to cancel_url and leaves the order CREATED', async () => {
    const { body: order } = await createOrder('pay-cancel');
    const cancel = await fetch(`${harness.baseUrl}/checkoutnow/${order.id}/cancel`, { redirect: 'manual' });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(`http://localhost:4000/api/payment/cancel?token=${order.id}`);
    expect((await harness.call<OrderReply>('GET', `/v2/checkout/orders/${order.id}`)).body.status).toBe(
      'CREATED',
    );
  });

  it('escapes what the merchant wrote on the page', async () => {
    const request = orderRequest('pay-escape');
    request.application_context.brand_name = '<script>alert(1)</script>';
    const { body: order } = await harness.call<OrderReply>('POST', '/v2/checkout/orders', request);
    const html = await (await fetch(`${harness.baseUrl}/checkoutnow?token=${order.id}`)).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('request errors', () => {
  it('answers 401 AUTHENTICATION_FAILURE without a valid token', async () => {
    for (const authorization of [undefined, 'Bearer nope']) {
      const response = await fetch(`${harness.baseUrl}/v2/checkout/orders/X`, {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ name: 'AUTHENTICATION_FAILURE' });
    }
  });

  it('lets a token expire after expires_in seconds', async () => {
    const token = await harness.token();
    const read = () =>
      fetch(`${harness.baseUrl}/v2/checkout/orders/UNKNOWN`, {
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await read()).status).toBe(404);
    harness.clock.advance(32_400_000 + 1000);
    expect((await read()).status).toBe(401);
  });

  it('refuses wrong client credentials', async () => {
    const response = await fetch(`${harness.baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('test-client:wrong').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    expect(response.status).toBe(401);
  });

  it('answers 400 INVALID_REQUEST naming each bad field', async () => {
    const request = orderRequest('pay-bad', '4.999');
    const reply = await harness.call('POST', '/v2/checkout/orders', { ...request, intent: 'AUTHORIZE' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ name: 'INVALID_REQUEST' });
    const fields = (reply.body.details as Array<{ field: string }>).map((detail) => detail.field);
    expect(fields).toEqual(expect.arrayContaining(['/intent', '/purchase_units/0/amount/value']));
  });

  it('answers 400 for malformed JSON and a missing body, never 500', async () => {
    const malformed = await fetch(`${harness.baseUrl}/v2/checkout/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await harness.token()}`, 'content-type': 'application/json' },
      body: '{"intent":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ details: [{ issue: 'MALFORMED_REQUEST_JSON' }] });
    expect((await harness.call('POST', '/v1/billing/plans')).status).toBe(400);
  });

  it('answers 404 RESOURCE_NOT_FOUND for unknown ids', async () => {
    for (const [method, path] of [
      ['GET', '/v2/checkout/orders/UNKNOWN'],
      ['POST', '/v2/checkout/orders/UNKNOWN/capture'],
      ['POST', '/v2/payments/captures/UNKNOWN/refund'],
      ['GET', '/v1/billing/subscriptions/I-UNKNOWN'],
    ] as const) {
      const reply = await harness.call(method, path, method === 'POST' ? {} : undefined);
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({
        name: 'RESOURCE_NOT_FOUND',
        details: [{ issue: 'INVALID_RESOURCE_ID' }],
      });
    }
  });
});
