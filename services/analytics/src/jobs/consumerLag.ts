import {
  logicalTopic,
  physicalGroup,
  physicalTopic,
  type Kafka,
  type Logger,
  type ShutdownManager,
} from '@vh/kit';
import { ANALYTICS_GROUP, ANALYTICS_TOPICS } from '../consumers/analyticsConsumer';
import { consumerLag, measureLagOnScrape } from '../metrics';

/** A scrape waits at most this long for the lag; past it the gauge keeps its last figures. */
const SCRAPE_TIMEOUT_MS = 3000;

type Admin = ReturnType<Kafka['admin']>;

/** Refreshes the lag gauge: each partition's end offset minus the group's committed offset. */
export async function measureConsumerLag(admin: Admin): Promise<void> {
  const committed = await admin.fetchOffsets({
    groupId: physicalGroup(ANALYTICS_GROUP),
    topics: ANALYTICS_TOPICS.map(physicalTopic),
  });
  for (const { topic, partitions } of committed) {
    const ends = await admin.fetchTopicOffsets(topic);
    for (const end of ends) {
      const offset = Number(partitions.find((entry) => entry.partition === end.partition)?.offset ?? -1);
      const high = Number(end.high);
      // -1: nothing committed yet, so everything up to the end is still to be read.
      consumerLag.set(
        { topic: logicalTopic(topic), partition: String(end.partition) },
        offset < 0 ? high : Math.max(0, high - offset),
      );
    }
  }
}

/**
 * Measures the lag when /metrics is scraped instead of on a timer, so nobody watching costs nothing.
 * One admin client is kept connected between scrapes (a connection per scrape costs Kafka and this
 * process a handshake each) and dropped after a failure, so the next scrape connects afresh.
 */
export function measureConsumerLagOnScrape(kafka: Kafka, logger: Logger, shutdown: ShutdownManager): void {
  let admin: Promise<Admin> | null = null;
  const connected = () =>
    (admin ??= (async () => {
      const client = kafka.admin();
      await client.connect();
      return client;
    })());
  const drop = async () => {
    const stale = admin;
    admin = null;
    await (await stale?.catch(() => null))?.disconnect().catch(() => undefined);
  };
  measureLagOnScrape(async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${SCRAPE_TIMEOUT_MS} ms`)),
        SCRAPE_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([connected().then(measureConsumerLag), timeout]);
    } catch (error) {
      logger.warn({ err: error }, 'consumer lag not measured; the gauge keeps its last figures');
      await drop();
    } finally {
      clearTimeout(timer);
    }
  });
  shutdown.register('consumer lag admin', drop);
}
