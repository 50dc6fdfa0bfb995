import type { Knex } from '@vh/kit';

/** A tournament as analytics answers for it: its id (content owns the rest). */
export interface TournamentReference {
  id: number;
}

export interface StateRow {
  tournament_id: number;
  registered: number;
  ended_at: Date | null;
  results_at: Date | null;
}

export interface EntryRow {
  tournament_id: number;
  user_id: string;
  registered_at: Date;
  points: number;
  points_at: Date | null;
  rank: number | null;
}

export interface TournamentStanding {
  rank: number;
  user_id: string;
  name: string;
  avatar_image_id: number | null;
  points: number;
  points_at: Date | null;
}

/** More points first; on equal points whoever reached them first; then the id (as the leagues). */
const ORDER = 'e.points desc, e.points_at asc nulls last, e.user_id';
/** Not banned, not deleted, not held out by a sanction (docs/sanctions.md#ladder-hold). */
const RANKABLE = 'not p.banned and p.deleted_at is null and (p.held_until is null or p.held_until <= now())';

/** Registrations, points, end-now and results of tournaments. */
export class TournamentRepository {
  constructor(private readonly db: Knex) {}

  async states(ids: readonly number[]): Promise<Map<number, StateRow>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db<StateRow>('tournament_states').whereIn('tournament_id', ids);
    return new Map(rows.map((row) => [row.tournament_id, row]));
  }

  /** The tournament's state row, created when missing, locked for the transaction. */
  async lockState(trx: Knex.Transaction, id: number): Promise<StateRow> {
    await trx('tournament_states').insert({ tournament_id: id }).onConflict('tournament_id').ignore();
    return (await trx<StateRow>('tournament_states').where({ tournament_id: id }).forUpdate().first())!;
  }

  entry(id: number, userId: string, trx: Knex | Knex.Transaction = this.db): Promise<EntryRow | undefined> {
    return trx<EntryRow>('tournament_entries').where({ tournament_id: id, user_id: userId }).first();
  }

  /** The player's registrations among `ids` (the tournaments that have not ended). */
  async countAmong(trx: Knex.Transaction, userId: string, ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const row = await trx('tournament_entries')
      .where({ user_id: userId })
      .whereIn('tournament_id', ids)
      .count('* as n')
      .first();
    return Number(row?.n ?? 0);
  }

  async register(trx: Knex.Transaction, id: number, userId: string): Promise<EntryRow> {
    const [entry] = await trx<EntryRow>('tournament_entries')
      .insert({ tournament_id: id, user_id: userId })
      .returning('*');
    await trx('tournament_states')
      .where({ tournament_id: id })
      .update({ registered: trx.raw('registered + 1') });
    return entry!;
  }

  /** Entries of `userIds` in tournaments `ids`, locked for the batch's update. */
  async entries(
    trx: Knex.Transaction,
    ids: readonly number[],
    userIds: readonly string[],
  ): Promise<EntryRow[]> {
    if (ids.length === 0 || userIds.length === 0) return [];
    return trx<EntryRow>('tournament_entries')
      .whereIn('tournament_id', ids)
      .whereIn('user_id', userIds)
      .orderBy(['tournament_id', 'user_id'])
      .forUpdate();
  }

  /** Entries' new points, in one statement. */
  async savePoints(trx: Knex.Transaction, entries: readonly EntryRow[]): Promise<void> {
    if (entries.length === 0) return;
    await trx.raw(
      `update tournament_entries e set points = n.points, points_at = n.points_at
       from unnest(:ids::int[], :userIds::uuid[], :points::int[], :pointsAt::timestamptz[])
            as n(tournament_id, user_id, points, points_at)
       where e.tournament_id = n.tournament_id and e.user_id = n.user_id`,
      {
        ids: entries.map((entry) => entry.tournament_id),
        userIds: entries.map((entry) => entry.user_id),
        points: entries.map((entry) => entry.points),
        pointsAt: entries.map((entry) => entry.points_at),
      },
    );
  }

  /** Tournaments with registrations that may still score or await results. */
  async unfinished(): Promise<StateRow[]> {
    return this.db<StateRow>('tournament_states').whereNull('results_at');
  }

  /** Live standings (rankable players), or the final ones once the results are written. */
  async standings(id: number, final: boolean, offset: number, limit: number): Promise<TournamentStanding[]> {
    const ranked = final
      ? `select e.rank, e.user_id, p.name, p.avatar_image_id, e.points, e.points_at
         from tournament_entries e join players p on p.user_id = e.user_id
         where e.tournament_id = :id and e.rank is not null`
      : `select row_number() over (order by ${ORDER})::int as rank, e.user_id, p.name, p.avatar_image_id, e.points, e.points_at
         from tournament_entries e join players p on p.user_id = e.user_id
         where e.tournament_id = :id and ${RANKABLE}`;
    const result = await this.db.raw(
      `select * from (${ranked}) s where s.rank > :offset order by s.rank limit :limit`,
      {
        id,
        offset,
        limit,
      },
    );
    return result.rows as TournamentStanding[];
  }

  async placeOf(id: number, userId: string, final: boolean): Promise<number | null> {
    const ranked = final
      ? `select e.rank, e.user_id from tournament_entries e where e.tournament_id = :id and e.rank is not null`
      : `select row_number() over (order by ${ORDER})::int as rank, e.user_id
         from tournament_entries e join players p on p.user_id = e.user_id where e.tournament_id = :id and ${RANKABLE}`;
    const result = await this.db.raw(`select rank from (${ranked}) s where s.user_id = :userId`, {
      id,
      userId,
    });
    return result.rows[0]?.rank ?? null;
  }

  async rankedCount(id: number, final: boolean): Promise<number> {
    const query = this.db('tournament_entries as e')
      .join('players as p', 'p.user_id', 'e.user_id')
      .where('e.tournament_id', id);
    if (final) query.whereNotNull('e.rank');
    else query.whereRaw(RANKABLE);
    return Number((await query.count('* as n').first())?.n ?? 0);
  }

  /** Writes the final ranks (rankable players; banned and deleted ones get none); answers them. */
  async writeRanks(
    trx: Knex.Transaction,
    id: number,
  ): Promise<{ user_id: string; rank: number; points: number }[]> {
    const result = await trx.raw(
      `with ranked as (
         select e.user_id, row_number() over (order by ${ORDER})::int as rank
         from tournament_entries e join players p on p.user_id = e.user_id
         where e.tournament_id = ? and ${RANKABLE})
       update tournament_entries e set rank = r.rank from ranked r
       where e.tournament_id = ? and e.user_id = r.user_id
       returning e.user_id, e.rank, e.points`,
      [id, id],
    );
    return result.rows;
  }

  async markResults(trx: Knex.Transaction, id: number): Promise<void> {
    await trx('tournament_states').where({ tournament_id: id }).update({ results_at: trx.fn.now() });
  }

  async endNow(trx: Knex.Transaction, id: number): Promise<StateRow> {
    const [row] = await trx<StateRow>('tournament_states')
      .where({ tournament_id: id })
      .update({ ended_at: trx.raw('clock_timestamp()') })
      .returning('*');
    return row!;
  }

  /** A player's entries, newest registration first. */
  history(userId: string, limit: number): Promise<EntryRow[]> {
    return this.db<EntryRow>('tournament_entries')
      .where({ user_id: userId })
      .orderBy('registered_at', 'desc')
      .limit(limit);
  }
}
