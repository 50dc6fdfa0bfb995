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

/** A player's newest PlayerProgressed of a chunk (its rank; the name is identity's alone). */
export interface PlayerProgress {
  userId: string;
  rankId: number;
  version: bigint;
}

/** A player's latest activity of a chunk, and the ground of their latest hunt or travel. */
export interface PlayerActivity {
  userId: string;
  at: Date;
  huntingGroundId?: number;
}

const hourStart = (at: Date) => new Date(Math.floor(at.getTime() / 3600_000) * 3600_000);

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

  /**
   * The newest progress of each player of a chunk, in one statement. Updates only: a player's row is
   * made by identity's events, so a progress or hunt still in flight after an account's deletion
   * cannot bring its row back. An older version than the stored one changes nothing. The name is not
   * taken from the game: its copy may be empty (a player whose registration the game has not read
   * yet: the cluster run found a player nobody could befriend) or behind a rename.
   */
  async applyProgress(trx: Knex.Transaction, progress: readonly PlayerProgress[]) {
    if (progress.length === 0) return;
    await trx.raw(
      `update players p set rank_id = nullif(v.rank_id, 0), progress_version = v.version
       from unnest(?::uuid[], ?::int[], ?::bigint[]) as v(user_id, rank_id, version)
       where p.user_id = v.user_id and p.progress_version < v.version`,
      [
        progress.map((entry) => entry.userId),
        progress.map((entry) => entry.rankId),
        progress.map((entry) => entry.version.toString()),
      ],
    );
  }

  /**
   * When and where players were last seen, in one statement for a chunk. Only the hour is kept (it is
   * all anyone is shown), so a player hunting all hour long changes the row once an hour, or when the
   * ground changes; updates only, like applyProgress.
   */
  async seen(trx: Knex.Transaction, activity: readonly PlayerActivity[]) {
    if (activity.length === 0) return;
    await trx.raw(
      `update players p set last_seen_at = greatest(p.last_seen_at, v.hour),
         hunting_ground_id = coalesce(v.ground, p.hunting_ground_id)
       from (select user_id, hour, nullif(ground, 0) as ground
             from unnest(?::uuid[], ?::timestamptz[], ?::int[]) as u(user_id, hour, ground)) v
       where p.user_id = v.user_id
         and (p.last_seen_at is null or p.last_seen_at < v.hour
              or (v.ground is not null and p.hunting_ground_id is distinct from v.ground))`,
      [
        activity.map((entry) => entry.userId),
        activity.map((entry) => hourStart(entry.at).toISOString()),
        // 0: none in the chunk (nullif below), as a bound array of numbers cannot hold a null.
        activity.map((entry) => entry.huntingGroundId ?? 0),
      ],
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
