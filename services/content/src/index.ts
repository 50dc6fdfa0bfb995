/** Content service boot: env -> logger -> stores -> subgraph -> relay -> ready. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'graphql';
import {
  ShutdownManager,
  checkDatabase,
  createDatabase,
  createKafka,
  createLogger,
  startOutboxRelay,
  startSubgraph,
} from '@vh/kit';
import { Topics } from '@vh/proto';
import type { ContentContext } from './context';
import { createContentDeps } from './deps';
import { loadContentEnv } from './environment';
import { SERVICE_NAME } from './events';
import { mountSnapshotRoute } from './snapshot/snapshotRoute';
import { mountImageRoutes } from './images/imageRoutes';
import { EntryLookup } from './repositories/entryLookup';
import { resolvers } from './resolvers';

async function main(): Promise<void> {
  const env = loadContentEnv();
  const logger = createLogger(SERVICE_NAME, env.LOG_LEVEL);
  const shutdown = new ShutdownManager(logger);
  shutdown.listen();

  const db = createDatabase(env.DATABASE_URL);
  shutdown.register('database', () => db.destroy());
  const deps = createContentDeps(db);

  const subgraph = await startSubgraph<ContentContext>({
    service: SERVICE_NAME,
    port: env.PORT,
    logger,
    sharedSecret: env.GATEWAY_SHARED_SECRET,
    typeDefs: parse(readFileSync(path.join(__dirname, '..', 'schema.graphql'), 'utf8')),
    resolvers,
    readinessChecks: { database: () => checkDatabase(db) },
    buildContext: (base) => ({ ...base, deps, lookup: new EntryLookup(deps.entries) }),
    configureRoutes: (app) => {
      mountImageRoutes(app, deps.images, env.GATEWAY_SHARED_SECRET, logger);
      mountSnapshotRoute(app, deps, env.GATEWAY_SHARED_SECRET, logger);
    },
  });
  shutdown.register('subgraph', () => subgraph.stop());

  if (env.OUTBOX_RELAY_ENABLED) {
    await startOutboxRelay({
      db,
      databaseUrl: env.DATABASE_URL,
      kafka: createKafka(SERVICE_NAME, env.KAFKA_BROKERS, logger),
      topics: [Topics.contentChanges],
      logger,
      service: SERVICE_NAME,
      shutdown,
    });
  }
  logger.info('content ready');
}

main().catch((error) => {
  process.stderr.write(`content failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
