import { signTransmission, signedHeaders, verifyTransmission } from '../webhooks/signing';
import { WEBHOOK_ID, WEBHOOK_SECRET, eventsFor, type Harness, orderRequest, startHarness } from './harness';

const transmission = {
  transmissionId: '9a7f4c1e-0000-4000-8000-000000000001',
  transmissionTime: '2026-11-21T10:00:00Z',
  webhookId: 'WH-SANDBOX',
};
const body = JSON.stringify({ id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'X' } });

describe('webhook signing', () => {
  it('verifies what it signed', () => {
    const signature = signTransmission('secret', transmission, body);
    expect(verifyTransmission('secret', transmission, body, signature)).toBe(true);
  });

  it('refuses a forged signature, another key, a changed body or a changed transmission', () => {
    const signature = signTransmission('secret', transmission, body);
    expect(
      verifyTransmission('secret', transmission, body, signTransmission('guess', transmission, body)),
    ).toBe(false);
    expect(verifyTransmission('secret', transmission, body, 'not-a-signature')).toBe(false);
    expect(verifyTransmission('other', transmission, body, signature)).toBe(false);
    expect(verifyTransmission('secret', transmission, body.replace('"X"', '"Y"'), signature)).toBe(false);
    expect(
      verifyTransmission(
        'secret',
        { ...transmission, transmissionTime: '2026-11-21T10:00:01Z' },
        body,
        signature,
      ),
    ).toBe(false);
  });

  it('names the headers as PayPal does', () => {
    expect(signedHeaders('secret', transmission, body, 'https://cert')).toEqual({
      'content-type': 'application/json',
      'paypal-transmission-id': transmission.transmissionId,
      'paypal-transmission-time': transmission.transmissionTime,
      'paypal-transmission-sig': signTransmission('secret', transmission, body),
      'paypal-auth-algo': 'SHA256withHMAC',
      'paypal-cert-url': 'https://cert',
    });
  });
});

describe('POST /v1/notifications/verify-webhook-signature', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(() => harness.close());

  async function heldEvent(customId: string) {
    const order = await harness.call<{ id: string }>('POST', '/v2/checkout/orders', orderRequest(customId));
    await harness.call('POST', `/sandbox/approve/${order.body.id}?webhooks=hold`);
    const [event] = await eventsFor(harness, customId);
    if (!event) throw new Error('no event was made');
    return event;
  }

  const verification = (headers: Record<string, string>, webhookEvent: unknown, webhookId = WEBHOOK_ID) => ({
    auth_algo: headers['paypal-auth-algo'],
    cert_url: headers['paypal-cert-url'],
    transmission_id: headers['paypal-transmission-id'],
    transmission_sig: headers['paypal-transmission-sig'],
    transmission_time: headers['paypal-transmission-time'],
    webhook_id: webhookId,
    webhook_event: webhookEvent,
  });

  it('answers SUCCESS for a stored event passed on as the parsed body', async () => {
    const event = await heldEvent('pay-verify-1');
    expect(event.event_type).toBe('CHECKOUT.ORDER.APPROVED');
    expect(event.delivery).toBe('held');
    expect(
      verifyTransmission(
        WEBHOOK_SECRET,
        {
          transmissionId: event.headers['paypal-transmission-id']!,
          transmissionTime: event.headers['paypal-transmission-time']!,
          webhookId: WEBHOOK_ID,
        },
        event.body,
        event.headers['paypal-transmission-sig']!,
      ),
    ).toBe(true);

    const reply = await harness.call(
      'POST',
      '/v1/notifications/verify-webhook-signature',
      verification(event.headers, JSON.parse(event.body)),
    );
    expect(reply).toMatchObject({ status: 200, body: { verification_status: 'SUCCESS' } });
  });

  it('answers FAILURE for a tampered event, a forged signature or another webhook id', async () => {
    const event = await heldEvent('pay-verify-2');
    const parsed = JSON.parse(event.body) as { resource: { status: string } };
    const tampered = { ...parsed, resource: { ...parsed.resource, status: 'COMPLETED' } };
    const forged = {
      ...event.headers,
      'paypal-transmission-sig': signTransmission('guess', transmission, body),
    };
    for (const request of [
      verification(event.headers, tampered),
      verification(forged, parsed),
      verification(event.headers, parsed, 'WH-OTHER'),
      { ...verification(event.headers, parsed), auth_algo: 'SHA256withRSA' },
    ]) {
      const reply = await harness.call('POST', '/v1/notifications/verify-webhook-signature', request);
      expect(reply).toMatchObject({ status: 200, body: { verification_status: 'FAILURE' } });
    }
  });

  it('answers 400 naming a missing field', async () => {
    const reply = await harness.call('POST', '/v1/notifications/verify-webhook-signature', {
      auth_algo: 'x',
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ name: 'INVALID_REQUEST' });
    expect(reply.body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: '/transmission_sig', issue: 'MISSING_REQUIRED_PARAMETER' }),
      ]),
    );
  });
});
