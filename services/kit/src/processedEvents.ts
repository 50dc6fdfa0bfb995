import type { Knex } from 'knex';
import type { Logger } from './logger';
import { startPeriodicJob } from './periodicJob';
import type { ShutdownManager } from './shutdown';

/**
 * How long a consumer remembers an event id: twice as long as Kafka keeps events (7 days), so any
 * redelivery still finds its id. Older ids can only belong to events Kafka no longer has.
 */
export const PROCESSED_EVENTS_RETENTION_DAYS = 14;
const PRUNE_BATCH = 10_000;

/**
 * Consumer-side dedupe: runs `apply` in a transaction only if `eventId` was never processed by this
 * service. Migration helper `createProcessedEventsTable` creates the table.
 */
export async function processOnce(
  db: Knex,
  eventId: string,
  apply: (trx: Knex.Transaction) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const inserted = await trx('processed_events')
      .insert({ event_id: eventId })
      .onConflict('event_id')
      .ignore()
      .returning('event_id');
    if (inserted.length === 0) return false;
    await apply(trx);
    return true;
  });
}

/**
 * Batch form of `processOnce`: records the ids in the caller's transaction and answers those never
 * processed before; the caller applies only those, in the same transaction.
 */
export async function claimUnprocessed(trx: Knex.Transaction, eventIds: string[]): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const inserted: { event_id: string }[] = await trx('processed_events')
    .insert(eventIds.map((event_id) => ({ event_id })))
    .onConflict('event_id')
    .ignore()
    .returning('event_id');
  return new Set(inserted.map((row) => row.event_id));
}

export async function createProcessedEventsTable(db: Knex): Promise<void> {
  await db.schema.createTable('processed_events', (table) => {
    table.uuid('event_id').primary();
    table.timestamp('processed_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
}

/** Migration helper: the index pruning walks (services that dedupe add it in a migration). */
export async function indexProcessedEventsByAge(db: Knex): Promise<void> {
  await db.raw('create index if not exists processed_events_age_idx on processed_events (processed_at)');
}

export async function dropProcessedEventsAgeIndex(db: Knex): Promise<void> {
  await db.raw('drop index if exists processed_events_age_idx');
}

/** Forgets event ids older than the retention, in batches so no statement holds locks for long. */
export async function pruneProcessedEvents(
  db: Knex,
  retentionDays = PROCESSED_EVENTS_RETENTION_DAYS,
): Promise<number> {
  let pruned = 0;
  for (;;) {
    const result = (await db.raw(
      `delete from processed_events where event_id in (
         select event_id from processed_events
          where processed_at < now() - make_interval(days => ?) limit ?)`,
      [retentionDays, PRUNE_BATCH],
    )) as { rowCount: number };
    pruned += result.rowCount;
    if (result.rowCount < PRUNE_BATCH) return pruned;
  }
}

/** The pruning as a periodic job, one replica per period (deleting twice would delete nothing more). */
export function startProcessedEventsPruning(options: {
  db: Knex;
  logger: Logger;
  shutdown: ShutdownManager;
  intervalMs: number;
  retentionDays?: number;
}): void {
  startPeriodicJob({
    name: 'processed-events-pruning',
    intervalMs: options.intervalMs,
    work: async () => {
      const pruned = await pruneProcessedEvents(options.db, options.retentionDays);
      if (pruned > 0) options.logger.info({ pruned }, 'old processed event ids forgotten');
    },
    logger: options.logger,
    shutdown: options.shutdown,
    db: options.db,
  });
}
