import type { Knex } from '@vh/kit';

/**
 * The deletions of the retention job (docs/retention.md). Each call is one short transaction that
 * first takes a transaction-scoped advisory lock: while one replica runs a batch, another replica's
 * batch answers `null` at once instead of waiting or deleting the same rows.
 */

/** Advisory lock key of the game's retention (any constant the game uses for nothing else). */
const RETENTION_LOCK_KEY = 7_401_911;

/** A fight is still needed by the player's session: the one in progress, the last answer, an hour's claim. */
const FIGHT_STILL_REFERENCED = `
  exists (select 1 from players p
           where p.user_id = c.user_id and (p.active_combat_id = c.id or p.last_combat_id = c.id))
  or exists (select 1 from auto_hunts a where a.user_id = c.user_id and a.combat_id = c.id)`;

export interface WalkStep {
  /** The last id the batch looked at (the next batch starts after it). */
  lastId: number;
  /** How many rows the batch looked at; fewer than asked means the table's end. */
  scanned: number;
  /** The batch met a row too young to go: everything after it is younger still. */
  reachedRecent: boolean;
  deleted: number;
  fightsDeleted: number;
}

interface StepRow {
  scanned: string | number;
  last_id: string | number | null;
  reached_recent: boolean | null;
  deleted: string | number;
  fights_deleted: string | number;
}

function stepOf(row: StepRow, after: number): WalkStep {
  return {
    lastId: row.last_id === null ? after : Number(row.last_id),
    scanned: Number(row.scanned),
    reachedRecent: row.reached_recent === true,
    deleted: Number(row.deleted),
    fightsDeleted: Number(row.fights_deleted),
  };
}

export class RetentionRepository {
  constructor(private readonly db: Knex) {}

  /** Runs `work` under the retention lock; `null` when another replica holds it. */
  private async locked<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T | null> {
    return this.db.transaction(async (trx) => {
      const { rows } = (await trx.raw('select pg_try_advisory_xact_lock(?) as locked', [
        RETENTION_LOCK_KEY,
      ])) as { rows: { locked: boolean }[] };
      if (!rows[0]?.locked) return null;
      return work(trx);
    });
  }

  /**
   * Among the next `batch` journal entries by id (ids ascend with time), deletes those written before
   * `cutoff` (epoch seconds) together with their fights, unless a fight is still referenced.
   */
  async expireJournalBatch(after: number, batch: number, cutoff: number): Promise<WalkStep | null> {
    return this.locked(async (trx) => {
      const { rows } = (await trx.raw(
        `with batch as (
           select id, "timestamp" from journal_entries where id > ? order by id limit ?
         ), doomed as (
           delete from journal_entries j where j.id in (select id from batch where "timestamp" < ?)
           returning j.user_id, (j.combat_info ->> 'combatId')::bigint as combat_id
         ), fights as (
           delete from combats c using doomed d
            where c.id = d.combat_id and c.user_id = d.user_id and not (${FIGHT_STILL_REFERENCED})
           returning c.id
         )
         select (select count(*) from batch) as scanned, (select max(id) from batch) as last_id,
                (select bool_or("timestamp" >= ?) from batch) as reached_recent,
                (select count(*) from doomed) as deleted, (select count(*) from fights) as fights_deleted`,
        [after, batch, cutoff, cutoff],
      )) as { rows: StepRow[] };
      return stepOf(rows[0]!, after);
    });
  }

  /**
   * Among the next `batch` fights by id, deletes those that ended (or, never ended, started) before
   * `cutoff` and that nothing references: the fights whose journal entries went before them.
   */
  async expireFightBatch(after: number, batch: number, cutoff: number): Promise<WalkStep | null> {
    return this.locked(async (trx) => {
      const { rows } = (await trx.raw(
        `with batch as (
           select id, coalesce(ended_at, started_at) as ended from combats where id > ? order by id limit ?
         ), fights as (
           delete from combats c
            where c.id in (select id from batch where ended < ?) and not (${FIGHT_STILL_REFERENCED})
           returning c.id
         )
         select (select count(*) from batch) as scanned, (select max(id) from batch) as last_id,
                (select bool_or(ended >= ?) from batch) as reached_recent,
                (select count(*) from fights) as deleted, 0 as fights_deleted`,
        [after, batch, cutoff, cutoff],
      )) as { rows: StepRow[] };
      return stepOf(rows[0]!, after);
    });
  }

