/** Identity service boot: stores -> subgraph (with the JWKS route) -> relay -> mail worker. */
// Before anything uses libuv's thread pool: its size (argon2 runs there).
import './threadPool';
// Then tracing, which patches http, express, pg and ioredis as they load (docs/observability.md).
import '@vh/kit/instrumentation';
import path from 'node:path';
import {
  createRedis,
  openDatabase,
  openKafka,
  runServiceEntry,
  startServiceRelay,
  startServiceSubgraph,
} from '@vh/kit';
import { Topics } from '@vh/contracts';
import type { IdentityContext } from './context';
import type { IdentityDeps } from './deps';
import { loadIdentityEnv } from './environment';
import { SERVICE_NAME } from './events';
import { DeviceTokens } from './domain/deviceTokens';
import { LoginThrottle } from './infrastructure/loginThrottle';
import { PasswordHasher } from './infrastructure/passwordHasher';
import { RateLimits } from './infrastructure/rateLimits';
import { SecondFactorKeys } from './infrastructure/secondFactorKeys';
import { SessionAnnouncer } from './infrastructure/sessionAnnouncer';
import { TokenIssuer } from './infrastructure/tokenIssuer';
import { mountSessionGenerationRoute } from './internal/sessionGenerationRoute';
import { MailWorker } from './mail/mailQueue';
import { AccountTokenRepository } from './repositories/accountTokenRepository';
import { SecondFactorRepository } from './repositories/secondFactorRepository';
import { UserRepository } from './repositories/userRepository';
import { resolvers } from './resolvers';

runServiceEntry({
  service: SERVICE_NAME,
  loadEnv: loadIdentityEnv,
  start: async (runtime) => {
    const { env, logger, shutdown } = runtime;
    const db = openDatabase(runtime);
    const redis = createRedis(env.REDIS_URL, logger);
    shutdown.register('redis', () => redis.quit());
    const kafka = openKafka(runtime);

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
      loginThrottle: new LoginThrottle(redis, {
        account: {
          freeAttempts: env.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT,
          maxDelaySeconds: env.LOGIN_MAX_DELAY_SECONDS,
          forgetAfterSeconds: 15 * 60,
        },
        device: {
          freeAttempts: env.RATE_LIMIT_LOGIN_FAILURES_PER_DEVICE,
          maxDelaySeconds: env.LOGIN_MAX_DELAY_SECONDS,
          forgetAfterSeconds: 15 * 60,
        },
      }),
      devices: new DeviceTokens(env.PASSWORD_PEPPER),
      secondFactors: new SecondFactorRepository(db),
      secondFactorKeys: new SecondFactorKeys(env.PASSWORD_PEPPER),
      redis,
      sessions: new SessionAnnouncer(redis, logger),
      now: () => new Date(),
    };
    shutdown.register('session announcer', async () => deps.sessions.stop());

    await startServiceSubgraph<IdentityContext>(runtime, {
      schemaFile: path.join(__dirname, '..', 'schema.graphql'),
      resolvers,
      stores: { db, redis },
      buildContext: (base) => ({ ...base, deps }),
      // Public keys only: the gateway (and anyone) may fetch them without the internal token.
      configureRoutes: (app) => {
        app.get('/.well-known/jwks.json', (_req, res) => res.json(deps.issuer.jwks()));
        mountSessionGenerationRoute(app, deps, env.GATEWAY_SHARED_SECRET, logger);
      },
    });
    await startServiceRelay(runtime, { db, kafka, topics: [Topics.identityUsers] });
    if (env.MAIL_WORKER_ENABLED) {
      const mailWorker = new MailWorker(db, env.DATABASE_URL, env.SMTP_URL, env.MAIL_FROM, logger);
      mailWorker.start();
      shutdown.register('mail worker', () => mailWorker.stop());
    }
  },
});
