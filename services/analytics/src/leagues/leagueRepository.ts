import type { Knex } from '@vh/kit';
import { ACTIVITY_DAYS, MAX_COHORT, type PointSettings, type Window } from './rules';

export interface WeekRow {
  id: number;
  starts_at: Date;
  ends_at: Date;
  ended_early: boolean;
  placed: number;
  results_at: Date | null;
  paid_at: Date | null;
}

export interface TierRow {
  tier: number;
  name: string;
  promote: number;
  demote: number;
  reward_places: number;
  reward_currency: string | null;
  reward_currency_amount: number;
  reward_item_id: number | null;
  reward_item_amount: number;
}

export interface MemberRow {
  week: number;
  user_id: string;
  cohort: number;
  tier: number;
  activity: number;
  points: number;
  points_at: Date | null;
  rank: number | null;
  outcome: string | null;
  next_tier: number | null;
}

export interface CohortRow {
  id: number;
  week: number;
  tier: number;
  chunk: number;
  activity_min: number;
  activity_max: number;
  size: number;
}

export interface CohortStanding {
  rank: number;
  user_id: string;
  name: string;
  avatar_image_id: number | null;
  points: number;
  points_at: Date | null;
}

/** A cohort's order: more points first; on equal points whoever reached them first; then the id. */
export const COHORT_ORDER = 'm.points desc, m.points_at asc nulls last, m.user_id';
/** Not banned, not deleted, not held out by a sanction (docs/sanctions.md#ladder-hold). */
const RANKABLE = 'not p.banned and p.deleted_at is null and (p.held_until is null or p.held_until <= now())';
/** One placer of weeks, and one late joiner at a time, across replicas (transaction-scoped). */
const PLACE_LOCK = 0x1ea6_0001;
const JOIN_LOCK = 0x1ea6_0002;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** Weeks, their cohorts and members, daily points, activity and payouts. */
export class LeagueRepository {
  constructor(private readonly db: Knex) {}

  async tiers(trx: Knex | Knex.Transaction = this.db): Promise<TierRow[]> {
    return trx<TierRow>('league_tiers').orderBy('tier');
  }

  async settings(trx: Knex | Knex.Transaction = this.db): Promise<PointSettings> {
    const row = await trx('league_settings').where({ id: 1 }).first();
    return {
      winPoints: row.win_points,
      drawPoints: row.draw_points,
      lossPoints: row.loss_points,
      dailyCap: row.daily_cap,
    };
  }

  async saveSettings(trx: Knex.Transaction, settings: PointSettings): Promise<void> {
    await trx('league_settings').where({ id: 1 }).update({
      win_points: settings.winPoints,
      draw_points: settings.drawPoints,
      loss_points: settings.lossPoints,
      daily_cap: settings.dailyCap,
    });
  }

  async saveTier(trx: Knex.Transaction, tier: TierRow): Promise<void> {
    await trx('league_tiers').where({ tier: tier.tier }).update(tier);
  }

  lockTier(trx: Knex.Transaction, tier: number): Promise<TierRow | undefined> {
    return trx<TierRow>('league_tiers').where({ tier }).forUpdate().first();
  }

  find(id: number, trx: Knex | Knex.Transaction = this.db): Promise<WeekRow | undefined> {
    return trx<WeekRow>('league_weeks').where({ id }).first();
  }

  lock(trx: Knex.Transaction, id: number): Promise<WeekRow | undefined> {
    return trx<WeekRow>('league_weeks').where({ id }).forUpdate().first();
  }

  async holding(at: Date, trx: Knex | Knex.Transaction = this.db): Promise<WeekRow | null> {
    return (
      (await trx<WeekRow>('league_weeks')
        .where('starts_at', '<=', at)
        .andWhere('ends_at', '>', at)
        .first()) ?? null
    );
  }

  list(limit: number): Promise<WeekRow[]> {
    return this.db<WeekRow>('league_weeks').orderBy('id', 'desc').limit(limit);
  }

  latest(trx: Knex | Knex.Transaction = this.db): Promise<WeekRow | undefined> {
    return trx<WeekRow>('league_weeks').orderBy('id', 'desc').first();
  }

  /** Weeks whose points may still change (no results yet), share-locked against end-now and results. */
  open(trx: Knex.Transaction): Promise<WeekRow[]> {
    return trx<WeekRow>('league_weeks').whereNull('results_at').orderBy('id').forShare();
  }