  /** Forgets up to `batch` hourly auto-hunt claims of hours before `beforeHour`; answers how many. */
  async expireAutoHuntClaims(beforeHour: number, batch: number): Promise<number | null> {
    return this.locked(async (trx) => {
      const result = (await trx.raw(
        `delete from auto_hunts where (user_id, "hour") in (
           select user_id, "hour" from auto_hunts where "hour" < ? limit ?)`,
        [beforeHour, batch],
      )) as { rowCount: number };
      return result.rowCount;
    });
  }

  /** Forgets up to `batch` exchange outcomes recorded before `before`; answers how many. */
  async expireExchanges(before: Date, batch: number): Promise<number | null> {
    return this.locked(async (trx) => {
      const result = (await trx.raw(
        `delete from exchanges where idempotency_key in (
           select idempotency_key from exchanges where created_at < ? order by created_at limit ?)`,
        [before, batch],
      )) as { rowCount: number };
      return result.rowCount;
    });
  }

  /** The players who wrote journal entries after `mark`, from the next `batch` entries, and the last id read. */
  async journalWritersAfter(
    mark: number,
    batch: number,
  ): Promise<{ userIds: string[]; lastId: number; scanned: number }> {
    const { rows } = (await this.db.raw(
      `select user_id, max(id) as last_id, count(*) as scanned from (
         select id, user_id from journal_entries where id > ? order by id limit ?) recent
       group by user_id`,
      [mark, batch],
    )) as { rows: { user_id: string; last_id: string; scanned: string }[] };
    return {
      userIds: rows.map((row) => row.user_id),
      lastId: rows.reduce((last, row) => Math.max(last, Number(row.last_id)), mark),
      scanned: rows.reduce((sum, row) => sum + Number(row.scanned), 0),
    };
  }

  /**
   * The first pass of the per-player bound: every player above it, found in one index-only scan
   * (instead of walking the whole journal batch by batch), and the last id that scan covers.
   */
  async playersAbove(keep: number): Promise<{ userIds: string[]; lastId: number }> {
    const { rows: top } = (await this.db.raw(
      'select coalesce(max(id), 0) as last_id from journal_entries',
    )) as { rows: { last_id: string }[] };
    const lastId = Number(top[0]?.last_id ?? 0);
    const { rows } = (await this.db.raw(
      `select user_id from journal_entries where id <= ? group by user_id having count(*) > ?`,
      [lastId, keep],
    )) as { rows: { user_id: string }[] };
    return { userIds: rows.map((row) => row.user_id), lastId };
  }

  /**
   * Deletes up to `batch` of the given players' journal entries beyond each one's newest `keep`,
   * with their fights unless still referenced. Fewer than `batch` deleted means all are within bound.
   */
  async trimJournals(userIds: readonly string[], keep: number, batch: number): Promise<WalkStep | null> {
    return this.locked(async (trx) => {
      const { rows } = (await trx.raw(
        `with edges as (
           select u.user_id, edge.id as edge_id
             from unnest(?::uuid[]) as u(user_id)
             cross join lateral (
               select id from journal_entries e
                where e.user_id = u.user_id order by id desc offset ? limit 1) edge
         ), doomed as (
           delete from journal_entries j where j.id in (
             select beyond.id from edges
               cross join lateral (
                 select id from journal_entries o
                  where o.user_id = edges.user_id and o.id <= edges.edge_id order by id limit ?) beyond
              limit ?)
           returning j.user_id, (j.combat_info ->> 'combatId')::bigint as combat_id
         ), fights as (
           delete from combats c using doomed d
            where c.id = d.combat_id and c.user_id = d.user_id and not (${FIGHT_STILL_REFERENCED})
           returning c.id
         )
         select 0 as scanned, null as last_id, null as reached_recent,
                (select count(*) from doomed) as deleted, (select count(*) from fights) as fights_deleted`,
        [[...userIds], keep, batch, batch],
      )) as { rows: StepRow[] };
      return stepOf(rows[0]!, 0);
    });
  }

  async mark(name: string): Promise<number> {
    const row = (await this.db('retention_marks').where({ name }).first()) as { last_id: string } | undefined;
    return Number(row?.last_id ?? 0);
  }

  /** Moves a mark forward only (two replicas may both finish a pass; the later mark wins). */
  async advanceMark(name: string, lastId: number): Promise<void> {
    await this.db.raw(
      `insert into retention_marks (name, last_id) values (?, ?)
       on conflict (name) do update set last_id = greatest(retention_marks.last_id, excluded.last_id)`,
      [name, lastId],
    );
  }
}
