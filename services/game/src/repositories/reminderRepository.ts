import type { Knex } from '@vh/kit';
import { MAX_SUBSCRIPTIONS_PER_PLAYER, type PushSubscriptionKeys } from '../domain/pushSubscription';
import type { ReminderKind, ReminderPayload } from '../domain/reminders';
import { COFFIN_RECHARGE_SECONDS, MISSION_ENDING_REMINDER_SECONDS } from '../domain/rules';
import { PushDeliveryTable } from './pushDeliveryTable';

export interface PushSubscriptionRow extends PushSubscriptionKeys {
  id: number;
  user_id: string;
}

/** A reminder the due query found: the facts its kind needs, not yet checked against content. */
export interface DueReminder {
  user_id: string;
  kind: ReminderKind;
  due_at: number;
  enabled_at: number;
  /** huntReady: -; coffinCharge: charges, rechargeFrom; missionEnding: groundId, endsAt; autoHunt: result, enemyId. */
  facts: Record<string, number | null>;
}

export interface DeliveryRow {
  id: number;
  user_id: string;
  kind: ReminderKind;
  due_at: number;
  payload: ReminderPayload;
  attempts: number;
  delivered_to: number[];
}

const DELIVERY_COLUMNS = ['id', 'user_id', 'kind', 'due_at', 'payload', 'attempts', 'delivered_to'];

/**
 * The reminders due now, over all players, in one statement: each kind's branch starts from the
 * players who chose that kind and have a subscription (indexed; empty when nobody opted in) and
 * leaves out those already claimed (the delivery key). Only moments in [now - late, now] qualify;
 * the job's domain rules decide the rest.
 */
const DUE_SQL = `
with opted as (
  select p.user_id, p.kind, p.enabled_at
  from reminder_preferences p
  where exists (select 1 from push_subscriptions s where s.user_id = p.user_id)
), due as (
  select o.user_id, o.kind, o.enabled_at, pl.next_hunt_at as due_at, cast('{}' as jsonb) as facts
  from opted o join players pl on pl.user_id = o.user_id
  where o.kind = 'huntReady' and pl.next_hunt_at between :since and :now
  union all
  select o.user_id, o.kind, o.enabled_at,
    pl.coffin_recharge_from + ((:now - pl.coffin_recharge_from) / :recharge) * :recharge,
    jsonb_build_object('charges', pl.coffin_charges, 'rechargeFrom', pl.coffin_recharge_from)
  from opted o join players pl on pl.user_id = o.user_id
  where o.kind = 'coffinCharge' and pl.coffin_recharge_from > 0
    and pl.coffin_recharge_from + ((:now - pl.coffin_recharge_from) / :recharge) * :recharge > :since
    and :now - pl.coffin_recharge_from >= :recharge
  union all
  select o.user_id, o.kind, o.enabled_at, m.ends_at - :lead,
    jsonb_build_object('groundId', m.hunting_ground_id, 'endsAt', m.ends_at)
  from opted o join missions m on m.ends_at - :lead between :since and :now
  where o.kind = 'missionEnding' and not exists (
    select 1 from mission_progress mp
    where mp.mission_id = m.id and mp.user_id = o.user_id and mp.completed_at is not null)
  union all
  select o.user_id, o.kind, o.enabled_at, a.hour * 3600,
    jsonb_build_object('result', coalesce(c.result, 4), 'enemyId', c.enemy_id)
  from opted o join auto_hunts a on a.user_id = o.user_id and a.hour between :sinceHour and :nowHour
  left join combats c on c.id = a.combat_id
  where o.kind = 'autoHunt'
)
select due.* from due
where not exists (
  select 1 from reminder_deliveries d
  where d.user_id = due.user_id and d.kind = due.kind and d.due_at = due.due_at)
order by due.due_at
limit :limit`;

export class ReminderRepository {
  private readonly deliveries: PushDeliveryTable<DeliveryRow>;

  constructor(private readonly db: Knex) {
    this.deliveries = new PushDeliveryTable(db, 'reminder_deliveries', DELIVERY_COLUMNS);
  }

  /**
   * Stores a browser's subscription for the player (an endpoint that belonged to another account
   * moves: one browser, one account) and drops the oldest beyond the per-player bound.
   */
  async subscribe(userId: string, keys: PushSubscriptionKeys): Promise<void> {
    await this.db.transaction(async (trx) => {
      await trx('push_subscriptions')
        .insert({ user_id: userId, ...keys })
        .onConflict('endpoint')
        .merge({ user_id: userId, p256dh: keys.p256dh, auth: keys.auth, created_at: trx.fn.now() });
      const keep = trx('push_subscriptions')
        .select('id')
        .where({ user_id: userId })
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(MAX_SUBSCRIPTIONS_PER_PLAYER);
      await trx('push_subscriptions').where({ user_id: userId }).whereNotIn('id', keep).delete();
    });
  }