  dueForResults(now: Date, graceMs: number): Promise<WeekRow[]> {
    return this.db<WeekRow>('league_weeks')
      .whereNull('results_at')
      .andWhere('ends_at', '<=', new Date(now.getTime() - graceMs))
      .orderBy('id');
  }

  /**
   * Creates the week `window` and places its players (under a lock: one placer across replicas;
   * answers the existing week when another placed it first). Every player with own hunts in the 14
   * days before the week, not banned or deleted, goes to the tier of their last result (the first
   * tier when new); each tier is sorted by activity and cut into cohorts of at most 50.
   */
  async createAndPlace(window: Window): Promise<WeekRow> {
    return this.db.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(?)', [PLACE_LOCK]);
      const startsAt = new Date(window.startsAtMs);
      const existing = await trx<WeekRow>('league_weeks').where({ starts_at: startsAt }).first();
      if (existing) return existing;
      const [week] = await trx<WeekRow>('league_weeks')
        .insert({ starts_at: startsAt, ends_at: new Date(window.endsAtMs) })
        .returning('*');
      const topTier = (await trx('league_tiers').max('tier as top').first())?.top ?? 1;
      const from = dayOf(new Date(window.startsAtMs - ACTIVITY_DAYS * 86_400_000));
      await trx.raw(
        `create temporary table week_placing on commit drop as
         with eligible as (
           select h.user_id, sum(h.hunts)::float / ? as activity
           from hunt_days h join players p on p.user_id = h.user_id
           where h.day >= ? and h.day <= ? and ${RANKABLE}
           group by h.user_id),
         tiered as (
           select e.user_id, e.activity, least(?, coalesce((
             select m.next_tier from league_members m
             where m.user_id = e.user_id and m.next_tier is not null order by m.week desc limit 1), 1)) as tier
           from eligible e),
         positioned as (
           select t.*, row_number() over (partition by t.tier order by t.activity, t.user_id) - 1 as position,
                  count(*) over (partition by t.tier) as players
           from tiered t)
         select user_id, activity, tier,
                floor(position * greatest(1, ceil(players / ?::float)) / players)::int as chunk
         from positioned`,
        [ACTIVITY_DAYS, from, dayOf(startsAt), topTier, MAX_COHORT],
      );
      await trx.raw(
        `insert into league_cohorts (week, tier, chunk, activity_min, activity_max, size)
         select ?, tier, chunk, min(activity), max(activity), count(*) from week_placing group by tier, chunk`,
        [week!.id],
      );
      const placed = await trx.raw(
        `insert into league_members (week, user_id, cohort, tier, activity)
         select ?, pl.user_id, c.id, pl.tier, pl.activity
         from week_placing pl join league_cohorts c on c.week = ? and c.tier = pl.tier and c.chunk = pl.chunk`,
        [week!.id, week!.id],
      );
      const [updated] = await trx<WeekRow>('league_weeks')
        .where({ id: week!.id })
        .update({ placed: placed.rowCount ?? 0 })
        .returning('*');
      return updated!;
    });
  }

  /** Records the players' own hunts per UTC day (activity, the placement's measure). */
  async countHunts(trx: Knex.Transaction, hunts: readonly { userId: string; at: Date }[]): Promise<void> {
    const counts = new Map<string, { user_id: string; day: string; hunts: number }>();
    for (const hunt of hunts) {
      const day = dayOf(hunt.at);
      const key = `${hunt.userId}:${day}`;
      const entry = counts.get(key) ?? { user_id: hunt.userId, day, hunts: 0 };
      entry.hunts += 1;
      counts.set(key, entry);
    }
    if (counts.size === 0) return;
    const rows = [...counts.values()].sort((a, b) =>
      `${a.user_id}${a.day}`.localeCompare(`${b.user_id}${b.day}`),
    );
    await trx('hunt_days')
      .insert(rows)
      .onConflict(['user_id', 'day'])
      .merge({ hunts: trx.raw('hunt_days.hunts + excluded.hunts') });
  }

  /** Members of `week` among `userIds`, locked for the batch's update. */
  async members(
    trx: Knex.Transaction,
    week: number,
    userIds: readonly string[],
  ): Promise<Map<string, MemberRow>> {
    const rows = await trx<MemberRow>('league_members')
      .where({ week })
      .whereIn('user_id', userIds)
      .orderBy('user_id')
      .forUpdate();
    return new Map(rows.map((row) => [row.user_id, row]));
  }

  /**
   * Places a player who starts hunting during the week: into the least full cohort of their tier
   * with room, or a new cohort. Answers null for a banned or deleted account.
   */
  async joinLate(trx: Knex.Transaction, week: number, userId: string, now: Date): Promise<MemberRow | null> {
    await trx.raw('select pg_advisory_xact_lock(?)', [JOIN_LOCK]);
    const player = await trx('players').where({ user_id: userId }).first('banned', 'deleted_at');
    if (player && (player.banned || player.deleted_at)) return null;
    const topTier = (await trx('league_tiers').max('tier as top').first())?.top ?? 1;
    const last = await trx('league_members')
      .where({ user_id: userId })
      .whereNotNull('next_tier')
      .orderBy('week', 'desc')
      .first('next_tier');
    const tier = Math.min(topTier, last?.next_tier ?? 1);
    const from = dayOf(new Date(now.getTime() - ACTIVITY_DAYS * 86_400_000));
    const hunted = await trx('hunt_days')
      .where({ user_id: userId })
      .andWhere('day', '>=', from)
      .andWhere('day', '<=', dayOf(now))
      .sum('hunts as hunts')
      .first();
    const activity = Number(hunted?.hunts ?? 0) / ACTIVITY_DAYS;
    let cohort = await trx<CohortRow>('league_cohorts')
      .where({ week, tier })
      .andWhere('size', '<', MAX_COHORT)
      .orderBy([{ column: 'size' }, { column: 'chunk' }])
      .first();
    if (!cohort) {
      const chunk =
        Number(
          (await trx('league_cohorts').where({ week, tier }).max('chunk as chunk').first())?.chunk ?? -1,
        ) + 1;
      [cohort] = await trx<CohortRow>('league_cohorts')
        .insert({ week, tier, chunk, activity_min: activity, activity_max: activity, size: 0 })
        .returning('*');
    }
    await trx('league_cohorts')
      .where({ id: cohort!.id })
      .update({
        size: trx.raw('size + 1'),
        activity_min: trx.raw('least(activity_min, ?)', [activity]),
        activity_max: trx.raw('greatest(activity_max, ?)', [activity]),
      });
    // The week row is not touched: consumer batches hold it share-locked (an update here would wait
    // on another batch waiting for this join lock: a deadlock). `placed` counts the Monday placement.
    const [member] = await trx<MemberRow>('league_members')
      .insert({ week, user_id: userId, cohort: cohort!.id, tier, activity })
      .returning('*');
    return member!;
  }

  /** Points already scored on each (player, day) of the week, locked. */
  async dayPoints(
    trx: Knex.Transaction,
    week: number,
    userIds: readonly string[],
  ): Promise<Map<string, number>> {
    const rows = await trx('league_days').where({ week }).whereIn('user_id', userIds).forUpdate();
    return new Map(rows.map((row) => [`${row.user_id}:${dayOf(new Date(row.day))}`, Number(row.points)]));
  }

  async saveDays(
    trx: Knex.Transaction,
    week: number,
    days: readonly { userId: string; day: string; points: number }[],
  ) {
    if (days.length === 0) return;
    await trx('league_days')
      .insert(days.map((day) => ({ week, user_id: day.userId, day: day.day, points: day.points })))
      .onConflict(['week', 'user_id', 'day'])
      .merge({ points: trx.raw('excluded.points') });
  }

  /** Members' new points, in one statement. */
  async savePoints(trx: Knex.Transaction, week: number, members: readonly MemberRow[]): Promise<void> {
    if (members.length === 0) return;
    await trx.raw(
      `update league_members m set points = n.points, points_at = n.points_at
       from unnest(:userIds::uuid[], :points::int[], :pointsAt::timestamptz[]) as n(user_id, points, points_at)
       where m.week = :week and m.user_id = n.user_id`,
      {
        userIds: members.map((member) => member.user_id),
        points: members.map((member) => member.points),
        pointsAt: members.map((member) => member.points_at),
        week,
      },
    );
  }

  /** A player's membership of a week, with their cohort. */
  async membership(week: number, userId: string): Promise<{ member: MemberRow; cohort: CohortRow } | null> {
    const member = await this.db<MemberRow>('league_members').where({ week, user_id: userId }).first();
    if (!member) return null;
    const cohort = await this.db<CohortRow>('league_cohorts').where({ id: member.cohort }).first();
    return { member, cohort: cohort! };
  }

  /** A cohort's standings now (rankable players only), in cohort order. */
  async cohortStandings(cohort: number, trx: Knex | Knex.Transaction = this.db): Promise<CohortStanding[]> {
    const result = await trx.raw(
      `select row_number() over (order by ${COHORT_ORDER})::int as rank, m.user_id, p.name, p.avatar_image_id,
              m.points, m.points_at
       from league_members m join players p on p.user_id = m.user_id
       where m.cohort = ? and ${RANKABLE}
       order by ${COHORT_ORDER}`,
      [cohort],
    );
    return result.rows as CohortStanding[];
  }

  /** Every cohort of a week with its rankable members in order (for the results). */
  async weekStandings(trx: Knex.Transaction, week: number) {
    const result = await trx.raw(
      `select m.user_id, m.cohort, m.tier, m.points,
              row_number() over (partition by m.cohort order by ${COHORT_ORDER})::int as rank,
              count(*) over (partition by m.cohort)::int as size
       from league_members m join players p on p.user_id = m.user_id
       where m.week = ? and ${RANKABLE}`,
      [week],
    );
    return result.rows as {
      user_id: string;
      cohort: number;
      tier: number;
      points: number;
      rank: number;
      size: number;
    }[];
  }

  async saveResults(
    trx: Knex.Transaction,
    week: number,
    results: readonly { userId: string; rank: number; outcome: string; nextTier: number }[],
  ): Promise<void> {
    if (results.length === 0) return;
    await trx.raw(
      `update league_members m set rank = r.rank, outcome = r.outcome, next_tier = r.next_tier
       from unnest(?::uuid[], ?::int[], ?::text[], ?::int[]) as r(user_id, rank, outcome, next_tier)
       where m.week = ? and m.user_id = r.user_id`,
      [
        results.map((result) => result.userId),
        results.map((result) => result.rank),
        results.map((result) => result.outcome),
        results.map((result) => result.nextTier),
        week,
      ],
    );
  }

  async markResults(trx: Knex.Transaction, week: number): Promise<void> {
    await trx('league_weeks').where({ id: week }).update({ results_at: trx.fn.now() });
  }

  /** Weeks with results and every reward settled get their paid_at. */
  async closePaidWeeks(settled: (weeks: number[]) => Promise<number[]>): Promise<void> {
    const waiting = await this.db('league_weeks').whereNotNull('results_at').whereNull('paid_at').pluck('id');
    const done = await settled(waiting.map(Number));
    if (done.length > 0)
      await this.db('league_weeks').whereIn('id', done).update({ paid_at: this.db.fn.now() });
  }

  async endNow(trx: Knex.Transaction, week: number): Promise<WeekRow> {
    const [ended] = await trx<WeekRow>('league_weeks')
      .where({ id: week })
      .update({ ends_at: trx.raw('clock_timestamp()'), ended_early: true })
      .returning('*');
    return ended!;
  }

  async todayPoints(week: number, userId: string, now: Date): Promise<number> {
    const row = await this.db('league_days')
      .where({ week, user_id: userId, day: dayOf(now) })
      .first('points');
    return Number(row?.points ?? 0);
  }

  /** A player's memberships, newest week first, with their weeks. */
  async history(userId: string, limit: number): Promise<{ member: MemberRow; week: WeekRow }[]> {
    const members = await this.db<MemberRow>('league_members')
      .where({ user_id: userId })
      .orderBy('week', 'desc')
      .limit(limit);
    const weeks = await this.db<WeekRow>('league_weeks').whereIn(
      'id',
      members.map((member) => member.week),
    );
    const byId = new Map(weeks.map((week) => [week.id, week]));
    return members.map((member) => ({ member, week: byId.get(member.week)! }));
  }

  cohorts(week: number, tier: number | null): Promise<CohortRow[]> {
    const query = this.db<CohortRow>('league_cohorts').where({ week }).orderBy(['tier', 'chunk']);
    return tier === null ? query : query.where({ tier });
  }
}
