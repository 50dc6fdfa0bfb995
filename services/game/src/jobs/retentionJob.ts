import type { Knex, Logger } from '@vh/kit';
import { RetentionRepository, type WalkStep } from '../repositories/retentionRepository';

/** What a player keeps (docs/retention.md); set from the environment. */
export interface RetentionSettings {
  /** Journal entries older than this go, with their fights. */
  journalDays: number;
  /** Each player keeps at most their newest this many journal entries. */
  journalMaxEntries: number;
  /** Exchange outcomes older than this go (their callers settled them long before). */
  exchangeDays: number;
  /** Rows per statement: small, so no statement holds locks for long. */
  batchSize: number;
}

/** A fight outlives its journal entry by a day, so a replay never loses its fight before its entry. */
const FIGHT_GRACE_SECONDS = 24 * 60 * 60;
/** An hour's auto-hunt claim is only consulted during that hour; two days leave room for clock skew. */
const AUTO_HUNT_CLAIM_HOURS = 48;
const JOURNAL_CAP_MARK = 'journal-cap';

export interface RetentionReport {
  journalEntries: number;
  fights: number;
  autoHuntClaims: number;
  exchanges: number;
  /** False when another replica held the lock, so this pass stopped early (it resumes next time). */
  complete: boolean;
}

interface WalkTotals {
  /** False when another replica held the lock, so the walk stopped early. */
  complete: boolean;
  deleted: number;
  fightsDeleted: number;
}

/** Deletes batch after batch until one comes back short; null when another replica held the lock. */
async function deleteInBatches(
  deleteBatch: (batch: number) => Promise<number | null>,
  batchSize: number,
): Promise<number | null> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch(batchSize);
    if (deleted === null) return null;
    total += deleted;
    if (deleted < batchSize) return total;
  }
}

/** Walks a table by id from its start while its rows are old enough to go. */
async function walk(step: (after: number) => Promise<WalkStep | null>, batchSize: number) {
  const totals: WalkTotals = { complete: true, deleted: 0, fightsDeleted: 0 };
  let after = 0;
  for (;;) {
    const result = await step(after);
    if (!result) return { ...totals, complete: false };
    totals.deleted += result.deleted;
    totals.fightsDeleted += result.fightsDeleted;
    if (result.reachedRecent || result.scanned < batchSize) return totals;
    after = result.lastId;
  }
}

/** Trims the players' journals to their bound, a batch of deletions at a time. */
async function trimAll(repository: RetentionRepository, userIds: string[], settings: RetentionSettings) {
  const totals: WalkTotals = { complete: true, deleted: 0, fightsDeleted: 0 };
  if (userIds.length === 0) return totals;
  for (;;) {
    const step = await repository.trimJournals(userIds, settings.journalMaxEntries, settings.batchSize);
    if (!step) return { ...totals, complete: false };
    totals.deleted += step.deleted;
    totals.fightsDeleted += step.fightsDeleted;
    if (step.deleted < settings.batchSize) return totals;
  }
}

/**
 * Each player who wrote since the last pass keeps only their newest entries. The first pass ever
 * finds the players above the bound in one scan; later passes read only the entries written since.
 */
async function boundEachJournal(repository: RetentionRepository, settings: RetentionSettings) {
  const totals: WalkTotals = { complete: true, deleted: 0, fightsDeleted: 0 };
  const add = (part: WalkTotals) => {
    totals.deleted += part.deleted;
    totals.fightsDeleted += part.fightsDeleted;
    return part.complete;
  };
  let mark = await repository.mark(JOURNAL_CAP_MARK);
  if (mark === 0) {
    const first = await repository.playersAbove(settings.journalMaxEntries);
    if (!add(await trimAll(repository, first.userIds, settings))) return { ...totals, complete: false };
    mark = first.lastId;
    await repository.advanceMark(JOURNAL_CAP_MARK, mark);
  }
  for (;;) {
    const writers = await repository.journalWritersAfter(mark, settings.batchSize);
    if (!add(await trimAll(repository, writers.userIds, settings))) return { ...totals, complete: false };
    if (writers.scanned === 0) return totals;
    mark = writers.lastId;
    await repository.advanceMark(JOURNAL_CAP_MARK, mark);
    if (writers.scanned < settings.batchSize) return totals;
  }
}

/**
 * One pass of the retention (safe on every replica at once: each batch is a short transaction under
 * an advisory lock, and every delete is "delete what is still there and old enough"). A pass that
 * meets another replica's batch stops; the next pass resumes the work.
 */
export async function runRetention(
  db: Knex,
  settings: RetentionSettings,
  nowMs: number,
): Promise<RetentionReport> {
  const repository = new RetentionRepository(db);
  const { batchSize } = settings;
  const report: RetentionReport = {
    journalEntries: 0,
    fights: 0,
    autoHuntClaims: 0,
    exchanges: 0,
    complete: false,
  };
  const journalCutoff = Math.floor(nowMs / 1000) - settings.journalDays * 24 * 60 * 60;

  // 1. Claims of past hours, so they no longer hold their fights; exchange outcomes past their age.
  const beforeHour = Math.floor(nowMs / 3_600_000) - AUTO_HUNT_CLAIM_HOURS;
  const claims = await deleteInBatches(
    (batch) => repository.expireAutoHuntClaims(beforeHour, batch),
    batchSize,
  );
  if (claims === null) return report;
  report.autoHuntClaims = claims;
  const exchangesBefore = new Date(nowMs - settings.exchangeDays * 24 * 3_600_000);
  const exchanges = await deleteInBatches(
    (batch) => repository.expireExchanges(exchangesBefore, batch),
    batchSize,
  );
  if (exchanges === null) return report;
  report.exchanges = exchanges;

  const add = (totals: WalkTotals, fightsOnly = false) => {
    if (fightsOnly) report.fights += totals.deleted;
    else report.journalEntries += totals.deleted;
    report.fights += totals.fightsDeleted;
    return totals.complete;
  };
  // 2. Entries past their age, with their fights; 3. the per-player bound; 4. fights left behind
  // (their entry went while they were still referenced) once a day older than the entries' cutoff.
  const fightCutoff = journalCutoff - FIGHT_GRACE_SECONDS;
  report.complete =
    add(await walk((after) => repository.expireJournalBatch(after, batchSize, journalCutoff), batchSize)) &&
    add(await boundEachJournal(repository, settings)) &&
    add(await walk((after) => repository.expireFightBatch(after, batchSize, fightCutoff), batchSize), true);
  return report;
}

/** The pass as the periodic job runs it: logs what went. */
export async function runRetentionJob(
  db: Knex,
  settings: RetentionSettings,
  logger: Logger,
  nowMs: number = Date.now(),
): Promise<RetentionReport> {
  const report = await runRetention(db, settings, nowMs);
  if (report.journalEntries + report.fights + report.autoHuntClaims + report.exchanges > 0)
    logger.info(report, 'retention: old journal entries, fights, claims and exchange outcomes deleted');
  return report;
}
