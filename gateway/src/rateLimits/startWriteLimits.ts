import { Redis, type Logger, type ShutdownManager } from '@vh/kit/stateless';
import type { GatewayEnv } from '../environment';
import { WriteLimits } from './writeLimits';

/**
 * The write limits over a Redis connection of their own that fails fast while Redis is away (the
 * counters then fall back to each replica's memory), closed at shutdown.
 */
export function startWriteLimits(env: GatewayEnv, logger: Logger, shutdown: ShutdownManager): WriteLimits {
  const redis = new Redis(env.REDIS_URL, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: 500,
  });
  redis.on('error', (error: Error) => logger.debug({ err: error }, 'write limits Redis connection error'));
  shutdown.register('write limits redis', async () => redis.disconnect());
  return WriteLimits.inRedis(redis, env.writeLimits);
}
