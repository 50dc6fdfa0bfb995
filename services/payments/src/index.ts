/**
 * Payments service boot: stores -> content snapshot -> provider -> subgraph (with the webhook route)
 * -> catalogue seed -> relay -> identity consumer -> jobs.
 */
// First: tracing patches http, express, pg and ioredis as they load (docs/observability.md).
import '@vh/kit/instrumentation';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  ExchangeClient,
  mountContentUsageRoute,
  openContentSnapshot,
  openDatabase,
  openKafka,
  runServiceEntry,
  startPeriodicJob,
  startProcessedEventsPruning,
  startServiceRelay,
  startServiceSubgraph,
} from '@vh/kit';
import { Topics } from '@vh/contracts';
import { startIdentityConsumer } from './consumers/identityConsumer';
import { PaymentsContent } from './content/paymentsContent';
import { buildPaymentsContext, type PaymentsContext } from './context';
import { contentUsage } from './useCases/contentUsage';
import { createPaymentsDeps } from './deps';
import { loadPaymentsEnv } from './environment';
import { SERVICE_NAME } from './events';
import { mountWebhookRoute } from './internal/webhookRoute';
import { PaymentProvider } from './provider/paymentProvider';
import { resolvers } from './resolvers';
import { seedLaunchCatalogue } from './useCases/packages';
import { reconcilePayments } from './useCases/reconcile';
import { renewDueSubscriptions } from './useCases/subscriptions';

runServiceEntry({
  service: SERVICE_NAME,
  loadEnv: loadPaymentsEnv,
  start: async (runtime) => {
    const { env, logger, shutdown } = runtime;
    const db = openDatabase(runtime, { max: 10 });
    const kafka = openKafka(runtime);
    const snapshot = await openContentSnapshot(runtime, kafka);
    const deps = createPaymentsDeps({
      db,
      logger,
      content: new PaymentsContent(snapshot),
      provider: new PaymentProvider({
        baseUrl: env.PAYMENT_PROVIDER_URL,
        clientId: env.PAYMENT_CLIENT_ID,
        clientSecret: env.PAYMENT_CLIENT_SECRET,
        webhookId: env.PAYMENT_WEBHOOK_ID,
        brandName: env.PAYMENT_BRAND_NAME,
      }),
      exchange: new ExchangeClient({
        gameUrl: env.GAME_URL,
        sharedSecret: env.GATEWAY_SHARED_SECRET,
        service: SERVICE_NAME,
      }),
      publicOrigin: env.PUBLIC_ORIGIN,
    });

    await startServiceSubgraph<PaymentsContext>(runtime, {
      schemaFile: path.join(__dirname, '..', 'schema.graphql'),
      resolvers,
      stores: { db },
      buildContext: (base) => buildPaymentsContext(base, deps, snapshot),
      configureRoutes: (app) => {
        mountWebhookRoute(app, deps, logger);
        mountContentUsageRoute(app, (query) => contentUsage(deps, query), env.GATEWAY_SHARED_SECRET, logger);
      },
    });
    await seedLaunchCatalogue(deps, logger);
    await startServiceRelay(runtime, { db, kafka, topics: [Topics.paymentsPayments] });
    const identityConsumer = await startIdentityConsumer(deps, kafka, logger);
    shutdown.register('identity consumer', () => identityConsumer.disconnect());

    if (env.JOBS_ENABLED) {
      startProcessedEventsPruning({
        db,
        logger,
        shutdown,
        intervalMs: env.PROCESSED_EVENTS_PRUNE_INTERVAL_MS,
        retentionDays: env.PROCESSED_EVENTS_RETENTION_DAYS,
      });
      startPeriodicJob({
        name: 'subscription-renewal',
        intervalMs: env.RENEWAL_INTERVAL_MS,
        work: async () => void (await renewDueSubscriptions(deps, randomUUID())),
        logger,
        shutdown,
        db,
      });
      startPeriodicJob({
        name: 'payment-reconcile',
        intervalMs: env.RECONCILE_INTERVAL_MS,
        work: async () => void (await reconcilePayments(deps, randomUUID())),
        logger,
        shutdown,
        db,
      });
    }
  },
});
