/** A real sandbox on an ephemeral port, with a clock the tests can move and a fetch-based client. */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer, createHttpApp, createLogger, listen } from '@vh/kit';
import { createSandbox, mountSandbox, type Sandbox } from '../sandbox';

export const CLIENT_ID = 'test-client';
export const CLIENT_SECRET = 'test-secret';
export const WEBHOOK_ID = 'WH-TEST';
export const WEBHOOK_SECRET = 'test-webhook-secret';

export interface Reply<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

export class TestClock {
  private offsetMs = 0;
  readonly now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface Harness {
  baseUrl: string;
  sandbox: Sandbox;
  clock: TestClock;
  token(): Promise<string>;
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Reply<T>>;
  close(): Promise<void>;
}

export async function startHarness(
  options: { webhookUrl?: string; firstPauseMs?: number } = {},
): Promise<Harness> {
  const clock = new TestClock();
  const logger = createLogger('payment-sandbox-test', 'silent');
  const { app } = createHttpApp({
    service: 'payment-sandbox',
    logger,
    accessLog: false,
    readinessChecks: {},
  });
  // Routes may be mounted after listening, which is how the links learn the ephemeral port.
  const server: http.Server = await listen(app, 0);
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sandbox = createSandbox({
    config: {
      publicOrigin: baseUrl,
      apiOrigin: baseUrl,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      webhookUrl: options.webhookUrl,
      webhookId: WEBHOOK_ID,
      webhookSecret: WEBHOOK_SECRET,
    },
    logger,
    now: clock.now,
    delivery: { firstPauseMs: options.firstPauseMs ?? 10 },
  });
  mountSandbox(app, sandbox.context);

  // A fresh token per call: tests move the clock past a token's nine hours.
  const token = async () => {
    const response = await fetch(`${baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    return ((await response.json()) as { access_token: string }).access_token;
  };

  const call = async <T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await token()}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : {}) as T };
  };

  return {
    baseUrl,
    sandbox,
    clock,
    token,
    call,
    close: async () => {
      sandbox.stop();
      await closeServer(server);
    },
  };
}

export const usd = (value: string) => ({ currency_code: 'USD', value });

export function orderRequest(customId: string, value = '4.99') {
  return {
    intent: 'CAPTURE',
    purchase_units: [
      { reference_id: 'pkg-1', custom_id: customId, description: 'Gold pack', amount: usd(value) },
    ],
    application_context: {
      brand_name: 'Vampire Hunt',
      return_url: 'http://localhost:4000/api/payment/return?from=test',
      cancel_url: 'http://localhost:4000/api/payment/cancel',
      user_action: 'PAY_NOW',
    },
  };
}

export interface StoredEventReply {
  id: string;
  event_type: string;
  delivery: string;
  attempts: number;
  headers: Record<string, string>;
  body: string;
}

export async function eventsFor(harness: Harness, customId: string): Promise<StoredEventReply[]> {
  const reply = await harness.call<{ events: StoredEventReply[] }>(
    'GET',
    `/sandbox/events?custom_id=${encodeURIComponent(customId)}`,
  );
  return reply.body.events;
}
