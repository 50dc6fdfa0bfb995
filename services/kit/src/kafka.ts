import { setTimeout as sleep } from 'node:timers/promises';
import {
  Kafka,
  Partitioners,
  logLevel,
  type Consumer,
  type EachMessagePayload,
  type Producer,
} from 'kafkajs';
import { decodeEnvelope, type EventEnvelope } from '@vh/contracts';
import type { Logger } from 'pino';
import { inEventBatchSpans, inEventSpan } from './eventTracing';
import { kafkaLogCreator } from './kafkaLogs';
import { kafkaReadiness } from './kafkaReadiness';
import { watchConsumerLag } from './consumerLag';
import { applyKafkajsIdleFix } from './kafkajsIdleFix';
import { logicalTopic, physicalGroup, physicalTopic } from './kafkaNames';
import type { KafkaSecurity } from './kafkaSecurity';

export type { Kafka, Producer, Consumer };

// Before any client connects: an idle kafkajs connection would otherwise spin (kafkajsIdleFix.ts).
applyKafkajsIdleFix();

/** A Kafka client; `security` is TLS and SASL as `kafkaSecurity` reads them from the environment. */
export function createKafka(
  clientId: string,
  brokers: string[],
  logger: Logger,
  security: KafkaSecurity = {},
): Kafka {
  return new Kafka({
    clientId,
    brokers,
    ...security,
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

interface ConsumerOptions {
  kafka: Kafka;
  groupId: string;
  topics: string[];
  fromBeginning?: boolean;
  logger: Logger;
  /** Called once the consumer runs (a seek needs a running consumer). */
  onRunning?: (consumer: Consumer) => void;
  /** /readyz waits until the group was joined once: for services whose work is this consumer's. */
  readiness?: boolean;
  /**
   * Whether vh_consumer_lag shows the group (default true). Off for a process's own broadcast group
   * (a group id per process): it commits nothing until a message comes, so "behind" would count the
   * whole topic, and a new id per start would leave a new series each time.
   */
  reportLag?: boolean;
}

/** Longest pause between two attempts to join: Kafka may be away for minutes. */
const JOIN_RETRY_MAX_MS = 10_000;

/**
 * A consumer of the group that joins in the background: it creates its topics when missing,
 * connects, subscribes and runs, and tries again after a failure until it runs or is disconnected.
 * Joining can wait out a killed member's session (30 s) and Kafka may be away while a service starts;
 * neither may hold up the service's boot or end it (see docs/fault-drills.md).
 */
function joiningConsumer(options: ConsumerOptions, run: (consumer: Consumer) => Promise<void>): Consumer {
  // kafkajs' defaults: a fetch waits at the broker until one event arrives or 5 s passed (a long
  // poll: an idle consumer asks once per 5 s and hears an event at once), heartbeats every 3 s.
  const consumer = options.kafka.consumer({
    groupId: physicalGroup(options.groupId),
    allowAutoTopicCreation: true,
  });
  let disconnected = false;
  const unwatchLag =
    options.reportLag === false
      ? async () => undefined
      : watchConsumerLag(options.kafka, options.groupId, options.topics, options.logger);
  consumer.on(consumer.events.DISCONNECT, () => {
    disconnected = true;
    void unwatchLag();
  });
  if (options.readiness)
    consumer.on(consumer.events.GROUP_JOIN, kafkaReadiness.expect(`consumer group ${options.groupId}`));
  const join = async () => {
    // A consumer may start before the producing service has created its topics (a fresh cluster).
    await ensureTopics(options.kafka, options.topics);
    await consumer.connect();
    await consumer.subscribe({
      topics: options.topics.map(physicalTopic),
      fromBeginning: options.fromBeginning ?? true,
    });
    await run(consumer);
    options.onRunning?.(consumer);
  };
  void (async () => {
    for (let failures = 0; !disconnected; failures += 1) {
      try {
        return await join();
      } catch (error) {
        if (disconnected) return;
        options.logger.warn({ err: error, groupId: options.groupId }, 'consumer not running yet; retrying');
        await new Promise((resolve) => setTimeout(resolve, Math.min(500 * 2 ** failures, JOIN_RETRY_MAX_MS)));
      }
    }
  })();
  return consumer;
}

/**
 * Runs a consumer group over `topics`, decoding every message into its envelope. The handler must be
 * idempotent on `envelope.id` (see `processOnce`); offsets are committed only after it returns. The
 * consumer joins in the background (`joiningConsumer`).
 */
export async function startEventConsumer(
  options: ConsumerOptions & { handle: (event: ConsumedEvent) => Promise<void> },
): Promise<Consumer> {
  return joiningConsumer(options, (consumer) =>
    consumer.run({
      eachMessage: async ({ topic, partition, message }: EachMessagePayload) => {
        if (!message.value) return;
        const event = { envelope: decodeEnvelope(message.value), topic: logicalTopic(topic) };
        await inEventSpan({ ...event, groupId: options.groupId }, () =>
          options.handle({ ...event, partition, offset: message.offset }),
        );
      },
    }),
  );
}

/**
 * Like `startEventConsumer`, but hands over each partition's batch in chunks (offsets committed
 * after each chunk): for consumers that gain from applying many events in one transaction.
 */
export async function startBatchEventConsumer(
  options: ConsumerOptions & {
    /** Most events handed over at once. */
    chunkSize?: number;
    /**
     * Least time between two fetches while events flow (ms): after a batch the consumer waits out the
     * rest of it, so the next fetch brings that long's events at once (fewer, larger batches for a
     * little latency). An idle consumer still long-polls and hears the first event at once; a fetch
     * that waited at the broker for it is not held back. Without it, fetches follow each other.
     */
    gatherMs?: number;
    handle: (events: ConsumedEvent[]) => Promise<void>;
  },
): Promise<Consumer> {
  const chunkSize = options.chunkSize ?? 500;
  return joiningConsumer(options, (consumer) =>
    consumer.run({
      eachBatchAutoResolve: false,
      partitionsConsumedConcurrently: 3,
      eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale }) => {
        const arrived = Date.now();
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
          await inEventBatchSpans(events, options.groupId, () => options.handle(events));
          resolveOffset(messages[messages.length - 1]!.offset);
          await heartbeat();
        }
        // The fetcher fetches again once every batch of this fetch returned: gathering happens here.
        const gather = (options.gatherMs ?? 0) - (Date.now() - arrived);
        if (gather > 0 && isRunning()) await sleep(gather);
      },
    }),
  );
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
