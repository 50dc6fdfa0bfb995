import type { Knex } from '@vh/kit';

interface AnalyticsRecordRow {
  id: number;
  day: string;
  users: number;
  users_active_week: number;
  users_active_month: number;
  users_active: number;
  silver_subs_active: number;
  gold_subs_active: number;
  plat_subs_active: number;
  purchases: { packageId: number; amount: number }[];
}

/** Activity and the daily records (days are UTC dates, 'YYYY-MM-DD'). */
export class StatsRepository {
  constructor(private readonly db: Knex) {}

  async recordActivity(trx: Knex.Transaction, days: { userId: string; day: string }[]): Promise<void> {
    if (days.length === 0) return;
    await trx('activity_days')
      .insert(days.map(({ userId, day }) => ({ user_id: userId, day })))
      .onConflict(['user_id', 'day'])
      .ignore();
  }

  /** A completed payment counts on the day it completed (once per payment). */
  async recordPurchase(
    trx: Knex.Transaction,
    purchase: { paymentId: string; userId: string; packageId: number; day: string },
  ): Promise<void> {
    await trx('purchases')
      .insert({
        payment_id: purchase.paymentId,
        user_id: purchase.userId,
        package_id: purchase.packageId,
        day: purchase.day,
      })
      .onConflict('payment_id')
      .ignore();
  }

  /** A refunded payment is no purchase. */
  async removePurchase(trx: Knex.Transaction, paymentId: string): Promise<void> {
    await trx('purchases').where({ payment_id: paymentId }).delete();
  }

  /**
   * The player's subscription as payments last described it. Level 0 ends the current one at `at`
   * (its tier is kept so the days it was active still count for it).
   */
  async saveSubscription(
    trx: Knex.Transaction,
    entitlement: { userId: string; level: number; activeFrom: Date; activeUntil: Date; at: Date },
  ): Promise<void> {
    if (entitlement.level === 0) {
      await trx('subscriptions')
        .where({ user_id: entitlement.userId })
        .update({ active_until: trx.raw('least(active_until, ?)', [entitlement.at]) });
      return;
    }
    await trx('subscriptions')
      .insert({
        user_id: entitlement.userId,
        level: entitlement.level,
        active_from: entitlement.activeFrom,
        active_until: entitlement.activeUntil,
      })
      .onConflict('user_id')
      .merge();
  }

  /** The first day anything happened, or null before the first event. */
  async firstDay(): Promise<string | null> {
    const result = await this.db.raw(
      `select to_char(least(
         (select min(registered_at) at time zone 'UTC' from players)::date,
         (select min(day) from activity_days)), 'YYYY-MM-DD') as day`,
    );
    return (result.rows[0] as { day: string | null }).day;
  }

  async lastRecordedDay(): Promise<string | null> {
    const row = await this.db('analytics_records').max({ day: 'day' }).first();
    const day = row?.day as Date | string | null | undefined;
    if (!day) return null;
    return typeof day === 'string' ? day : day.toISOString().slice(0, 10);
  }

  /**
   * Computes the record of one day from what the events recorded and writes it (replacing an earlier
   * computation of the same day). Deterministic for the data, so replicas computing it at once agree.
   */
  async computeDay(day: string): Promise<void> {
    await this.db.raw(
      `insert into analytics_records as r (day, users, users_active_week, users_active_month, users_active,
         silver_subs_active, gold_subs_active, plat_subs_active, purchases, computed_at)
       with bounds as (select :day::date as day,
                              (:day::date + 1)::timestamp at time zone 'UTC' as day_end)
       select b.day,
         (select count(*) from players p
           where p.registered_at < b.day_end and (p.deleted_at is null or p.deleted_at >= b.day_end)),
         (select count(distinct a.user_id) from activity_days a where a.day between b.day - 6 and b.day),
         (select count(distinct a.user_id) from activity_days a where a.day between b.day - 29 and b.day),
         (select count(*) from activity_days a where a.day = b.day),
         ${[1, 2, 3]
           .map(
             (level) => `(select count(*) from subscriptions s where s.level = ${level}
                and s.active_from < b.day_end
                and (s.active_until is null or s.active_until >= b.day_end - interval '1 day'))`,
           )
           .join(',\n         ')},
         (select coalesce(jsonb_agg(jsonb_build_object('packageId', package_id, 'amount', amount)
                                    order by package_id), '[]'::jsonb)
            from (select package_id, count(*)::int as amount from purchases
                   where day = b.day group by package_id) counted),
         now()
       from bounds b
       on conflict (day) do update set
         users = excluded.users, users_active_week = excluded.users_active_week,
         users_active_month = excluded.users_active_month, users_active = excluded.users_active,
         silver_subs_active = excluded.silver_subs_active, gold_subs_active = excluded.gold_subs_active,
         plat_subs_active = excluded.plat_subs_active, purchases = excluded.purchases,
         computed_at = excluded.computed_at`,
      { day },
    );
  }

  async records(limit: number): Promise<AnalyticsRecordRow[]> {
    const rows = await this.db('analytics_records as r')
      .select(
        'r.id',
        this.db.raw(`to_char(r.day, 'YYYY-MM-DD') as day`),
        'r.users',
        'r.users_active_week',
        'r.users_active_month',
        'r.users_active',
        'r.silver_subs_active',
        'r.gold_subs_active',
        'r.plat_subs_active',
        'r.purchases',
      )
      .orderBy('r.day', 'desc')
      .limit(limit);
    return rows as AnalyticsRecordRow[];
  }

  /** Analytics data is kept 26 months (the privacy text's promise). */
  async pruneBefore(day: string): Promise<void> {
    await this.db('activity_days').where('day', '<', day).delete();
    await this.db('purchases').where('day', '<', day).delete();
    await this.db('analytics_records').where('day', '<', day).delete();
  }
}
