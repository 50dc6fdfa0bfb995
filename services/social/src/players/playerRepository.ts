import type { Knex } from '@vh/kit';

/** A player as the social service knows them: a projection of identity's and the game's events. */
export interface PlayerRow {
  user_id: string;
  name: string | null;
  name_key: string | null;
  rank_id: number | null;
  hunting_ground_id: number | null;
  last_seen_at: Date | null;
  banned: boolean;
  progress_version: string;
}

export const nameKey = (name: string) => name.trim().toLowerCase();

/** The players projection: written by the consumer, read by every feature. */
export class PlayerRepository {
  constructor(private readonly db: Knex) {}

  /** Creates the row when missing; `changes` win over what is there. */
  async upsert(trx: Knex.Transaction, userId: string, changes: Partial<Omit<PlayerRow, 'user_id'>>) {
    await trx('players')
      .insert({ user_id: userId, ...changes })
      .onConflict('user_id')
      .merge(Object.keys(changes));
  }

  /** The newest progress wins: a redelivered or reordered older one changes nothing. */
  async applyProgress(
    trx: Knex.Transaction,
    userId: string,
    progress: { name: string; rankId: number; version: bigint },
  ) {
    await trx.raw(
      `insert into players (user_id, name, name_key, rank_id, progress_version)
       values (?, ?, ?, ?, ?)
       on conflict (user_id) do update set
         name = excluded.name, name_key = excluded.name_key, rank_id = excluded.rank_id,
         progress_version = excluded.progress_version
       where players.progress_version < excluded.progress_version`,
      [userId, progress.name, nameKey(progress.name), progress.rankId || null, progress.version.toString()],
    );
  }

  /** Activity moves last seen forward only (events of one player arrive in order, batches may not). */
  async seen(trx: Knex.Transaction, userId: string, at: Date, huntingGroundId?: number) {
    await trx.raw(
      `insert into players (user_id, last_seen_at, hunting_ground_id) values (?, ?, ?)
       on conflict (user_id) do update set
         last_seen_at = greatest(players.last_seen_at, excluded.last_seen_at),
         hunting_ground_id = case
           when excluded.hunting_ground_id is not null
             and (players.last_seen_at is null or players.last_seen_at <= excluded.last_seen_at)
           then excluded.hunting_ground_id else players.hunting_ground_id end`,
      [userId, at, huntingGroundId ?? null],
    );
  }

  async remove(trx: Knex.Transaction, userId: string) {
    await trx('players').where({ user_id: userId }).delete();
  }

  async byIds(userIds: readonly string[]): Promise<PlayerRow[]> {
    if (userIds.length === 0) return [];
    return this.db<PlayerRow>('players').whereIn('user_id', [...userIds]);
  }

  /** A player who may be found by name: named, not banned (a banned player cannot be invited). */
  async findByName(db: Knex | Knex.Transaction, name: string): Promise<PlayerRow | undefined> {
    return db<PlayerRow>('players')
      .where({ name_key: nameKey(name), banned: false })
      .orderBy('progress_version', 'desc')
      .first();
  }
}
