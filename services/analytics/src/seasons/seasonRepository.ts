import type { Knex } from '@vh/kit';
import { firstWindow, followingWindow, type Schedule, type Window } from './calendar';

export interface SeasonRow {
  number: number;
  starts_at: Date;
  ends_at: Date;
  ended_early: boolean;
  archived_at: Date | null;
  xp_players: number | null;
  coolness_players: number | null;
}

export const windowOf = (row: SeasonRow): Window => ({
  startsAtMs: row.starts_at.getTime(),
  endsAtMs: row.ends_at.getTime(),
});

/** Seasons are created at most this far ahead of the last one (a stopped service resumes in bounded steps). */
const MAX_SEASONS_CREATED_AT_ONCE = 100;
/** Transaction-scoped advisory lock: one creator of seasons at a time across replicas. */
const CREATE_LOCK = 0x5ea5_0001;

/** The schedule, the seasons' windows and their states. */
export class SeasonRepository {
  constructor(private readonly db: Knex) {}

  async schedule(trx: Knex | Knex.Transaction = this.db): Promise<Schedule> {
    const row = await trx('season_schedule').where({ id: 1 }).first();
    return { anchorMs: new Date(row.anchor).getTime(), lengthDays: Number(row.length_days) };
  }

  async saveSchedule(trx: Knex.Transaction, schedule: Schedule): Promise<void> {
    await trx('season_schedule')
      .where({ id: 1 })
      .update({
        anchor: new Date(schedule.anchorMs),
        length_days: schedule.lengthDays,
        updated_at: trx.fn.now(),
      });
  }

  find(number: number, trx: Knex | Knex.Transaction = this.db): Promise<SeasonRow | undefined> {
    return trx<SeasonRow>('seasons').where({ number }).first();
  }

  /** The season row locked against an end-now or archive racing this transaction. */
  lock(trx: Knex.Transaction, number: number): Promise<SeasonRow | undefined> {
    return trx<SeasonRow>('seasons').where({ number }).forUpdate().first();
  }

  /** Seasons newest first, numbered below `before` when given. */
  list(limit: number, before: number | null): Promise<SeasonRow[]> {
    const query = this.db<SeasonRow>('seasons').orderBy('number', 'desc').limit(limit);
    return before === null ? query : query.where('number', '<', before);
  }

  /** The season whose window holds `at` (null when none was created for it yet). */
  async holding(at: Date): Promise<SeasonRow | null> {
    const row = await this.db<SeasonRow>('seasons')
      .where('starts_at', '<=', at)
      .andWhere('ends_at', '>', at)
      .first();
    return row ?? null;
  }

  /**
   * The seasons whose scores may still change (not archived), in order, share-locked: an end-now or
   * an archive waits for the batch that read them, so no event is counted in a window that moved.
   */
  open(trx: Knex.Transaction): Promise<SeasonRow[]> {
    return trx<SeasonRow>('seasons').whereNull('archived_at').orderBy('number').forShare();
  }

  /** The seasons not archived, in order (without locks: for jobs). */
  openRows(): Promise<SeasonRow[]> {
    return this.db<SeasonRow>('seasons').whereNull('archived_at').orderBy('number');
  }

  async oldestOpen(): Promise<SeasonRow | null> {
    return (await this.db<SeasonRow>('seasons').whereNull('archived_at').orderBy('number').first()) ?? null;
  }

  /** Seasons past their end and not archived yet, whose grace has passed at `now`. */
  dueForArchive(now: Date, graceMs: number): Promise<SeasonRow[]> {
    return this.db<SeasonRow>('seasons')
      .whereNull('archived_at')
      .andWhere('ends_at', '<=', new Date(now.getTime() - graceMs))
      .orderBy('number');
  }

  /**
   * Makes sure a season holds `at`: creates the first season (the calendar's period holding it) or
   * the ones following the last, under a lock so replicas agree. Cheap when one already does.
   * Answers the last season's end.
   */
  async ensureHolding(at: Date): Promise<Date> {
    const last = await this.db<SeasonRow>('seasons').orderBy('number', 'desc').first();
    if (last && last.ends_at > at) return last.ends_at;
    return this.db.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(?)', [CREATE_LOCK]);
      const schedule = await this.schedule(trx);
      let latest = await trx<SeasonRow>('seasons').orderBy('number', 'desc').first();
      for (let created = 0; created < MAX_SEASONS_CREATED_AT_ONCE; created++) {
        if (latest && latest.ends_at > at) return latest.ends_at;
        const window = latest
          ? followingWindow(schedule, latest.ends_at.getTime())
          : firstWindow(schedule, at.getTime());
        [latest] = await trx<SeasonRow>('seasons')
          .insert({
            number: (latest?.number ?? 0) + 1,
            starts_at: new Date(window.startsAtMs),
            ends_at: new Date(window.endsAtMs),
          })
          .returning('*');
      }
      return latest!.ends_at;
    });
  }

  /**
   * Ends `season` (locked by the caller) at the database's clock now, and creates the next one from
   * that moment. Answers the ended row.
   */
  async endNow(trx: Knex.Transaction, season: SeasonRow): Promise<SeasonRow> {
    const [ended] = await trx<SeasonRow>('seasons')
      .where({ number: season.number })
      .update({ ends_at: trx.raw('clock_timestamp()'), ended_early: true })
      .returning('*');
    await trx.raw('select pg_advisory_xact_lock(?)', [CREATE_LOCK]);
    const schedule = await this.schedule(trx);
    const window = followingWindow(schedule, ended!.ends_at.getTime());
    await trx('seasons').insert({
      number: season.number + 1,
      starts_at: new Date(window.startsAtMs),
      ends_at: new Date(window.endsAtMs),
    });
    return ended!;
  }

  async markArchived(trx: Knex.Transaction, number: number, counts: { xp: number; coolness: number }) {
    await trx('seasons')
      .where({ number })
      .update({ archived_at: trx.fn.now(), xp_players: counts.xp, coolness_players: counts.coolness });
  }
}
