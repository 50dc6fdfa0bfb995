import { create } from '@bufbuild/protobuf';
import { outboxInsert, outboxRowOf, outboxWakeUp, type Knex } from '@vh/kit';
import { Topics, socialEvents } from '@vh/contracts';

export const SERVICE_NAME = 'social';

/** Rows per outbox insert (6 parameters a row). */
const OUTBOX_CHUNK = 1000;

/**
 * NotificationCreated events to the outbox in the caller's transaction (the game sends web pushes):
 * one insert for many lines (a week's league results bring hundreds a chunk), one relay wake-up.
 */
export async function emitNotificationsCreated(
  trx: Knex.Transaction,
  notifications: readonly {
    id: string;
    user_id: string;
    kind: string;
    title: string;
    body: string;
    link: string | null;
  }[],
  requestId: string,
): Promise<void> {
  if (notifications.length === 0) return;
  const rows = notifications.map((notification) =>
    outboxRowOf({
      topic: Topics.socialNotifications,
      key: notification.user_id,
      schema: socialEvents.NotificationCreatedSchema,
      payload: create(socialEvents.NotificationCreatedSchema, {
        userId: notification.user_id,
        notificationId: BigInt(notification.id),
        kind: notification.kind,
        title: notification.title,
        body: notification.body,
        link: notification.link ?? '',
      }),
      producer: SERVICE_NAME,
      requestId,
    }),
  );
  for (let start = 0; start < rows.length; start += OUTBOX_CHUNK)
    await outboxInsert(trx, rows.slice(start, start + OUTBOX_CHUNK));
  await outboxWakeUp(trx);
}
