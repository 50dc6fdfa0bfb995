import type { Knex } from '@vh/kit';
import type { InboxPushGroup, InboxPushPayload } from '../domain/inboxPush';
import { PushDeliveryTable } from './pushDeliveryTable';

/** Inbox news the consumer found for a player, not yet claimed. */
export interface InboxNews {
  eventId: string;
  userId: string;
  group: InboxPushGroup;
  /** Epoch seconds when social wrote the line. */
  occurredAt: number;
  payload: InboxPushPayload;
}

export interface InboxDeliveryRow {
  id: number;
  event_id: string;
  user_id: string;
  push_group: InboxPushGroup;
  payload: InboxPushPayload;
  attempts: number;
  delivered_to: number[];
}

const DELIVERY_COLUMNS = ['id', 'event_id', 'user_id', 'push_group', 'payload', 'attempts', 'delivered_to'];

/** The inbox groups players chose for web push, and the deliveries of inbox news. */
export class InboxPushRepository {
  private readonly deliveries: PushDeliveryTable<InboxDeliveryRow>;

  constructor(private readonly db: Knex) {
    this.deliveries = new PushDeliveryTable(db, 'inbox_push_deliveries', DELIVERY_COLUMNS);
  }

  async groupsOf(userId: string): Promise<InboxPushGroup[]> {
    return this.db('inbox_push_preferences')
      .where({ user_id: userId })
      .orderBy('push_group')
      .pluck('push_group');
  }

  /** Replaces the chosen groups; a group kept keeps its enabled_at. */
  async setGroups(userId: string, groups: readonly InboxPushGroup[], now: number): Promise<void> {
    await this.db.transaction(async (trx) => {
      await trx('inbox_push_preferences')
        .where({ user_id: userId })
        .whereNotIn('push_group', groups)
        .delete();
      if (groups.length === 0) return;
      await trx('inbox_push_preferences')
        .insert(groups.map((group) => ({ user_id: userId, push_group: group, enabled_at: now })))
        .onConflict(['user_id', 'push_group'])
        .ignore();
    });
  }

  /**
   * Claims the news to push, in one statement: only news of a group the player chose before it
   * happened, for a player with a subscription; each event once (its id is the delivery's unique
   * key, so a redelivered event or a second replica claims nothing). Answers the claimed rows, owned
   * until `leaseUntil`.
   */
  async claim(news: readonly InboxNews[], now: number, leaseUntil: number): Promise<InboxDeliveryRow[]> {
    if (news.length === 0) return [];
    const result = await this.db.raw<{ rows: InboxDeliveryRow[] }>(
      `insert into inbox_push_deliveries
         (event_id, user_id, push_group, state, payload, next_attempt_at, created_at)
       select n.event_id, n.user_id, n.push_group, 'sending', n.payload, :leaseUntil, :now
       from unnest(:eventIds::uuid[], :userIds::uuid[], :groups::text[], :occurredAt::bigint[], :payloads::jsonb[])
            as n(event_id, user_id, push_group, occurred_at, payload)
       join inbox_push_preferences p
         on p.user_id = n.user_id and p.push_group = n.push_group and p.enabled_at <= n.occurred_at
       where exists (select 1 from push_subscriptions s where s.user_id = n.user_id)
       on conflict (event_id) do nothing
       returning ${DELIVERY_COLUMNS.join(', ')}`,
      {
        eventIds: news.map((entry) => entry.eventId),
        userIds: news.map((entry) => entry.userId),
        groups: news.map((entry) => entry.group),
        occurredAt: news.map((entry) => entry.occurredAt),
        payloads: news.map((entry) => JSON.stringify(entry.payload)),
        now,
        leaseUntil,
      },
    );
    return result.rows.map((row) => this.deliveries.rowOf(row));
  }

  claimRetries(now: number, leaseUntil: number, limit: number): Promise<InboxDeliveryRow[]> {
    return this.deliveries.claimRetries(now, leaseUntil, limit);
  }

  finish(id: number, state: 'sent' | 'failed', attempts: number, deliveredTo: number[]): Promise<void> {
    return this.deliveries.finish(id, state, attempts, deliveredTo);
  }

  retryLater(id: number, attempts: number, deliveredTo: number[], at: number): Promise<void> {
    return this.deliveries.retryLater(id, attempts, deliveredTo, at);
  }

  /** Delivery rows only matter while their event may be redelivered soon; a day's are kept. */
  async prune(before: number): Promise<number> {
    return this.db('inbox_push_deliveries')
      .where('created_at', '<', before)
      .andWhereNot('state', 'sending')
      .delete();
  }
}
