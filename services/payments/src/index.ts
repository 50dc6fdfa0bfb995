/**
 * Payments service boot: env -> logger -> stores -> content snapshot -> provider -> subgraph (with the
 * webhook route) -> catalogue seed -> relay -> identity consumer -> jobs -> ready.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'graphql';
import {
  ExchangeClient,
  ShutdownManager,
  checkDatabase,
  createDatabase,
  createKafka,
  createLogger,
  startContentSnapshot,
  startOutboxRelay,
  startPeriodicJob,
  startProcessedEventsPruning,
  startSubgraph,
} from '@vh/kit';
import { Topics } from '@vh/proto';
import { randomUUID } from 'node:crypto';
import { startIdentityConsumer } from './consumers/identityConsumer';
import { PaymentsContent } from './content/paymentsContent';
import { buildPaymentsContext, type PaymentsContext } from './context';
import { createPaymentsDeps } from './deps';
import { loadPaymentsEnv } from './environment';
import { SERVICE_NAME } from './events';
import { mountWebhookRoute } from './internal/webhookRoute';
import { PaymentProvider } from './provider/paymentProvider';
import { resolvers } from './resolvers';
import { seedLaunchCatalogue } from './useCases/packages';
import { reconcilePayments } from './useCases/reconcile';
import { renewDueSubscriptions } from './useCases/subscriptions';

async function main(): Promise<void> {
  const env = loadPaymentsEnv();
  const logger = createLogger(SERVICE_NAME, env.LOG_LEVEL);
  const shutdown = new ShutdownManager(logger);
  shutdown.listen();

  const db = createDatabase(env.DATABASE_URL, { max: 10 });
  shutdown.register('database', () => db.destroy());
  const kafka = createKafka(SERVICE_NAME, env.KAFKA_BROKERS, logger);
  const snapshot = await startContentSnapshot({
    contentUrl: env.CONTENT_URL,
    sharedSecret: env.GATEWAY_SHARED_SECRET,
    service: SERVICE_NAME,
    logger,
    kafka,
    shutdown,
  });
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

  const subgraph = await startSubgraph<PaymentsContext>({
    service: SERVICE_NAME,
    port: env.PORT,
    logger,
    sharedSecret: env.GATEWAY_SHARED_SECRET,
    typeDefs: parse(readFileSync(path.join(__dirname, '..', 'schema.graphql'), 'utf8')),
    resolvers,
    readinessChecks: { database: () => checkDatabase(db) },
    buildContext: (base) => buildPaymentsContext(base, deps),
    configureRoutes: (app) => mountWebhookRoute(app, deps, logger),
  });
  shutdown.register('subgraph', () => subgraph.stop());
  await seedLaunchCatalogue(deps, logger);

  if (env.OUTBOX_RELAY_ENABLED) {
    await startOutboxRelay({
      db,
      databaseUrl: env.DATABASE_URL,
      kafka,
      topics: [Topics.paymentsPayments],
      logger,
      service: SERVICE_NAME,
      shutdown,
    });
  }
  const identityConsumer = await startIdentityConsumer(deps, kafka, logger);
  shutdown.register('identity consumer', () => identityConsumer.disconnect());

  if (env.JOBS_ENABLED) {
    startProcessedEventsPruning({ db, logger, shutdown, intervalMs: env.PROCESSED_EVENTS_PRUNE_INTERVAL_MS });
    startPeriodicJob({
      name: 'subscription-renewal',
      intervalMs: env.RENEWAL_INTERVAL_MS,
      work: async () => void (await renewDueSubscriptions(deps, randomUUID())),
      logger,
      shutdown,
    });
    startPeriodicJob({
      name: 'payment-reconcile',
      intervalMs: env.RECONCILE_INTERVAL_MS,
      work: async () => void (await reconcilePayments(deps, randomUUID())),
      logger,
      shutdown,
    });
  }
  logger.info('payments ready');
}

main().catch((error) => {
  process.stderr.write(`payments failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
