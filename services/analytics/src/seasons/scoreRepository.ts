import type { Knex } from '@vh/kit';
import type { LadderKind } from '../domain/ladderOrder';
import type { LadderRowInput } from '../ladder/redisLadder';
import type { ProgressPoint, SeasonScore, Totals } from './score';

export interface LoggedPoint extends ProgressPoint {
  userId: string;
}

export interface ArchivedStanding {
  rank: number;
  user_id: string;
  name: string;
  avatar_image_id: number | null;
  score: number;
  reached_at: Date | null;
}

export interface Placement {
  season: number;
  kind: LadderKind;
  rank: number;
  score: number;
  of: number;
  starts_at: Date;
  ends_at: Date;
}

interface ScoreRow {
  season: number;
  user_id: string;
  xp_base: string | number;
  coolness_base: number;
  xp: string | number;
  xp_at: Date | null;
  coolness: number;
  coolness_at: Date | null;
  progress_version: string | number;
}

const scoreOf = (row: ScoreRow): SeasonScore => ({
  xpBase: Number(row.xp_base),
  coolnessBase: row.coolness_base,
  xp: Number(row.xp),
  xpAt: row.xp_at,
  coolness: row.coolness,
  coolnessAt: row.coolness_at,
  version: Number(row.progress_version),
});

/** The ladder order of a season's kind, as SQL: the same order as the Redis members (ladderOrder.ts). */
const ORDER = {
  xp: 'sp.xp desc, sp.xp_at asc nulls first, sp.user_id',
  coolness: 'sp.coolness desc, sp.coolness_at asc nulls first, sp.user_id',
} as const;

/** Players who may rank: not banned, not deleted (as isRanked). */
/** Not banned, not deleted, not held out by a sanction (docs/sanctions.md#ladder-hold). */
const RANKABLE = 'not p.banned and p.deleted_at is null and (p.held_until is null or p.held_until <= now())';

/** Season scores, the progress log they are folded from, and the archived final standings. */
export class ScoreRepository {
  constructor(private readonly db: Knex) {}

  /** Appends progress points (a redelivered one is already there and changes nothing). */
  async log(trx: Knex.Transaction, points: readonly LoggedPoint[]): Promise<void> {
    if (points.length === 0) return;
    await trx('progress_log')
      .insert(
        points.map((point) => ({
          user_id: point.userId,
          progress_version: point.version,
          occurred_at: point.occurredAt,
          xp: point.xp,
          coolness: point.coolness,
        })),
      )
      .onConflict(['user_id', 'progress_version'])
      .ignore();
  }

  /** Players' lifetime totals and progress version as analytics holds them before a batch. */
  async lifetime(
    trx: Knex.Transaction,
    userIds: readonly string[],
  ): Promise<Map<string, Totals & { version: number }>> {
    const rows = await trx('players')
      .select('user_id', 'xp', 'coolness', 'progress_version')
      .whereIn('user_id', userIds);
    return new Map(
      rows.map((row) => [
        row.user_id as string,
        { xp: Number(row.xp), coolness: Number(row.coolness), version: Number(row.progress_version) },
      ]),
    );
  }

  /** Scores held in `seasons` for `userIds`, locked for the batch's update; by user, then season. */
  async held(
    trx: Knex.Transaction,
    seasons: readonly number[],
    userIds: readonly string[],
  ): Promise<Map<string, Map<number, SeasonScore>>> {
    const rows = (await trx('season_players')
      .whereIn('season', seasons)
      .whereIn('user_id', userIds)
      .orderBy(['user_id', 'season'])
      .forUpdate()) as ScoreRow[];
    const byUser = new Map<string, Map<number, SeasonScore>>();
    for (const row of rows) {
      if (!byUser.has(row.user_id)) byUser.set(row.user_id, new Map());
      byUser.get(row.user_id)!.set(row.season, scoreOf(row));
    }
    return byUser;
  }

  /** Every live score of a season, by user. */
  async liveScores(season: number): Promise<Map<string, SeasonScore>> {
    const rows = (await this.db('season_players').where({ season })) as ScoreRow[];
    return new Map(rows.map((row) => [row.user_id, scoreOf(row)]));
  }

