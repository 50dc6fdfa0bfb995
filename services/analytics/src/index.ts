/** Analytics service boot: env -> logger -> stores -> subgraph -> consumer -> jobs -> ready. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'graphql';
import {
  ShutdownManager,
  checkDatabase,
  checkRedis,
  createDatabase,
  createKafka,
  createLogger,
  createRedis,
  startPeriodicJob,
  startProcessedEventsPruning,
  startSubgraph,
} from '@vh/kit';
import { startAnalyticsConsumer } from './consumers/analyticsConsumer';
import { buildAnalyticsContext, type AnalyticsContext } from './context';
import { createAnalyticsDeps } from './deps';
import { loadAnalyticsEnv } from './environment';
import { measureConsumerLag } from './jobs/consumerLag';
import { resolvers } from './resolvers';
import { computeDailyRecords } from './useCases/dailyRecords';
import { ensureLadders } from './useCases/ladders';

const SERVICE_NAME = 'analytics';

async function main(): Promise<void> {
  const env = loadAnalyticsEnv();
  const logger = createLogger(SERVICE_NAME, env.LOG_LEVEL);
  const shutdown = new ShutdownManager(logger);
  shutdown.listen();

  const db = createDatabase(env.DATABASE_URL, { max: 10 });
  shutdown.register('database', () => db.destroy());
  const redis = createRedis(env.REDIS_URL);
  shutdown.register('redis', async () => void redis.disconnect());
  const kafka = createKafka(SERVICE_NAME, env.KAFKA_BROKERS, logger);
  const deps = createAnalyticsDeps(db, redis, logger);
  await ensureLadders(deps);

  const subgraph = await startSubgraph<AnalyticsContext>({
    service: SERVICE_NAME,
    port: env.PORT,
    logger,
    sharedSecret: env.GATEWAY_SHARED_SECRET,
    typeDefs: parse(readFileSync(path.join(__dirname, '..', 'schema.graphql'), 'utf8')),
    resolvers,
    readinessChecks: { database: () => checkDatabase(db), redis: () => checkRedis(redis) },
    buildContext: (base) => buildAnalyticsContext(base, deps),
  });
  shutdown.register('subgraph', () => subgraph.stop());

  const consumer = await startAnalyticsConsumer(deps, kafka);
  shutdown.register('analytics consumer', () => consumer.disconnect());

  if (env.JOBS_ENABLED) {
    startPeriodicJob({
      name: 'ladder-watch',
      intervalMs: env.LADDER_WATCH_INTERVAL_MS,
      work: () => ensureLadders(deps),
      logger,
      shutdown,
    });
    startPeriodicJob({
      name: 'daily-records',
      intervalMs: env.STATS_INTERVAL_MS,
      work: async () => void (await computeDailyRecords(deps)),
      logger,
      shutdown,
    });
    startProcessedEventsPruning({ db, logger, shutdown, intervalMs: env.PROCESSED_EVENTS_PRUNE_INTERVAL_MS });
  }
  startPeriodicJob({
    name: 'consumer-lag',
    intervalMs: env.LAG_INTERVAL_MS,
    work: () => measureConsumerLag(kafka),
    logger,
    shutdown,
  });
  logger.info('analytics ready');
}

main().catch((error) => {
  process.stderr.write(
    `analytics failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
