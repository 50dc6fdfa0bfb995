import { AppError } from '@vh/kit';
import { toUsd } from '../domain/packages';
import type {
  NewOrder,
  NewSubscription,
  ProviderOrder,
  ProviderSubscription,
  WebhookEvent,
  WebhookHeaders,
} from './types';

interface ProviderConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  brandName: string;
  timeoutMs?: number;
}

/** The provider could not be reached or failed (5xx): nothing is known to have happened, retry. */
export class ProviderUnavailableError extends AppError {
  constructor(detail: string) {
    super(503, 'SERVICE_UNAVAILABLE', 'The payment provider is not reachable, please try again', { detail });
  }
}

/** The provider refused a call (4xx); `issue` is its reason (ORDER_NOT_APPROVED...). */
export class ProviderRefusedError extends AppError {
  constructor(
    readonly httpStatus: number,
    readonly issue: string,
    detail: string,
  ) {
    super(502, 'BAD_GATEWAY', 'The payment provider refused the request', { httpStatus, issue, detail });
  }
}

const money = (cents: number) => ({ currency_code: 'USD', value: toUsd(cents).toFixed(2) });

/**
 * The provider adapter: PayPal's REST API (Orders v2, Catalog, Billing Plans and Subscriptions,
 * webhook verification). The same code talks to PayPal live, PayPal's sandbox or the project's
 * sandbox provider; only the configuration differs (docs/payment-provider.md).
 */
export class PaymentProvider {
  private token: { value: string; expiresAt: number } | null = null;

  constructor(private readonly config: ProviderConfig) {}

  createOrder(order: NewOrder): Promise<ProviderOrder> {
    return this.call<ProviderOrder>('POST', '/v2/checkout/orders', {
      requestId: `order-${order.paymentId}`,
      body: {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: order.paymentId,
            custom_id: order.paymentId,
            description: order.description,
            amount: money(order.usdCents),
          },
        ],
        application_context: {
          brand_name: this.config.brandName,
          return_url: order.returnUrl,
          cancel_url: order.cancelUrl,
          user_action: 'PAY_NOW',
        },
      },
    });
  }

  getOrder(orderId: string): Promise<ProviderOrder> {
    return this.call<ProviderOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
  }

  /** Captures an approved order; repeating it for the same payment is safe (the request id). */
  captureOrder(orderId: string, paymentId: string): Promise<ProviderOrder> {
    return this.call<ProviderOrder>('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
      requestId: `capture-${paymentId}`,
      body: {},
    });
  }

  refundCapture(captureId: string, paymentId: string): Promise<unknown> {
    return this.call('POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
      requestId: `refund-${paymentId}`,
      body: {},
    });
  }

  /** A monthly plan of a tier: the price is billed monthly and charged once as the setup fee. */
  async createPlan(level: number, name: string, usdCents: number): Promise<string> {
    const product = await this.call<{ id: string }>('POST', '/v1/catalogs/products', {
      requestId: `product-${level}`,
      body: { name, type: 'SERVICE' },
    });
    const plan = await this.call<{ id: string }>('POST', '/v1/billing/plans', {
      requestId: `plan-${level}-${usdCents}`,
      body: {
        product_id: product.id,
        name: `${name} (monthly)`,
        status: 'ACTIVE',
        billing_cycles: [
          {
            sequence: 1,
            tenure_type: 'REGULAR',
            total_cycles: 0,
            frequency: { interval_unit: 'MONTH', interval_count: 1 },
            pricing_scheme: { fixed_price: money(usdCents) },
          },
        ],
        payment_preferences: {
          auto_bill_outstanding: true,
          setup_fee: money(usdCents),
          setup_fee_failure_action: 'CANCEL',
          payment_failure_threshold: 1,
        },
      },
    });
    return plan.id;
  }

  /** A subscription whose setup fee (the plan's, or usdCents for an upgrade) pays the current month. */
  createSubscription(subscription: NewSubscription): Promise<ProviderSubscription> {
    return this.call<ProviderSubscription>('POST', '/v1/billing/subscriptions', {
      requestId: `subscription-${subscription.paymentId}`,
      body: {
        plan_id: subscription.planId,
        start_time: subscription.startTime.toISOString(),
        custom_id: subscription.paymentId,
        plan: { payment_preferences: { setup_fee: money(subscription.usdCents) } },
        application_context: {
          brand_name: this.config.brandName,
          return_url: subscription.returnUrl,
          cancel_url: subscription.cancelUrl,
          user_action: 'SUBSCRIBE_NOW',
        },
      },
    });
  }

  getSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    return this.call<ProviderSubscription>(
      'GET',
      `/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}`,
    );
  }

  async cancelSubscription(subscriptionId: string, reason: string): Promise<void> {
    await this.call('POST', `/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`, {
      body: { reason },
    });
  }

  /** Asks the provider whether a webhook really comes from it (PayPal's verify-webhook-signature). */
  async verifyWebhook(headers: WebhookHeaders, event: WebhookEvent): Promise<boolean> {
    const answer = await this.call<{ verification_status: string }>(
      'POST',
      '/v1/notifications/verify-webhook-signature',
      {
        body: {
          auth_algo: headers.authAlgo,
          cert_url: headers.certUrl,
          transmission_id: headers.transmissionId,
          transmission_sig: headers.transmissionSig,
          transmission_time: headers.transmissionTime,
          webhook_id: this.config.webhookId,
          webhook_event: event,
        },
      },
    );
    return answer.verification_status === 'SUCCESS';
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const credentials = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64');
    const response = await this.fetch('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${credentials}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const answer = (await this.parse(response)) as { access_token: string; expires_in: number };
    // Renewed a minute early so no call goes out with a token about to expire.
    this.token = { value: answer.access_token, expiresAt: Date.now() + (answer.expires_in - 60) * 1000 };
    return this.token.value;
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; requestId?: string } = {},
  ): Promise<T> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await this.accessToken()}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    };
    if (options.requestId) headers['paypal-request-id'] = options.requestId;
    const response = await this.fetch(path, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    if (response.status === 401) this.token = null;
    return (await this.parse(response)) as T;
  }

  private async fetch(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${this.config.baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new ProviderUnavailableError(error instanceof Error ? error.message : String(error));
    }
  }

  private async parse(response: Response): Promise<unknown> {
    const text = await response.text();
    if (response.status >= 500) throw new ProviderUnavailableError(`HTTP ${response.status}`);
    let body: Record<string, unknown>;
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      throw new ProviderRefusedError(response.status, 'UNREADABLE_ANSWER', text.slice(0, 500));
    }
    if (!response.ok) {
      const details = body.details as { issue?: string }[] | undefined;
      const issue = details?.[0]?.issue ?? (body.name as string | undefined) ?? `HTTP_${response.status}`;
      throw new ProviderRefusedError(response.status, issue, text.slice(0, 500));
    }
    return body;
  }
}
