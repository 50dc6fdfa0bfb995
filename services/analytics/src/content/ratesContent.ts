import { ContentSnapshotCache, type Kafka, type Logger } from '@vh/kit';

/** What the rates read of content: entries by kind, from the snapshot the service caches. */
export type RatesContent = Pick<ContentSnapshotCache, 'entry' | 'entries' | 'version'>;

const RETRY_MAX_MS = 10_000;

/**
 * The content snapshot the published rates read (configured rates, what players may see). Analytics
 * must apply events whether content is up or not (and starts before it in a local stack), so the
 * snapshot loads in the background and is retried until it is there; the rate queries answer 503
 * until then.
 */
export function startRatesContent(options: {
  contentUrl: string;
  sharedSecret: string;
  logger: Logger;
  kafka: Kafka;
  shutdown: { register(name: string, run: () => Promise<unknown>): void };
}): ContentSnapshotCache {
  const { logger } = options;
  const cache = new ContentSnapshotCache({ ...options, service: 'analytics' });
  let stopped = false;
  options.shutdown.register('content snapshot', async () => {
    stopped = true;
    await cache.stop();
  });
  void (async () => {
    for (let failures = 0; !stopped; failures += 1) {
      try {
        return await cache.start(options.kafka);
      } catch (error) {
        logger.warn({ err: error }, 'content snapshot not loaded yet; retrying');
        await new Promise((resolve) => setTimeout(resolve, Math.min(500 * 2 ** failures, RETRY_MAX_MS)));
      }
    }
  })();
  return cache;
}
