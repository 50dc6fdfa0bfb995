import { create } from '@bufbuild/protobuf';
import { enqueueEvent, type Knex } from '@vh/kit';
import { Topics, socialEvents } from '@vh/contracts';

export const SERVICE_NAME = 'social';

/** NotificationCreated to the outbox in the caller's transaction (the game sends web pushes). */
export function emitNotificationCreated(
  trx: Knex.Transaction,
  notification: {
    id: string;
    user_id: string;
    kind: string;
    title: string;
    body: string;
    link: string | null;
  },
  requestId: string,
) {
  return enqueueEvent(trx, {
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
  });
}
