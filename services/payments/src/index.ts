/** Payments service boot: env -> logger -> stores -> content snapshot -> subgraph -> catalogue seed -> ready. */
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
  startSubgraph,
} from '@vh/kit';
import { PaymentsContent } from './content/paymentsContent';
import { buildPaymentsContext, type PaymentsContext } from './context';
import { createPaymentsDeps } from './deps';
import { loadPaymentsEnv } from './environment';
import { resolvers } from './resolvers';
import { seedLaunchCatalogue } from './useCases/packages';

const SERVICE_NAME = 'payments';

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
  const deps = createPaymentsDeps(db, new PaymentsContent(snapshot));

  const subgraph = await startSubgraph<PaymentsContext>({
    service: SERVICE_NAME,
    port: env.PORT,
    logger,
    sharedSecret: env.GATEWAY_SHARED_SECRET,
    typeDefs: parse(readFileSync(path.join(__dirname, '..', 'schema.graphql'), 'utf8')),
    resolvers,
    readinessChecks: { database: () => checkDatabase(db) },
    buildContext: (base) => buildPaymentsContext(base, deps),
  });
  shutdown.register('subgraph', () => subgraph.stop());
  await seedLaunchCatalogue(deps, logger);
  logger.info('payments ready');
}

main().catch((error) => {
  process.stderr.write(`payments failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