  /** Writes new scores (in the order given: callers sort by user id). */
  async save(
    trx: Knex.Transaction,
    scores: readonly { season: number; userId: string; score: SeasonScore }[],
  ): Promise<void> {
    if (scores.length === 0) return;
    await trx('season_players')
      .insert(
        scores.map(({ season, userId, score }) => ({
          season,
          user_id: userId,
          xp_base: score.xpBase,
          coolness_base: score.coolnessBase,
          xp: score.xp,
          xp_at: score.xpAt,
          coolness: score.coolness,
          coolness_at: score.coolnessAt,
          progress_version: score.version,
        })),
      )
      .onConflict(['season', 'user_id'])
      .merge({
        xp: trx.raw('excluded.xp'),
        xp_at: trx.raw('excluded.xp_at'),
        coolness: trx.raw('excluded.coolness'),
        coolness_at: trx.raw('excluded.coolness_at'),
        progress_version: trx.raw('excluded.progress_version'),
        row_version: trx.raw('season_players.row_version + 1'),
      });
  }

  /**
   * Rows to place on a season's ladders in Redis: the scores with the account's facts; the version
   * adds both rows' versions, so a change of either orders after the last.
   */
  async ladderRows(
    trx: Knex | Knex.Transaction,
    season: number,
    page: { userIds?: readonly string[]; after?: string; limit?: number },
  ): Promise<LadderRowInput[]> {
    const query = trx('season_players as sp')
      .join('players as p', 'p.user_id', 'sp.user_id')
      .where('sp.season', season)
      .select(
        'sp.user_id',
        'p.name',
        'p.avatar_image_id',
        'sp.xp',
        'sp.xp_at',
        'sp.coolness',
        'sp.coolness_at',
        trx.raw('sp.row_version + p.row_version as row_version'),
        'p.banned',
        'p.deleted_at',
        'p.held_until',
      )
      .orderBy('sp.user_id');
    if (page.userIds) query.whereIn('sp.user_id', page.userIds);
    if (page.after) query.where('sp.user_id', '>', page.after);
    if (page.limit) query.limit(page.limit);
    const rows = await query;
    return rows.map((row) => ({
      ...row,
      xp: Number(row.xp),
      coolness: Number(row.coolness),
      row_version: Number(row.row_version),
    }));
  }

