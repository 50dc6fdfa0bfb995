/** Economy service boot: env -> logger -> stores -> content snapshot -> subgraph -> relay -> jobs -> ready. */
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
  startSubgraph,
} from '@vh/kit';
import { Topics } from '@vh/proto';
import { EconomyContent } from './content/economyContent';
import { buildEconomyContext, type EconomyContext } from './context';
import { createEconomyDeps } from './deps';
import { loadEconomyEnv } from './environment';
import { SERVICE_NAME } from './events';
import { settlePendingTrades } from './jobs/settlePendingTrades';
import { resolvers } from './resolvers';

async function main(): Promise<void> {
  const env = loadEconomyEnv();
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
  const exchange = new ExchangeClient({
    gameUrl: env.GAME_URL,
    sharedSecret: env.GATEWAY_SHARED_SECRET,
    service: SERVICE_NAME,
  });
  const deps = createEconomyDeps(db, new EconomyContent(snapshot), exchange);

  const subgraph = await startSubgraph<EconomyContext>({
    service: SERVICE_NAME,
    port: env.PORT,
    logger,
    sharedSecret: env.GATEWAY_SHARED_SECRET,
    typeDefs: parse(readFileSync(path.join(__dirname, '..', 'schema.graphql'), 'utf8')),
    resolvers,
    readinessChecks: { database: () => checkDatabase(db) },
    buildContext: (base) => buildEconomyContext(base, deps),
  });
  shutdown.register('subgraph', () => subgraph.stop());

  if (env.OUTBOX_RELAY_ENABLED) {
    await startOutboxRelay({
      db,
      databaseUrl: env.DATABASE_URL,
      kafka,
      topics: [Topics.economyTrades],
      logger,
      service: SERVICE_NAME,
      shutdown,
    });
  }
  if (env.JOBS_ENABLED) {
    startPeriodicJob({
      name: 'settle-pending-trades',
      intervalMs: env.SETTLE_INTERVAL_MS,
      work: async () => void (await settlePendingTrades(deps, env.SETTLE_AFTER_MS, logger)),
      logger,
      shutdown,
    });
  }
  logger.info('economy ready');
}

main().catch((error) => {
  process.stderr.write(`economy failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
