import type { Knex } from '@vh/kit';

export interface PlayerRow {
  user_id: string;
  name: string;
  avatar_image_id: number | null;
  xp: number;
  xp_at: Date | null;
  coolness: number;
  coolness_at: Date | null;
  progress_version: number;
  row_version: number;
  banned: boolean;
  /** Out of every ladder, league and tournament until then (a ladder hold); null when not held. */
  held_until: Date | null;
  registered_at: Date | null;
  deleted_at: Date | null;
}

export interface Progress {
  userId: string;
  name: string;
  avatarImageId: number | null;
  xp: number;
  coolness: number;
  version: number;
  /** When each total was reached (the event that first carried it). */
  xpAt: Date;
  coolnessAt: Date;
}

const numeric = (row: PlayerRow): PlayerRow => ({
  ...row,
  xp: Number(row.xp),
  progress_version: Number(row.progress_version),
  row_version: Number(row.row_version),
});

/** Analytics' copy of every player: ladder totals and account facts, all from events. */
export class PlayerRepository {
  constructor(private readonly db: Knex) {}

  /**
   * Keeps the newer totals (by the game's progress version) of every player in `progresses`, in one
   * statement; a total's time moves only when the total does. The name comes from identity once
   * known. Answers the rows that changed: a stale event or a deleted account changes none. Rows are
   * written in the order given (callers sort by user id, so concurrent batches lock in one order);
   * at most one progress per player.
   */
  async applyProgress(trx: Knex.Transaction, progresses: Progress[]): Promise<PlayerRow[]> {
    if (progresses.length === 0) return [];
    const column = <T>(pick: (progress: Progress) => T) => progresses.map(pick);
    const result = await trx.raw(
      `insert into players as p (user_id, name, avatar_image_id, xp, xp_at, coolness, coolness_at, progress_version)
       select user_id, name, avatar_image_id, xp, xp_at, coolness, coolness_at, progress_version
       from unnest(:userIds::uuid[], :names::text[], :avatars::int[], :xps::bigint[], :xpAts::timestamptz[],
                   :coolness::int[], :coolnessAts::timestamptz[], :versions::bigint[])
            with ordinality as progress(user_id, name, avatar_image_id, xp, xp_at, coolness, coolness_at,
                                        progress_version, position)
       order by position
       on conflict (user_id) do update set
         name = case when p.name = '' then excluded.name else p.name end,
         avatar_image_id = excluded.avatar_image_id,
         xp_at = case when p.xp = excluded.xp and p.xp_at is not null then p.xp_at else excluded.xp_at end,
         xp = excluded.xp,
         coolness_at = case when p.coolness = excluded.coolness and p.coolness_at is not null
                            then p.coolness_at else excluded.coolness_at end,
         coolness = excluded.coolness,
         progress_version = excluded.progress_version,
         row_version = p.row_version + 1,
         updated_at = now()
       where excluded.progress_version > p.progress_version and p.deleted_at is null
       returning *`,
      {
        userIds: column((progress) => progress.userId),
        names: column((progress) => progress.name),
        avatars: column((progress) => progress.avatarImageId),
        xps: column((progress) => progress.xp),
        xpAts: column((progress) => progress.xpAt),
        coolness: column((progress) => progress.coolness),
        coolnessAts: column((progress) => progress.coolnessAt),
        versions: column((progress) => progress.version),
      },
    );
    return (result.rows as PlayerRow[]).map(numeric);
  }

  /** Account facts from identity: name, registration time, banned. */
  async applyAccount(
    trx: Knex.Transaction,
    account: { userId: string; name: string; registeredAt?: Date; banned?: boolean },
  ): Promise<PlayerRow> {
    const [row] = await trx('players')
      .insert({
        user_id: account.userId,
        name: account.name,
        registered_at: account.registeredAt ?? null,
        banned: account.banned ?? false,
      })
      .onConflict('user_id')
      .merge({
        name: account.name,
        row_version: trx.raw('players.row_version + 1'),
        ...(account.registeredAt ? { registered_at: account.registeredAt } : {}),
        ...(account.banned === undefined ? {} : { banned: account.banned }),
        updated_at: trx.fn.now(),
      })
      .returning('*');
    return numeric(row as PlayerRow);
  }

  /**
   * A deleted account leaves the ladders and forgets its name and avatar; the row stays (without
   * them) so the daily records of the days it was registered still count it.
   */
  async markDeleted(trx: Knex.Transaction, userId: string, at: Date): Promise<void> {
    await trx('players')
      .insert({ user_id: userId, deleted_at: at })
      .onConflict('user_id')
      .merge({
        deleted_at: at,
        name: '',
        avatar_image_id: null,
        row_version: trx.raw('players.row_version + 1'),
        updated_at: trx.fn.now(),
      });
  }

  async find(userId: string, trx?: Knex.Transaction): Promise<PlayerRow | undefined> {
    const row = await (trx ?? this.db)<PlayerRow>('players').where({ user_id: userId }).first();
    return row && numeric(row);
  }

  /** Every player who may be on a ladder, in pages (for rebuilding Redis). */
  async *ranked(pageSize = 1000): AsyncGenerator<PlayerRow[]> {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await this.db<PlayerRow>('players')
        .where('user_id', '>', after)
        .andWhere((query) => query.where('xp', '>', 0).orWhere('coolness', '>', 0))
        .orderBy('user_id')
        .limit(pageSize);
      if (rows.length === 0) return;
      yield rows.map(numeric);
      after = rows[rows.length - 1]!.user_id;
    }
  }
}
