/** Identity service boot, in the house order: env -> logger -> stores -> subgraph -> shutdown -> ready. */
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
  startOutboxRelay,
  startSubgraph,
} from '@vh/kit';
import { Topics } from '@vh/proto';
import type { IdentityContext } from './context';
import type { IdentityDeps } from './deps';
import { loadIdentityEnv } from './environment';
import { SERVICE_NAME } from './events';
import { PasswordHasher } from './infrastructure/passwordHasher';
import { RateLimits } from './infrastructure/rateLimits';
import { TokenIssuer } from './infrastructure/tokenIssuer';
import { MailWorker } from './mail/mailQueue';
import { AccountTokenRepository } from './repositories/accountTokenRepository';
import { UserRepository } from './repositories/userRepository';
import { resolvers } from './resolvers';

async function main(): Promise<void> {
  const env = loadIdentityEnv();
  const logger = createLogger(SERVICE_NAME, env.LOG_LEVEL);
  const shutdown = new ShutdownManager(logger);
  shutdown.listen();

  const db = createDatabase(env.DATABASE_URL);
  shutdown.register('database', () => db.destroy());
  const redis = createRedis(env.REDIS_URL);
  shutdown.register('redis', () => redis.quit());
  const kafka = createKafka(SERVICE_NAME, env.KAFKA_BROKERS, logger);

  if (!env.JWT_PRIVATE_KEY)
    logger.warn('JWT_PRIVATE_KEY not set: using a key generated for this process only');
  const deps: IdentityDeps = {
    env,
    db,
    users: new UserRepository(db),
    accountTokens: new AccountTokenRepository(),
    hasher: new PasswordHasher(env.PASSWORD_PEPPER),
    issuer: new TokenIssuer(env.JWT_PRIVATE_KEY, env.JWT_TTL_SECONDS),
    limits: new RateLimits(redis, env),
    now: () => new Date(),
  };

  const subgraph = await startSubgraph<IdentityContext>({
    service: SERVICE_NAME,
    port: env.PORT,
    logger,
    sharedSecret: env.GATEWAY_SHARED_SECRET,
    typeDefs: parse(readFileSync(path.join(__dirname, '..', 'schema.graphql'), 'utf8')),
    resolvers,
    readinessChecks: { database: () => checkDatabase(db), redis: () => checkRedis(redis) },
    buildContext: (base) => ({ ...base, deps }),
    // Public keys only: the gateway (and anyone) may fetch them without the internal token.
    configureRoutes: (app) => app.get('/.well-known/jwks.json', (_req, res) => res.json(deps.issuer.jwks())),
  });
  shutdown.register('subgraph', () => subgraph.stop());

  if (env.OUTBOX_RELAY_ENABLED) {
    await startOutboxRelay({
      db,
      databaseUrl: env.DATABASE_URL,
      kafka,
      topics: [Topics.identityUsers],
      logger,
      service: SERVICE_NAME,
      shutdown,
    });
  }
  if (env.MAIL_WORKER_ENABLED) {
    const mailWorker = new MailWorker(db, env.SMTP_URL, env.MAIL_FROM, logger);
    mailWorker.start();
    shutdown.register('mail worker', () => mailWorker.stop());
  }
  logger.info('identity ready');
}

main().catch((error) => {
  process.stderr.write(`identity failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
