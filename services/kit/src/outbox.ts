import { randomUUID } from 'node:crypto';
import type { DescMessage, MessageShape } from '@bufbuild/protobuf';
import { decodeEnvelope, encodeEvent } from '@vh/contracts';
import type { Knex } from 'knex';
import type { Kafka, Producer } from 'kafkajs';
import pg from 'pg';
import type { Logger } from 'pino';
import { activeTraceContext, inPublishSpan } from './eventTracing';
import { createProducer, ensureTopics } from './kafka';
import { kafkaReadiness } from './kafkaReadiness';
import { physicalTopic } from './kafkaNames';
import { outboxPending, outboxPublished } from './metrics';

const OUTBOX_TABLE = 'outbox';
const NOTIFY_CHANNEL = 'outbox_event';
const PENDING_REPORT_INTERVAL_MS = 1000;
/**
 * Advisory lock that lets one relay of a service (its replicas share the database) publish at a time:
 * two relays sending consecutive batches at once could put a key's later event on Kafka before an
 * earlier one. Any constant works; each service's outbox lives in a database of its own.
 */
const PUBLISH_LOCK_KEY = 7_668_001;

/** Migration helper: every service that publishes events calls this in one of its migrations. */
export async function createOutboxTable(db: Knex): Promise<void> {
  await db.schema.createTable(OUTBOX_TABLE, (table) => {
    table.uuid('id').primary();
    table.text('topic').notNullable();
    table.text('message_key');
    table.text('event_type').notNullable();
    table.binary('payload').notNullable();
    table.text('request_id');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.timestamp('published_at', { useTz: true });
    table.integer('attempts').notNullable().defaultTo(0);
    table.text('last_error');
  });
  await db.raw(
    `create index outbox_unpublished_idx on ${OUTBOX_TABLE} (created_at) where published_at is null`,
  );
}

export async function dropOutboxTable(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists(OUTBOX_TABLE);
}

export interface OutboxEvent<Desc extends DescMessage> {
  topic: string;
  /** Partition key: events with the same key keep their order (usually the user id). */
  key: string;
  schema: Desc;
  payload: MessageShape<Desc>;
  producer: string;
  requestId?: string;
  occurredAt?: Date;
}

/** Transactions that already asked for a relay wake-up. */
const notified = new WeakSet<Knex.Transaction>();

/** An outbox row ready to insert; `id` is the event id. */
export interface OutboxInsert {
  id: string;
  topic: string;
  message_key: string;
  event_type: string;
  payload: Buffer;
  request_id: string | null;
}

/** Encodes an event as its outbox row (for callers that batch their writes, see `writeTogether`). */
export function outboxRowOf<Desc extends DescMessage>(event: OutboxEvent<Desc>): OutboxInsert {
  const id = randomUUID();
  const bytes = encodeEvent(event.schema, event.payload, {
    id,
    occurredAt: event.occurredAt ?? new Date(),
    producer: event.producer,
    ...(event.requestId ? { requestId: event.requestId } : {}),
    traceContext: activeTraceContext(),
  });
  return {
    id,
    topic: event.topic,
    message_key: event.key,
    event_type: event.schema.typeName,
    payload: Buffer.from(bytes),
    request_id: event.requestId ?? null,
  };
}

/** The insert of outbox rows, not yet run (rows keep their order). */
export function outboxInsert(trx: Knex.Transaction, rows: readonly OutboxInsert[]): Knex.QueryBuilder {
  return trx(OUTBOX_TABLE).insert([...rows]);
}

/** Wakes the relays at commit instead of at their next poll; use once per transaction. */
export function outboxWakeUp(trx: Knex.Transaction): Knex.Raw {
  return trx.raw('select pg_notify(?, ?)', [NOTIFY_CHANNEL, '']);
}

/**
 * Writes an event in the caller's transaction, so it exists if and only if the state change commits.
 * Returns the event id.
 */
export async function enqueueEvent<Desc extends DescMessage>(
  trx: Knex.Transaction,
  event: OutboxEvent<Desc>,
): Promise<string> {
  const row = outboxRowOf(event);
  await outboxInsert(trx, [row]);
  // Delivered at commit; wakes the relay at once instead of at its next poll. One per transaction.
  if (!notified.has(trx)) {
    notified.add(trx);
    await outboxWakeUp(trx);
  }
  return row.id;
}

interface OutboxRow {
  id: string;
  topic: string;
  message_key: string | null;
  payload: Buffer;
  request_id: string | null;
}

