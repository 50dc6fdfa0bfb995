/** Economy service boot: stores -> content snapshot -> subgraph -> relay -> identity consumer -> jobs. */
// First: tracing patches http, express, pg and ioredis as they load (docs/observability.md).
import '@vh/kit/instrumentation';
import path from 'node:path';
import {
  ExchangeClient,
  SanctionChecks,
  createRedis,
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
import { EconomyContent } from './content/economyContent';
import { buildEconomyContext, type EconomyContext } from './context';
import { createEconomyDeps } from './deps';
import { loadEconomyEnv } from './environment';
import { SERVICE_NAME } from './events';
import { settlePendingTrades } from './jobs/settlePendingTrades';
import { runMarketJob } from './market/marketJob';
import { resolvers } from './resolvers';

runServiceEntry({
  service: SERVICE_NAME,
  loadEnv: loadEconomyEnv,
  start: async (runtime) => {
    const { env, logger, shutdown } = runtime;
    const db = openDatabase(runtime, { max: 20 });
    const kafka = openKafka(runtime);
    const redis = createRedis(env.REDIS_URL, logger);
    shutdown.register('redis', () => redis.quit());
    const snapshot = await openContentSnapshot(runtime, kafka);
    const exchange = new ExchangeClient({
      gameUrl: env.GAME_URL,
      sharedSecret: env.GATEWAY_SHARED_SECRET,
      service: SERVICE_NAME,
    });
    const deps = createEconomyDeps(db, new EconomyContent(snapshot), exchange, new SanctionChecks(redis));

    await startServiceSubgraph<EconomyContext>(runtime, {
      schemaFile: path.join(__dirname, '..', 'schema.graphql'),
      resolvers,
      stores: { db },
      buildContext: (base) => buildEconomyContext(base, deps, snapshot),
    });
    await startServiceRelay(runtime, { db, kafka, topics: [Topics.economyTrades] });
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
        name: 'settle-pending-trades',
        intervalMs: env.SETTLE_INTERVAL_MS,
        work: async () => void (await settlePendingTrades(deps, env.SETTLE_AFTER_MS, logger)),
        logger,
        shutdown,
        db,
      });
      // Every replica: each step is safe concurrently (locks, guarded updates, idempotent keys).
      startPeriodicJob({
        name: 'market',
        intervalMs: env.MARKET_JOB_INTERVAL_MS,
        work: () => runMarketJob(deps, logger, env.MARKET_RESUME_AFTER_MS),
        logger,
        shutdown,
      });
    }
  },
});
