/** Social service boot: stores -> content snapshot -> subgraph -> relay -> consumer -> jobs. */
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
import { startSocialConsumer } from './consumers/socialConsumer';
import { startCompetitionResultsConsumer } from './inbox/competitionResultsConsumer';
import { buildSocialContext, type SocialContext } from './context';
import { createSocialDeps } from './deps';
import { loadSocialEnv } from './environment';
import { SERVICE_NAME } from './events';
import { runSocialJob } from './jobs/socialJob';
import { resolvers } from './resolvers';

runServiceEntry({
  service: SERVICE_NAME,
  loadEnv: loadSocialEnv,
  start: async (runtime) => {
    const { env, logger, shutdown } = runtime;
    const db = openDatabase(runtime, { max: 10 });
    const kafka = openKafka(runtime);
    const redis = createRedis(env.REDIS_URL, logger);
    shutdown.register('redis', () => redis.quit());
    const snapshot = await openContentSnapshot(runtime, kafka);
    const exchange = new ExchangeClient({
      gameUrl: env.GAME_URL,
      sharedSecret: env.GATEWAY_SHARED_SECRET,
      service: SERVICE_NAME,
    });
    const deps = createSocialDeps({
      db,
      content: snapshot,
      exchange,
      logger,
      sanctions: new SanctionChecks(redis),
      expeditionDurationMs: env.EXPEDITION_DURATION_MS,
      analytics: { url: env.ANALYTICS_URL, sharedSecret: env.GATEWAY_SHARED_SECRET },
      covenPointsIntervalMs: env.COVEN_POINTS_INTERVAL_MS,
    });

    await startServiceSubgraph<SocialContext>(runtime, {
      schemaFile: path.join(__dirname, '..', 'schema.graphql'),
      resolvers,
      stores: { db },
      buildContext: (base) => buildSocialContext(base, deps, snapshot),
    });
    await startServiceRelay(runtime, { db, kafka, topics: [Topics.socialNotifications] });
    const consumer = await startSocialConsumer(deps, kafka);
    shutdown.register('social consumer', () => consumer.disconnect());
    const competitionResults = await startCompetitionResultsConsumer(deps, kafka);
    shutdown.register('competition results consumer', () => competitionResults.disconnect());

    if (env.JOBS_ENABLED) {
      startPeriodicJob({
        name: 'social',
        intervalMs: env.SOCIAL_JOB_INTERVAL_MS,
        work: () => runSocialJob(deps),
        logger,
        shutdown,
        db,
      });
      startProcessedEventsPruning({
        db,
        logger,
        shutdown,
        intervalMs: env.PROCESSED_EVENTS_PRUNE_INTERVAL_MS,
        retentionDays: env.PROCESSED_EVENTS_RETENTION_DAYS,
      });
    }
  },
});