  async unsubscribe(userId: string, endpoint: string): Promise<void> {
    await this.db('push_subscriptions').where({ user_id: userId, endpoint }).delete();
  }

  async subscriptionCount(userId: string): Promise<number> {
    const row = await this.db('push_subscriptions')
      .where({ user_id: userId })
      .count<{ count: string }>('* as count')
      .first();
    return Number(row?.count ?? 0);
  }

  async subscriptionsOf(userId: string): Promise<PushSubscriptionRow[]> {
    return this.db<PushSubscriptionRow>('push_subscriptions')
      .where({ user_id: userId })
      .select('id', 'user_id', 'endpoint', 'p256dh', 'auth')
      .orderBy('id');
  }

  /** The push service said the subscription is gone (404/410): it will never deliver again. */
  async removeSubscription(id: number): Promise<void> {
    await this.db('push_subscriptions').where({ id }).delete();
  }

  async kindsOf(userId: string): Promise<ReminderKind[]> {
    const rows = await this.db('reminder_preferences')
      .where({ user_id: userId })
      .select<{ kind: ReminderKind }[]>('kind');
    return rows.map((row) => row.kind);
  }

  /** Replaces the chosen kinds; a kind kept keeps its enabled_at. */
  async setKinds(userId: string, kinds: readonly ReminderKind[], now: number): Promise<void> {
    await this.db.transaction(async (trx) => {
      await trx('reminder_preferences').where({ user_id: userId }).whereNotIn('kind', kinds).delete();
      if (kinds.length === 0) return;
      await trx('reminder_preferences')
        .insert(kinds.map((kind) => ({ user_id: userId, kind, enabled_at: now })))
        .onConflict(['user_id', 'kind'])
        .ignore();
    });
  }

  async due(
    now: number,
    lateSeconds: number,
    autoHuntLateSeconds: number,
    limit: number,
  ): Promise<DueReminder[]> {
    const since = now - lateSeconds;
    const result = await this.db.raw<{ rows: DueReminder[] }>(DUE_SQL, {
      now,
      since,
      nowHour: Math.floor(now / 3600),
      sinceHour: Math.floor((now - autoHuntLateSeconds) / 3600),
      recharge: COFFIN_RECHARGE_SECONDS,
      lead: MISSION_ENDING_REMINDER_SECONDS,
      limit,
    });
    return result.rows;
  }

  /**
   * Claims a reminder by inserting its delivery row: the (player, kind, due moment) key lets exactly
   * one replica win. The winner owns it until `leaseUntil`; a payload of null records a skip.
   */
  async claim(
    reminder: Pick<DueReminder, 'user_id' | 'kind' | 'due_at'>,
    payload: ReminderPayload | null,
    leaseUntil: number,
  ): Promise<DeliveryRow | null> {
    const rows = await this.db('reminder_deliveries')
      .insert({
        user_id: reminder.user_id,
        kind: reminder.kind,
        due_at: reminder.due_at,
        state: payload ? 'sending' : 'skipped',
        payload: JSON.stringify(payload ?? {}),
        next_attempt_at: leaseUntil,
      })
      .onConflict(['user_id', 'kind', 'due_at'])
      .ignore()
      .returning<DeliveryRow[]>(DELIVERY_COLUMNS);
    const row = rows[0];
    return row && payload ? this.deliveries.rowOf(row) : null;
  }

  /** Deliveries waiting for a retry (or whose replica died mid-send), claimed past other replicas. */
  claimRetries(now: number, leaseUntil: number, limit: number): Promise<DeliveryRow[]> {
    return this.deliveries.claimRetries(now, leaseUntil, limit);
  }

  finish(id: number, state: 'sent' | 'failed', attempts: number, deliveredTo: number[]): Promise<void> {
    return this.deliveries.finish(id, state, attempts, deliveredTo);
  }

  retryLater(id: number, attempts: number, deliveredTo: number[], at: number): Promise<void> {
    return this.deliveries.retryLater(id, attempts, deliveredTo, at);
  }

  /** Delivery rows only matter while their moment can still be found due; older ones go. */
  async prune(before: number): Promise<number> {
    return this.db('reminder_deliveries')
      .where('due_at', '<', before)
      .andWhereNot('state', 'sending')
      .delete();
  }
}
