import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { closeServer, listen } from '@vh/kit';
import { verifyTransmission } from '../webhooks/signing';
import { WEBHOOK_ID, WEBHOOK_SECRET, eventsFor, type Harness, orderRequest, startHarness } from './harness';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

describe('webhook delivery', () => {
  let receiver: http.Server;
  let harness: Harness;
  const received: Received[] = [];
  let failuresLeft = 2;

  beforeAll(async () => {
    const app = express();
    app.post('/api/payment/webhook', express.text({ type: '*/*' }), (request, response) => {
      received.push({ headers: request.headers, body: request.body as string });
      // The first attempts fail, as a receiver that is still starting would.
      response.sendStatus(failuresLeft-- > 0 ? 503 : 200);
    });
    receiver = await listen(app, 0);
    const port = (receiver.address() as AddressInfo).port;
    harness = await startHarness({
      webhookUrl: `http://127.0.0.1:${port}/api/payment/webhook`,
      firstPauseMs: 20,
    });
  });
  afterAll(async () => {
    await harness.close();
    await closeServer(receiver);
  });

  it('posts the signed event, retrying until the receiver answers 2xx', async () => {
    const order = await harness.call<{ id: string }>(
      'POST',
      '/v2/checkout/orders',
      orderRequest('pay-delivery'),
    );
    const approval = await harness.call('POST', `/sandbox/approve/${order.body.id}`);
    expect(approval.status).toBe(200);

    const deadline = Date.now() + 5_000;
    let event = (await eventsFor(harness, 'pay-delivery'))[0];
    while (event?.delivery !== 'delivered' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      event = (await eventsFor(harness, 'pay-delivery'))[0];
    }
    expect(event).toMatchObject({
      event_type: 'CHECKOUT.ORDER.APPROVED',
      delivery: 'delivered',
      attempts: 3,
    });
    expect(received).toHaveLength(3);
    const last = received[2]!;
    expect(last.body).toBe(event?.body);
    expect(
      verifyTransmission(
        WEBHOOK_SECRET,
        {
          transmissionId: String(last.headers['paypal-transmission-id']),
          transmissionTime: String(last.headers['paypal-transmission-time']),
          webhookId: WEBHOOK_ID,
        },
        last.body,
        String(last.headers['paypal-transmission-sig']),
      ),
    ).toBe(true);
  });
});
