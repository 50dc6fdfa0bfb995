import { Redis, type Logger, type ShutdownManager } from '@vh/kit/stateless';
import type { GatewayEnv } from '../environment';
import { SessionGenerations } from './sessionGenerations';

/**
 * Two Redis connections: one for reads, which fails fast while Redis is away (identity answers
 * instead), and one subscribed to identity's announcements of ended sessions.
 */
export async function startSessionGenerations(
  env: GatewayEnv,
  identityOrigin: string,
  logger: Logger,
  shutdown: ShutdownManager,
): Promise<SessionGenerations> {
  const options = { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 500 };
  const redis = new Redis(env.REDIS_URL, options);
  const subscriber = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
  for (const connection of [redis, subscriber]) {
    connection.on('error', (error: Error) => logger.debug({ err: error }, 'session Redis connection error'));
  }
  shutdown.register('session redis', async () => {
    subscriber.disconnect();
    redis.disconnect();
  });
  const sessions = new SessionGenerations(redis, subscriber, {
    identityOrigin,
    sharedSecret: env.GATEWAY_SHARED_SECRET,
    logger,
  });
  await sessions.start();
  return sessions;
}
