import { Redis } from 'ioredis';

export { Redis };

export function createRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableReadyCheck: true, lazyConnect: false });
}

export async function checkRedis(redis: Redis): Promise<void> {
  await redis.ping();
}
