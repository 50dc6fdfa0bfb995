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

/** The pruning as a periodic job (safe with several replicas: deleting twice deletes nothing more). */
export function startProcessedEventsPruning(options: {
  db: Knex;
  logger: Logger;
  shutdown: ShutdownManager;
  intervalMs: number;
}): void {
  startPeriodicJob({
    name: 'processed-events-pruning',
    intervalMs: options.intervalMs,
    work: async () => {
      const pruned = await pruneProcessedEvents(options.db);
      if (pruned > 0) options.logger.info({ pruned }, 'old processed event ids forgotten');
    },
    logger: options.logger,
    shutdown: options.shutdown,
  });
}
