import { startBatchEventConsumer, type Kafka } from '@vh/kit';
import { Topics } from '@vh/proto';
import type { AnalyticsDeps } from '../deps';
import { recordEvents } from '../useCases/recordEvents';

export const ANALYTICS_GROUP = 'analytics';
export const ANALYTICS_TOPICS = [
  Topics.identityUsers,
  Topics.gamePlayers,
  Topics.economyTrades,
  Topics.paymentsPayments,
];

/**
 * The one consumer group analytics reads everything with, from the beginning of each topic: the
 * ladders and records are nothing but the events. Each event applies once (deduplicated by id); a
 * partition's backlog is applied in batches, one transaction each.
 */
export function startAnalyticsConsumer(deps: AnalyticsDeps, kafka: Kafka) {
  return startBatchEventConsumer({
    kafka,
    groupId: ANALYTICS_GROUP,
    topics: [...ANALYTICS_TOPICS],
    fromBeginning: true,
    logger: deps.logger,
    handle: (events) =>
      recordEvents(
        deps,
        events.map((event) => event.envelope),
      ),
  });
}
