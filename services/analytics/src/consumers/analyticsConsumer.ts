import { startEventConsumer, type Kafka } from '@vh/kit';
import { Topics } from '@vh/proto';
import type { AnalyticsDeps } from '../deps';
import { recordEvent } from '../useCases/recordEvents';

export const ANALYTICS_GROUP = 'analytics';
export const ANALYTICS_TOPICS = [Topics.identityUsers, Topics.gamePlayers, Topics.economyTrades];

/**
 * The one consumer group analytics reads everything with, from the beginning of each topic: the
 * ladders and records are nothing but the events. Each event applies once (deduplicated by id).
 */
export function startAnalyticsConsumer(deps: AnalyticsDeps, kafka: Kafka) {
  return startEventConsumer({
    kafka,
    groupId: ANALYTICS_GROUP,
    topics: [...ANALYTICS_TOPICS],
    fromBeginning: true,
    logger: deps.logger,
    handle: ({ envelope }) => recordEvent(deps, envelope),
  });
}
