/** Assembles the sandbox: state, webhooks and the routes, on an express app made by the caller. */
import express, { type Express } from 'express';
import type { Logger } from '@vh/kit';
import { catalogRouter } from './api/catalog';
import { notificationsRouter } from './api/notifications';
import { oauthRouter } from './api/oauth';
import { ordersRouter } from './api/orders';
import { apiErrorHandler, apiNotFound } from './api/route';
import { sandboxControlsRouter } from './api/sandboxControls';
import { subscriptionsRouter } from './api/subscriptions';
import { checkoutRouter } from './checkout/routes';
import type { SandboxConfig, SandboxContext } from './context';
import { SandboxStore } from './store';
import { type DeliveryOptions, WebhookDelivery } from './webhooks/delivery';
import { WebhookPublisher } from './webhooks/publisher';

interface SandboxOptions {
  config: SandboxConfig;
  logger: Logger;
  now?: () => Date;
  /** Retry timing of deliveries; tests shorten the pauses. */
  delivery?: Pick<DeliveryOptions, 'maxAttempts' | 'firstPauseMs' | 'attemptTimeoutMs'>;
}

export interface Sandbox {
  context: SandboxContext;
  /** Stops webhook deliveries still waiting to be retried. */
  stop(): void;
}

export function createSandbox(options: SandboxOptions): Sandbox {
  const { config, logger } = options;
  const now = options.now ?? (() => new Date());
  const store = new SandboxStore();
  const delivery = config.webhookUrl
    ? new WebhookDelivery({ ...options.delivery, url: config.webhookUrl, logger })
    : null;
  const webhooks = new WebhookPublisher({
    store,
    webhookId: config.webhookId,
    webhookSecret: config.webhookSecret,
    // There is no certificate behind an HMAC signature; the header is kept so the event looks like PayPal's.
    certUrl: `${config.apiOrigin}/v1/notifications/certs/CERT-SANDBOX`,
    delivery,
    now,
  });
  return { context: { config, store, webhooks, now, logger }, stop: () => delivery?.stop() };
}

const API_PREFIXES = ['/v1', '/v2', '/sandbox'];

export function mountSandbox(app: Express, context: SandboxContext): void {
  app.use(oauthRouter(context));
  app.use(API_PREFIXES, express.json({ limit: '1mb' }));
  app.use(ordersRouter(context));
  app.use(catalogRouter(context));
  app.use(subscriptionsRouter(context));
  app.use(notificationsRouter(context));
  app.use(sandboxControlsRouter(context));
  app.use(API_PREFIXES, apiNotFound);
  app.use(checkoutRouter(context));
  app.use(apiErrorHandler(context.logger));
}
