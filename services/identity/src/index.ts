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
  refusesPublicSecrets,
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
import { initialSigningKeys, watchSigningKeyFile } from './infrastructure/signingKeySource';
import { TokenIssuer } from './infrastructure/tokenIssuer';
import { mountSessionGenerationRoute } from './internal/sessionGenerationRoute';
import { MailWorker } from './mail/mailQueue';
import { AccountTokenRepository } from './repositories/accountTokenRepository';
import { SecondFactorRepository } from './repositories/secondFactorRepository';
import { SanctionStates } from './sanctions/sanctionStates';
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

    // Signing keys (docs/security.md#rotating-keys-and-secrets); public example keys refused in production.
    const refusePublicKeys = refusesPublicSecrets(process.env);
    const signingKeys = initialSigningKeys({ ...env, refusePublicKeys });
    if (!signingKeys) logger.warn('JWT_KEYS not set: using keys generated for this process only');
    else if (typeof signingKeys === 'string')
      logger.warn(
        'JWT_PRIVATE_KEY holds a single key, so rotating it ends every session: move it to JWT_KEYS (npm run keys:rotate)',
      );
    const issuer = new TokenIssuer(signingKeys, env.JWT_TTL_SECONDS);
    if (env.JWT_KEYS_FILE) {
      const stop = watchSigningKeyFile(env.JWT_KEYS_FILE, issuer, {
        intervalMs: env.JWT_KEYS_RELOAD_MS,
        refusePublicKeys,
        logger,
      });
      shutdown.register('signing key file', async () => stop());
    }
    const deps: IdentityDeps = {
      env,
      db,
      users: new UserRepository(db),
      accountTokens: new AccountTokenRepository(),
      hasher: PasswordHasher.of(env),
      issuer,
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
      sanctionStates: new SanctionStates(db, redis, logger, () => new Date()),
      now: () => new Date(),
    };
    shutdown.register('session announcer', async () => deps.sessions.stop());
    deps.sanctionStates.start();
    shutdown.register('sanction states', async () => deps.sanctionStates.stop());

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