export interface OutboxRelayOptions {
  db: Knex;
  databaseUrl: string;
  producer: Producer;
  logger: Logger;
  service: string;
  batchSize?: number;
  /**
   * Poll interval while the relay hears no notifications (its listener lost, e.g. PostgreSQL
   * restarted, until a batch goes through again and it listens anew).
   */
  pollIntervalMs?: number;
  /**
   * Safety poll while the listener is up: every commit notifies the relay, so this only covers a
   * notification lost on the way. Long, so an idle relay costs nothing.
   */
  fallbackPollMs?: number;
  /** Published rows are deleted after this long. */
  retentionHours?: number;
}

/**
 * Moves committed outbox rows to Kafka, oldest first. Safe with several replicas: one relay at a time
 * publishes (a transaction-level advisory lock; the others find it taken and wait for their next
 * turn), so each key's events reach Kafka in the order they were committed. A batch is marked
 * published in the same transaction only after Kafka acknowledged it. When Kafka is down the rows stay and are retried with backoff; nothing is lost, and a crash
 * between the send and the commit can only cause a redelivery, which consumers dedupe on event id.
 */
export class OutboxRelay {
  private running = false;
  private wake: (() => void) | null = null;
  private listener: pg.Client | null = null;
  private loop: Promise<void> | null = null;
  private failures = 0;
  private lastCleanup = 0;
  private lastPendingReport = 0;
  private notifiedSinceBatch = false;

  constructor(private readonly options: OutboxRelayOptions) {}

  private get batchSize(): number {
    return this.options.batchSize ?? 200;
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    await this.listen();
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }

  /** Publishes one batch; returns how many rows were published. Exposed for tests and tools. */
  async publishBatch(): Promise<number> {
    const { db, producer } = this.options;
    const { batchSize } = this;
    return db.transaction(async (trx) => {
      const { rows: lock } = (await trx.raw('select pg_try_advisory_xact_lock(?) as locked', [
        PUBLISH_LOCK_KEY,
      ])) as { rows: { locked: boolean }[] };
      if (!lock[0]?.locked) return 0;
      const rows: OutboxRow[] = await trx(OUTBOX_TABLE)
        .select('id', 'topic', 'message_key', 'payload', 'request_id')
        .whereNull('published_at')
        .orderBy('created_at')
        .limit(batchSize)
        .forUpdate()
        .skipLocked();
      if (rows.length === 0) return 0;
      await inPublishSpan(
        rows.length,
        () => rows.map((row) => decodeEnvelope(row.payload)),
        async () => {
          await producer.sendBatch({ topicMessages: groupByTopic(rows), acks: -1 });
          await trx(OUTBOX_TABLE)
            .whereIn(
              'id',
              rows.map((row) => row.id),
            )
            .update({ published_at: trx.fn.now(), attempts: trx.raw('attempts + 1'), last_error: null });
        },
      );
      outboxPublished.inc({ service: this.options.service }, rows.length);
      return rows.length;
    });
  }

  private async run(): Promise<void> {
    const { logger, pollIntervalMs = 1000, fallbackPollMs = 30_000 } = this.options;
    while (this.running) {
      let published = 0;
      this.notifiedSinceBatch = false;
      try {
        published = await this.publishBatch();
        this.failures = 0;
        // A batch went through, so PostgreSQL is back: listen again if a restart cost the listener,
        // and look once more for rows committed between that batch and the LISTEN.
        if (!this.listener) {
          await this.listen();
          if (this.listener) this.notifiedSinceBatch = true;
        }
        await this.cleanupPublished();
        await this.reportPending();
      } catch (error) {
        this.failures += 1;
        logger.warn({ err: error, failures: this.failures }, 'outbox relay could not publish; will retry');
        await this.recordFailure(error).catch(() => undefined);
      }
      // A full batch may have left rows behind, and a notification during the batch means new ones;
      // otherwise everything committed so far went out, and the relay sleeps until the next one.
      const more = published >= this.batchSize || this.notifiedSinceBatch;
      if (more && this.failures === 0) continue;
      const idle = this.listener ? fallbackPollMs : pollIntervalMs;
      await this.sleep(this.failures > 0 ? Math.min(200 * 2 ** this.failures, 5000) : idle);
    }
  }