  /** XP points of `userIds` in `season`, as the ladder ranks them: a player who may not rank has none. */
  async xpPoints(season: number, userIds: readonly string[]): Promise<Map<string, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db('season_players as sp')
      .join('players as p', 'p.user_id', 'sp.user_id')
      .where('sp.season', season)
      .whereIn('sp.user_id', userIds)
      .whereRaw(RANKABLE)
      .select('sp.user_id', 'sp.xp');
    return new Map(rows.map((row) => [row.user_id as string, Math.max(0, Number(row.xp))]));
  }

  /** Every logged point of the players with a score in `season`, and their earlier points. */
  async pointsFor(season: number, endsAt: Date): Promise<LoggedPoint[]> {
    const rows = await this.db('progress_log')
      .whereIn('user_id', this.db('season_players').select('user_id').where({ season }))
      .andWhere('occurred_at', '<', endsAt)
      .orderBy(['user_id', 'progress_version']);
    return rows.map((row) => ({
      userId: row.user_id,
      version: Number(row.progress_version),
      occurredAt: row.occurred_at,
      xp: Number(row.xp),
      coolness: Number(row.coolness),
    }));
  }

  /** A season's standings as PostgreSQL computes them now (ranked players in ladder order). */
  async computedStandings(
    trx: Knex | Knex.Transaction,
    season: number,
    kind: LadderKind,
  ): Promise<ArchivedStanding[]> {
    const rows = await trx.raw(
      `select row_number() over (order by ${ORDER[kind]})::int as rank, sp.user_id, p.name,
              p.avatar_image_id, sp.${kind} as score, sp.${kind}_at as reached_at
       from season_players sp join players p on p.user_id = sp.user_id
       where sp.season = ? and sp.${kind} > 0 and ${RANKABLE}
       order by ${ORDER[kind]}`,
      [season],
    );
    return (rows.rows as ArchivedStanding[]).map((row) => ({ ...row, score: Number(row.score) }));
  }

  /** Writes a season's final standings of one kind; answers how many players ranked. */
  async archive(trx: Knex.Transaction, season: number, kind: LadderKind): Promise<number> {
    const result = await trx.raw(
      `insert into season_standings (season, kind, rank, user_id, name, avatar_image_id, score, reached_at)
       select ?, ?, row_number() over (order by ${ORDER[kind]}), sp.user_id, p.name, p.avatar_image_id,
              sp.${kind}, sp.${kind}_at
       from season_players sp join players p on p.user_id = sp.user_id
       where sp.season = ? and sp.${kind} > 0 and ${RANKABLE}`,
      [season, kind, season],
    );
    return result.rowCount ?? 0;
  }

  async archivedPage(season: number, kind: LadderKind, offset: number, limit: number) {
    const rows: ArchivedStanding[] = await this.db('season_standings')
      .where({ season, kind })
      .andWhere('rank', '>', offset)
      .orderBy('rank')
      .limit(limit);
    return rows.map((row) => ({ ...row, score: Number(row.score) }));
  }

  async archivedPlace(season: number, kind: LadderKind, userId: string): Promise<number | null> {
    const row = await this.db('season_standings').where({ season, kind, user_id: userId }).first('rank');
    return row ? Number(row.rank) : null;
  }

  /** Final places of players in every archived season, newest season first. */
  async placements(userIds: readonly string[]): Promise<Map<string, Placement[]>> {
    const rows = await this.db('season_standings as st')
      .join('seasons as s', 's.number', 'st.season')
      .whereIn('st.user_id', userIds)
      .select(
        'st.user_id',
        'st.season',
        'st.kind',
        'st.rank',
        'st.score',
        this.db.raw("case st.kind when 'xp' then s.xp_players else s.coolness_players end as of"),
        's.starts_at',
        's.ends_at',
      )
      .orderBy([
        { column: 'st.season', order: 'desc' },
        { column: 'st.kind', order: 'desc' },
      ]);
    const byUser = new Map<string, Placement[]>(userIds.map((id) => [id, []]));
    for (const row of rows) {
      byUser.get(row.user_id)?.push({ ...row, score: Number(row.score), of: Number(row.of) });
    }
    return byUser;
  }

  /** A deleted account keeps its places in archived seasons without its name or avatar. */
  async eraseArchivedName(trx: Knex.Transaction, userId: string): Promise<void> {
    await trx('season_standings').where({ user_id: userId }).update({ name: '', avatar_image_id: null });
  }

  /** The ranks of `season` stay: only its live scores go once the standings are archived. */
  async dropScores(trx: Knex.Transaction, season: number): Promise<void> {
    await trx('season_players').where({ season }).delete();
  }

  /**
   * Compacts an open season's log to what its scores are folded from: per player, the newest point,
   * and for XP and for Coolness the point where the current value was first reached in its last run
   * and the point before it. Folding what is left gives the same scores (the base is the point before
   * the season, kept by pruneLog; a score's time is the start of its last run). Answers rows deleted.
   */
  async compactLog(window: { startsAt: Date; endsAt: Date }): Promise<number> {
    const result = await this.db.raw(
      `with points as (
         select user_id, progress_version, xp, coolness,
                lag(xp) over w as previous_xp, lag(coolness) over w as previous_coolness,
                lag(progress_version) over w as previous_version
         from progress_log
         where occurred_at >= :startsAt and occurred_at < :endsAt
         window w as (partition by user_id order by progress_version)),
       runs as (
         select user_id, max(progress_version) as newest,
                max(progress_version) filter (where xp is distinct from previous_xp) as xp_run,
                max(progress_version) filter (where coolness is distinct from previous_coolness) as coolness_run
         from points group by user_id),
       kept as (
         select r.user_id, v.version
         from runs r
         cross join lateral (values (r.newest), (r.xp_run), (r.coolness_run),
           ((select p.previous_version from points p where p.user_id = r.user_id and p.progress_version = r.xp_run)),
           ((select p.previous_version from points p where p.user_id = r.user_id and p.progress_version = r.coolness_run))
         ) as v(version)
         where v.version is not null)
       delete from progress_log l
       using points p
       where l.user_id = p.user_id and l.progress_version = p.progress_version
         and not exists (select 1 from kept k where k.user_id = l.user_id and k.version = l.progress_version)`,
      { startsAt: window.startsAt, endsAt: window.endsAt },
    );
    return result.rowCount ?? 0;
  }

  /**
   * Forgets progress points no season needs: before `before` (the oldest open season's start),
   * only each player's last point is kept (the base of their next score).
   */
  async pruneLog(before: Date): Promise<number> {
    const result = await this.db.raw(
      `delete from progress_log l
       where l.occurred_at < ? and exists (
         select 1 from progress_log later
         where later.user_id = l.user_id and later.occurred_at < ? and later.progress_version > l.progress_version)`,
      [before, before],
    );
    return result.rowCount ?? 0;
  }
}
