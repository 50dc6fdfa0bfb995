/** Analytics service boot: stores -> subgraph -> relay -> consumer -> jobs. */
// First: tracing patches http, express, pg and ioredis as they load (docs/observability.md).
import '@vh/kit/instrumentation';
import path from 'node:path';
import {
  ExchangeClient,
  createRedis,
  openDatabase,
  openKafka,
  runServiceEntry,
  startPeriodicJob,
  startProcessedEventsPruning,
  startServiceRelay,
  startServiceSubgraph,
} from '@vh/kit';
import { Topics } from '@vh/contracts';
import { startAnalyticsConsumer } from './consumers/analyticsConsumer';
import { startRatesContent } from './content/ratesContent';
import { buildAnalyticsContext, type AnalyticsContext } from './context';
import { createAnalyticsDeps } from './deps';
import { loadAnalyticsEnv } from './environment';
import { resolvers } from './resolvers';
import { computeDailyRecords } from './useCases/dailyRecords';
import { runLeagueJob } from './leagues/leagueJob';
import { runSeasonJob } from './seasons/seasonJob';
import { mountSeasonPointsRoute } from './seasons/seasonPointsRoute';
import { ensureLadders } from './useCases/ladders';

runServiceEntry({
  service: 'analytics',
  loadEnv: loadAnalyticsEnv,
  start: async (runtime) => {
    const { env, logger, shutdown } = runtime;
    const db = openDatabase(runtime, { max: 10 });
    const redis = createRedis(env.REDIS_URL, logger);
    shutdown.register('redis', async () => void redis.disconnect());
    const kafka = openKafka(runtime);
    const content = startRatesContent({
      contentUrl: env.CONTENT_URL,
      sharedSecret: env.GATEWAY_SHARED_SECRET,
      logger,
      kafka,
      shutdown,
    });
    const exchange = new ExchangeClient({
      gameUrl: env.GAME_URL,
      sharedSecret: env.GATEWAY_SHARED_SECRET,
      service: 'analytics',
    });
    const deps = createAnalyticsDeps(db, redis, content, exchange, logger);
    await ensureLadders(deps);

    await startServiceSubgraph<AnalyticsContext>(runtime, {
      schemaFile: path.join(__dirname, '..', 'schema.graphql'),
      resolvers,
      stores: { db, redis },
      buildContext: (base) => buildAnalyticsContext(base, deps),
      // Social's coven ladder asks for its members' season points.
      configureRoutes: (app) => mountSeasonPointsRoute(app, deps, env.GATEWAY_SHARED_SECRET, logger),
    });
    // Competition results (one CompetitionResult per player) go out through the outbox.
    await startServiceRelay(runtime, { db, kafka, topics: [Topics.analyticsCompetition] });
    const consumer = await startAnalyticsConsumer(deps, kafka);
    shutdown.register('analytics consumer', () => consumer.disconnect());

    if (env.JOBS_ENABLED) {
      startPeriodicJob({
        name: 'ladder-watch',
        intervalMs: env.LADDER_WATCH_INTERVAL_MS,
        work: () => ensureLadders(deps),
        logger,
        shutdown,
        db,
      });
      startPeriodicJob({
        name: 'seasons',
        intervalMs: env.SEASON_JOB_INTERVAL_MS,
        work: () => runSeasonJob(deps, env.SEASON_ARCHIVE_GRACE_MS),
        logger,
        shutdown,
        db,
      });
      startPeriodicJob({
        name: 'leagues',
        intervalMs: env.LEAGUE_JOB_INTERVAL_MS,
        work: () => runLeagueJob(deps, env.LEAGUE_RESULTS_GRACE_MS),
        logger,
        shutdown,
        db,
      });
      startPeriodicJob({
        name: 'daily-records',
        intervalMs: env.STATS_INTERVAL_MS,
        work: async () => void (await computeDailyRecords(deps)),
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
      // The rates' own claimed ids (a separate table, claimed with their counters) age the same way.
      startPeriodicJob({
        name: 'hunt-rate-claims-pruning',
        intervalMs: env.PROCESSED_EVENTS_PRUNE_INTERVAL_MS,
        work: async () => void (await deps.huntRates.pruneClaims(env.PROCESSED_EVENTS_RETENTION_DAYS)),
        logger,
        shutdown,
        db,
      });
    }
  },
});
