import {
  Kafka,
  Partitioners,
  logLevel,
  type Consumer,
  type EachMessagePayload,
  type Producer,
} from 'kafkajs';
import { decodeEnvelope, type EventEnvelope } from '@vh/proto';
import type { Logger } from 'pino';
import { logicalTopic, physicalGroup, physicalTopic } from './kafkaNames';

/** A fetch size the game's event rates never reach, so a gathering consumer's fetch waits its time. */
const GATHER_MIN_BYTES = 1024 * 1024;

export type { Kafka, Producer, Consumer };

/** kafkajs logs through the service's pino logger instead of its own console writer. */
function kafkaLogCreator(logger: Logger) {
  return () =>
    ({ level, log }: { level: logLevel; log: { message: string } & Record<string, unknown> }) => {
      const { message, ...extra } = log;
      if (level <= logLevel.ERROR) logger.error(extra, message);
      else if (level === logLevel.WARN) logger.warn(extra, message);
      else logger.debug(extra, message);
    };
}

export function createKafka(clientId: string, brokers: string[], logger: Logger): Kafka {
  return new Kafka({
    clientId,
    brokers,
    logLevel: logLevel.WARN,
    logCreator: kafkaLogCreator(logger.child({ component: 'kafka' })),
    retry: { retries: 5, initialRetryTime: 200 },
  });
}

/**
 * One request in flight keeps per-key order. Not kafkajs' idempotent mode: its InitProducerId call
 * fails against Kafka 4 (see docs/kafka.md), and consumers dedupe on event id anyway.
 */
export function createProducer(kafka: Kafka): Producer {
  return kafka.producer({
    maxInFlightRequests: 1,
    allowAutoTopicCreation: true,
    createPartitioner: Partitioners.DefaultPartitioner,
  });
}

export interface ConsumedEvent {
  envelope: EventEnvelope;
  topic: string;
  partition: number;
  offset: string;
}

/** A connected consumer of the group, subscribed to its topics (created first if missing). */
async function subscribedConsumer(options: {
  kafka: Kafka;
  groupId: string;
  topics: string[];
  fromBeginning?: boolean;
  gatherMs?: number;
}): Promise<Consumer> {
  // A consumer may start before the producing service has created its topics (a fresh cluster).
  await ensureTopics(options.kafka, options.topics);
  const consumer = options.kafka.consumer({
    groupId: physicalGroup(options.groupId),
    allowAutoTopicCreation: true,
    // With a gathering time the broker answers a fetch once that time passed (the byte floor is never
    // reached at this game's rates), so each fetch brings that long's events at once.
    ...(options.gatherMs ? { minBytes: GATHER_MIN_BYTES, maxWaitTimeInMs: options.gatherMs } : {}),
  });
  await consumer.connect();
  await consumer.subscribe({
    topics: options.topics.map(physicalTopic),
    fromBeginning: options.fromBeginning ?? true,
  });
  return consumer;
}

/**
 * Runs a consumer group over `topics`, decoding every message into its envelope. The handler must be
 * idempotent on `envelope.id` (see `processOnce`); offsets are committed only after it returns.
 */
export async function startEventConsumer(options: {
  kafka: Kafka;
  groupId: string;
  topics: string[];
  fromBeginning?: boolean;
  logger: Logger;
  handle: (event: ConsumedEvent) => Promise<void>;
}): Promise<Consumer> {
  const consumer = await subscribedConsumer(options);
  await consumer.run({
    eachMessage: async ({ topic, partition, message }: EachMessagePayload) => {
      if (!message.value) return;
      const envelope = decodeEnvelope(message.value);
      await options.handle({ envelope, topic: logicalTopic(topic), partition, offset: message.offset });
    },
  });
  return consumer;
}

/**
 * Like `startEventConsumer`, but hands over each partition's batch in chunks (offsets committed
 * after each chunk): for consumers that gain from applying many events in one transaction.
 */
export async function startBatchEventConsumer(options: {
  kafka: Kafka;
  groupId: string;
  topics: string[];
  fromBeginning?: boolean;
  logger: Logger;
  /** Most events handed over at once. */
  chunkSize?: number;
  /**
   * How long the broker may wait to fill a fetch (ms): fewer, larger batches for a little latency.
   * Without it, a fetch answers as soon as one event is there.
   */
  gatherMs?: number;
  handle: (events: ConsumedEvent[]) => Promise<void>;
}): Promise<Consumer> {
  const consumer = await subscribedConsumer(options);
  const chunkSize = options.chunkSize ?? 500;
  await consumer.run({
    eachBatchAutoResolve: false,
    partitionsConsumedConcurrently: 3,
    eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale }) => {
      for (let start = 0; start < batch.messages.length; start += chunkSize) {
        if (!isRunning() || isStale()) return;
        const messages = batch.messages.slice(start, start + chunkSize);
        const events = messages
          .filter((message) => message.value)
          .map((message) => ({
            envelope: decodeEnvelope(message.value!),
            topic: logicalTopic(batch.topic),
            partition: batch.partition,
            offset: message.offset,
          }));
        await options.handle(events);
        resolveOffset(messages[messages.length - 1]!.offset);
        await heartbeat();
      }
    },
  });
  return consumer;
}

/** Each partition's next offset now (its high watermark), creating the topic when missing. */
export async function currentOffsets(
  kafka: Kafka,
  topic: string,
): Promise<{ partition: number; offset: string }[]> {
  await ensureTopics(kafka, [topic]);
  const admin = kafka.admin();
  await admin.connect();
  try {
    return (await admin.fetchTopicOffsets(physicalTopic(topic))).map(({ partition, offset }) => ({
      partition,
      offset,
    }));
  } finally {
    await admin.disconnect();
  }
}

/**
 * Creates topics that do not exist yet (idempotent). Replication follows the broker's default, so a
 * cluster with min.insync.replicas > 1 gets properly replicated topics.
 */
export async function ensureTopics(kafka: Kafka, topics: readonly string[], partitions = 3): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = topics.map(physicalTopic).filter((topic) => !existing.has(topic));
    if (missing.length > 0) {
      await admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => ({ topic, numPartitions: partitions })),
      });
    }
  } finally {
    await admin.disconnect();
  }
}
