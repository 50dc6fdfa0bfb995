import { Redis } from 'ioredis';
import type { Logger } from 'pino';

export { Redis };

/**
 * The service's Redis client. Connection errors are logged as warnings (ioredis retries on its own,
 * backing off to 2 s): without a listener, ioredis prints each as an "Unhandled error event" trace.
 */
export function createRedis(url: string, logger: Logger): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableReadyCheck: true, lazyConnect: false });
  redis.on('error', (error: Error) => logger.warn({ err: error }, 'Redis connection error'));
  return redis;
}

export async function checkRedis(redis: Redis): Promise<void> {
  await redis.ping();
}
