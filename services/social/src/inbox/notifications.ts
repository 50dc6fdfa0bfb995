import type { Knex } from '@vh/kit';
import { emitNotificationsCreated } from '../events';

export type NotificationKind =
  | 'FRIEND_REQUEST'
  | 'FRIEND_ACCEPTED'
  | 'GIFT_RECEIVED'
  | 'COVEN_INVITATION'
  | 'COVEN_DECISION'
  | 'EXPEDITION_PROGRESS'
  | 'EXPEDITION_RESULT'
  | 'LEAGUE_RESULT'
  | 'TOURNAMENT_RESULT'
  | 'SANCTION';

export interface NotificationRow {
  id: string;
  user_id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  dedupe_key: string | null;
  created_at: Date;
  read_at: Date | null;
}

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link?: string;
  /** The same key for the same player is one notification (a redelivered event adds nothing). */
  dedupeKey?: string;
}

/** Bounds of what a notification shows: titles are one line, bodies short. */
const TITLE_MAX = 120;
const BODY_MAX = 500;

/**
 * Puts notifications in players' inboxes inside the caller's transaction, with their
 * NotificationCreated events (the game's web push), so an inbox line exists exactly when what it
 * tells happened.
 */
export async function notify(
  trx: Knex.Transaction,
  notifications: readonly NewNotification[],
  requestId: string,
): Promise<void> {
  if (notifications.length === 0) return;
  const rows: NotificationRow[] = await trx('notifications')
    .insert(
      notifications.map((notification) => ({
        user_id: notification.userId,
        kind: notification.kind,
        title: notification.title.slice(0, TITLE_MAX),
        body: notification.body.slice(0, BODY_MAX),
        link: notification.link ?? null,
        dedupe_key: notification.dedupeKey ?? null,
      })),
    )
    .onConflict(['user_id', 'dedupe_key'])
    .ignore()
    .returning('*');
  await emitNotificationsCreated(trx, rows, requestId);
}
