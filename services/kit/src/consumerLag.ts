import type { Kafka } from 'kafkajs';
import type { Logger } from 'pino';
import { logicalTopic, physicalGroup, physicalTopic } from './kafkaNames';
import { promClient, registry } from './metrics';

/** A scrape waits at most this long for the lag; past it the gauge keeps its last figures. */
const SCRAPE_TIMEOUT_MS = 3000;

type Admin = ReturnType<Kafka['admin']>;

interface WatchedGroup {
  topics: string[];
  logger: Logger;
}

/** The consumer groups of this process whose lag the gauge shows, by logical group id. */
const watched = new Map<string, WatchedGroup>();
let kafkaForAdmin: Kafka | null = null;
let admin: Promise<Admin> | null = null;

/** Messages of each topic partition a consumer group of this process has not processed yet. */
export const consumerLag = new promClient.Gauge({
  name: 'vh_consumer_lag',
  help: 'Messages behind the end of each partition, per consumer group',
  labelNames: ['group', 'topic', 'partition'] as const,
  registers: [registry],
  // Measured when scraped, not on a timer: an unwatched service does no work for it.
  collect: async () => {
    if (watched.size > 0) await measureWithin(SCRAPE_TIMEOUT_MS);
  },
});

/**
 * Shows a consumer group's lag from now on (every consumer the kit starts calls this when it joins).
 * The lag is measured only when /metrics is scraped, over one Kafka admin connection kept between
 * scrapes (a handshake per scrape costs Kafka and this process) and closed with the last consumer.
 */
export function watchConsumerLag(
  kafka: Kafka,
  group: string,
  topics: string[],
  logger: Logger,
): () => Promise<void> {
  kafkaForAdmin ??= kafka;
  watched.set(group, { topics, logger });
  return async () => {
    watched.delete(group);
    consumerLag.reset();
    if (watched.size === 0) await dropAdmin();
  };
}

async function measureWithin(limitMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${limitMs} ms`)), limitMs);
  });
  try {
    await Promise.race([measureAll(), timeout]);
  } catch (error) {
    const [first] = watched.values();
    first?.logger.warn({ err: error }, 'consumer lag not measured; the gauge keeps its last figures');
    await dropAdmin();
  } finally {
    clearTimeout(timer);
  }
}

/** Each partition's end offset minus the group's committed offset, for every watched group. */
async function measureAll(): Promise<void> {
  const client = await connectedAdmin();
  for (const [group, { topics }] of watched) {
    const committed = await client.fetchOffsets({
      groupId: physicalGroup(group),
      topics: topics.map(physicalTopic),
    });
    for (const { topic, partitions } of committed) {
      const ends = await client.fetchTopicOffsets(topic);
      for (const end of ends) {
        const offset = Number(partitions.find((entry) => entry.partition === end.partition)?.offset ?? -1);
        const high = Number(end.high);
        // -1: nothing committed yet, so everything up to the end is still to be read.
        consumerLag.set(
          { group, topic: logicalTopic(topic), partition: String(end.partition) },
          offset < 0 ? high : Math.max(0, high - offset),
        );
      }
    }
  }
}

function connectedAdmin(): Promise<Admin> {
  const kafka = kafkaForAdmin;
  if (!kafka) throw new Error('no consumer group watched');
  return (admin ??= (async () => {
    const client = kafka.admin();
    await client.connect();
    return client;
  })());
}

/** Drops the admin connection (after a failure, so the next scrape connects afresh, or at the end). */
async function dropAdmin(): Promise<void> {
  const stale = admin;
  admin = null;
  await (await stale?.catch(() => null))?.disconnect().catch(() => undefined);
}