  private async listen(): Promise<void> {
    const listener = new pg.Client({ connectionString: this.options.databaseUrl });
    listener.on('notification', () => {
      this.notifiedSinceBatch = true;
      this.wake?.();
    });
    const lost = (error?: Error) => {
      if (this.listener !== listener) return;
      this.options.logger.warn({ err: error }, 'outbox listener lost; polling every second until it is back');
      this.listener = null;
      // Wakes the loop, which sleeps the short interval from now on.
      this.wake?.();
    };
    listener.on('error', lost);
    listener.on('end', () => lost());
    try {
      await listener.connect();
      await listener.query(`listen ${NOTIFY_CHANNEL}`);
      this.listener = listener;
    } catch (error) {
      this.options.logger.warn({ err: error }, 'outbox listener unavailable; polling every second');
      void listener.end().catch(() => undefined);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  private async recordFailure(error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    await this.options.db.raw(
      `update ${OUTBOX_TABLE} set attempts = attempts + 1, last_error = ?
       where id in (select id from ${OUTBOX_TABLE} where published_at is null order by created_at limit 1)`,
      [message.slice(0, 500)],
    );
  }

  /**
   * The pending gauge, at most once a second: counting is a query of its own. An idle relay wakes
   * only at its fallback poll, so it counts that rarely too.
   */
  private async reportPending(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPendingReport < PENDING_REPORT_INTERVAL_MS) return;
    this.lastPendingReport = now;
    const [{ count }] = (await this.options
      .db(OUTBOX_TABLE)
      .whereNull('published_at')
      .count({ count: '*' })) as [{ count: number | string }];
    outboxPending.set({ service: this.options.service }, Number(count));
  }

  private async cleanupPublished(): Promise<void> {
    const now = Date.now();
    if (now - this.lastCleanup < 60_000) return;
    this.lastCleanup = now;
    await deletePublishedOutboxRows(this.options.db, this.options.retentionHours ?? 72);
  }
}

const CLEANUP_BATCH = 1000;

/**
 * Deletes outbox rows published more than `retentionHours` ago, a small batch per statement so no
 * statement holds locks for long; several replicas may run it at once (a row goes once). Answers how
 * many rows went. Unpublished rows are never touched, however old.
 */
export async function deletePublishedOutboxRows(
  db: Knex,
  retentionHours: number,
  batchSize = CLEANUP_BATCH,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = (await db.raw(
      `delete from ${OUTBOX_TABLE} where id in (
         select id from ${OUTBOX_TABLE}
          where published_at < now() - make_interval(hours => ?) limit ? for update skip locked)`,
      [retentionHours, batchSize],
    )) as { rowCount: number };
    deleted += result.rowCount;
    if (result.rowCount < batchSize) return deleted;
  }
}

/** Migration helper: the index the cleanup walks (published rows by age). */
export async function indexPublishedOutboxRows(db: Knex): Promise<void> {
  await db.raw(
    `create index if not exists outbox_published_idx on ${OUTBOX_TABLE} (published_at) where published_at is not null`,
  );
}

export async function dropPublishedOutboxIndex(db: Knex): Promise<void> {
  await db.raw('drop index if exists outbox_published_idx');
}

function groupByTopic(rows: OutboxRow[]) {
  const byTopic = new Map<string, { key: string | null; value: Buffer; headers: Record<string, string> }[]>();
  for (const row of rows) {
    const messages = byTopic.get(row.topic) ?? [];
    messages.push({
      key: row.message_key,
      value: row.payload,
      headers: row.request_id ? { 'x-request-id': row.request_id } : {},
    });
    byTopic.set(row.topic, messages);
  }
  return [...byTopic].map(([topic, messages]) => ({ topic: physicalTopic(topic), messages }));
}

/**
 * Starts a service's relay: creates its topics, connects a producer and registers both for shutdown.
 * Every publishing service boots it the same way.
 */
export async function startOutboxRelay(options: {
  db: Knex;
  databaseUrl: string;
  kafka: Kafka;
  topics: readonly string[];
  logger: Logger;
  service: string;
  shutdown: { register(name: string, run: () => Promise<unknown>): void };
  /** Published rows are deleted after this long (default 72). */
  retentionHours?: number;
}): Promise<OutboxRelay> {
  await ensureTopics(options.kafka, options.topics);
  const producer = createProducer(options.kafka);
  const connected = kafkaReadiness.expect('producer');
  await producer.connect();
  connected();
  options.shutdown.register('kafka producer', () => producer.disconnect());
  const relay = new OutboxRelay({ ...options, producer });
  await relay.start();
  options.shutdown.register('outbox relay', () => relay.stop());
  return relay;
}
