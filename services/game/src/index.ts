/** Game service boot: env -> logger -> stores -> content snapshot -> subgraph -> relay -> jobs -> ready. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'graphql';
import {
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
import { GameContent } from './content/gameContent';
import { buildGameContext, type GameContext } from './context';
import { createGameDeps } from './deps';
import { loadGameEnv } from './environment';
import { SERVICE_NAME } from './events';
import { startIdentityConsumer } from './consumers/identityConsumer';
import { startPaymentsConsumer } from './consumers/paymentsConsumer';
import { mountExchangeRoute } from './internal/exchangeRoute';
import { runAutoHunts } from './jobs/autoHuntJob';
import { resolvers } from './resolvers';
import { rotateMissions } from './useCases/missions';

async function main(): Promise<void> {
  const env = loadGameEnv();
  const logger = createLogger(SERVICE_NAME, env.LOG_LEVEL);
  const shutdown = new ShutdownManager(logger);
  shutdown.listen();

  const db = createDatabase(env.DATABASE_URL, { max: 20 });
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
  const deps = createGameDeps(db, new GameContent(snapshot), {
    playStartsAt: Date.parse(env.PLAY_STARTS_AT),
  });

  const subgraph = await startSubgraph<GameContext>({
    service: SERVICE_NAME,
    port: env.PORT,
    logger,
    sharedSecret: env.GATEWAY_SHARED_SECRET,
    typeDefs: parse(readFileSync(path.join(__dirname, '..', 'schema.graphql'), 'utf8')),
    resolvers,
    readinessChecks: { database: () => checkDatabase(db) },
    buildContext: (base) => buildGameContext(base, deps),
    configureRoutes: (app) => mountExchangeRoute(app, deps, env.GATEWAY_SHARED_SECRET, logger),
  });
  shutdown.register('subgraph', () => subgraph.stop());

  if (env.OUTBOX_RELAY_ENABLED) {
    await startOutboxRelay({
      db,
      databaseUrl: env.DATABASE_URL,
      kafka,
      topics: [Topics.gamePlayers],
      logger,
      service: SERVICE_NAME,
      shutdown,
    });
  }
  const identityConsumer = await startIdentityConsumer(deps, kafka, logger);
  shutdown.register('identity consumer', () => identityConsumer.disconnect());
  const paymentsConsumer = await startPaymentsConsumer(deps, kafka, logger);
  shutdown.register('payments consumer', () => paymentsConsumer.disconnect());

  if (env.JOBS_ENABLED) {
    startProcessedEventsPruning({ db, logger, shutdown, intervalMs: env.PROCESSED_EVENTS_PRUNE_INTERVAL_MS });
    startPeriodicJob({
      name: 'mission-rotation',
      intervalMs: env.MISSION_ROTATION_INTERVAL_MS,
      work: async () => void (await rotateMissions(deps, logger)),
      logger,
      shutdown,
    });
    startPeriodicJob({
      name: 'auto-hunt',
      intervalMs: env.AUTO_HUNT_INTERVAL_MS,
      work: async () => void (await runAutoHunts(deps, logger)),
      logger,
      shutdown,
    });
  }
  logger.info('game ready');
}

main().catch((error) => {
  process.stderr.write(`game failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
