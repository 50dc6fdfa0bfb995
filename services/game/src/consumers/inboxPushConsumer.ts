import { startBatchEventConsumer, type Kafka, type Logger } from '@vh/kit';
import { Topics, decodePayload, envelopeOccurredAt, socialEvents } from '@vh/contracts';
import { seconds } from '../clock';
import { buildInboxPushPayload, inboxPushGroupOf } from '../domain/inboxPush';
import type { InboxPusher } from '../jobs/inboxPushJob';
import type { InboxNews } from '../repositories/inboxPushRepository';

export const INBOX_PUSH_GROUP = 'game-inbox-push';

/**
 * Follows social's NotificationCreated events and sends each as a web push when the player opted
 * into its kind's group (docs/reminders.md#inbox-news). A chunk's news is claimed in one statement,
 * keyed by the event id, so a redelivered event is pushed once.
 */
export function startInboxPushConsumer(pusher: InboxPusher, kafka: Kafka, logger: Logger) {
  return startBatchEventConsumer({
    kafka,
    groupId: INBOX_PUSH_GROUP,
    topics: [Topics.socialNotifications],
    logger,
    handle: async (events) => {
      const news: InboxNews[] = [];
      for (const { envelope } of events) {
        const notification = decodePayload(envelope, socialEvents.NotificationCreatedSchema);
        const group = notification && inboxPushGroupOf(notification.kind);
        if (!notification || !group) continue;
        news.push({
          eventId: envelope.id,
          userId: notification.userId,
          group,
          occurredAt: seconds(envelopeOccurredAt(envelope).getTime()),
          payload: buildInboxPushPayload(notification),
        });
      }
      await pusher.push(news);
    },
  });
}
