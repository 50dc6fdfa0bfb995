import type { Client } from 'pg';
import type { GatewayClient } from './gateway';
import { withServiceDb } from './serviceDb';
import { stackInfo } from './stackInfo';
import { eventually } from './wait';

export interface Payment {
  id: string;
  packageId: number;
  createdTimestamp: number;
  order: { id: string; status: string; links: { rel: string; href: string; method: string }[] };
  additionalInfo: string;
  kind: 'PURCHASE' | 'SUBSCRIPTION' | 'UPGRADE';
  usd: number;
  giftTo: string | null;
  completed: boolean;
  activeUntil: number | null;
}

export interface PaymentCheck {
  paymentId: string | null;
  completed: boolean;
  additionalInfo: string;
  failed: boolean;
  status: string;
}

/** A webhook exactly as the sandbox signed it. */
export interface SignedEvent {
  headers: Record<string, string>;
  body: string;
}

export const approveLink = (payment: Payment) =>
  payment.order.links.find((link) => link.rel === 'approve')!.href;

export async function packageNamed(
  client: GatewayClient,
  name: string,
): Promise<{ id: number; usd: number }> {
  const shop = await client.get<{ id: number; name: string; usd: number }[]>('/api/premiumpackage/getactive');
  const found = shop.body.find((entry) => entry.name === name);
  if (!found) throw new Error(`no package ${name}`);
  return found;
}

/** POST /api/payment/ with its documented form fields. */
export async function startPayment(client: GatewayClient, packageId: number, additionalInfo = '') {
  return client.post<Payment & { message?: string }>('/api/payment/', {
    form: { packageId: String(packageId), additionalInfo },
  });
}

export async function checkOnPayment(client: GatewayClient, paymentId: string) {
  const answer = await client.post<PaymentCheck>('/api/payment/CheckOnPayment', { form: { paymentId } });
  if (answer.status !== 200) throw new Error(`CheckOnPayment answered ${answer.status}: ${answer.text}`);
  return answer.body;
}

/** The project's sandbox provider, driven as its test controls allow (docs/payment-provider.md). */
export class Sandbox {
  readonly baseUrl = stackInfo().serviceUrls['payment-sandbox']!;
  private token: string | null = null;

  private async authorization(): Promise<string> {
    if (!this.token) {
      const response = await fetch(`${this.baseUrl}/v1/oauth2/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from('vh-sandbox-client:vh-sandbox-secret').toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      });
      this.token = ((await response.json()) as { access_token: string }).access_token;
    }
    return `Bearer ${this.token}`;
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { authorization: await this.authorization(), 'content-type': 'application/json' },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  /** Approves like the approval page; `hold` keeps the webhooks for the test to deliver. */
  async approve(providerId: string, hold = false): Promise<void> {
    const answer = await this.call('POST', `/sandbox/approve/${providerId}${hold ? '?webhooks=hold' : ''}`);
    if (answer.status >= 300) throw new Error(`sandbox approval answered ${answer.status}`);
  }

  async events(paymentId: string): Promise<SignedEvent[]> {
    const answer = await this.call<SignedEvent[] | { events: SignedEvent[] }>(
      'GET',
      `/sandbox/events?custom_id=${paymentId}`,
    );
    return Array.isArray(answer.body) ? answer.body : answer.body.events;
  }
}

/**
 * Buys a package as a player does, without the browser: the order, the sandbox's approval and the
 * callback's check until the payment completed (a subscription the same way).
 */
export async function boughtThroughSandbox(client: GatewayClient, packageId: number): Promise<Payment> {
  const answer = await startPayment(client, packageId);
  if (answer.status !== 200) throw new Error(`buying ${packageId} answered ${answer.status}: ${answer.text}`);
  await new Sandbox().approve(answer.body.order.id);
  const check = await eventually(
    () => checkOnPayment(client, answer.body.id),
    (state) => state.completed || state.failed,
  );
  if (!check.completed) throw new Error(`payment ${answer.body.id} did not complete: ${check.status}`);
  return answer.body;
}

/** Delivers a webhook to the gateway as the provider does (no app key, no token). */
export async function deliverWebhook(event: SignedEvent): Promise<{ status: number; text: string }> {
  const response = await fetch(`${stackInfo().gatewayUrl}/api/payment/webhook`, {
    method: 'POST',
    headers: { ...event.headers, 'content-type': 'application/json' },
    body: event.body,
  });
  return { status: response.status, text: await response.text() };
}

export const withPaymentsDb = <T>(work: (db: Client) => Promise<T>) => withServiceDb('payments', work);
