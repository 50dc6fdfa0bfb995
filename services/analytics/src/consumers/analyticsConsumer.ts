import { startBatchEventConsumer, type Kafka } from '@vh/kit';
import { Topics } from '@vh/contracts';
import type { AnalyticsDeps } from '../deps';
import { recordHuntRates } from '../useCases/huntRates';
import { recordEvents } from '../useCases/recordEvents';

export const ANALYTICS_GROUP = 'analytics';
const LADDER_GATHER_MS = 50;
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
    // Up to this long of events per fetch: a ladder a few tens of ms later, far fewer transactions.
    gatherMs: LADDER_GATHER_MS,
    logger: deps.logger,
    // Analytics exists to apply these events: not ready until the group was joined.
    readiness: true,
    handle: async (events) => {
      const envelopes = events.map((event) => event.envelope);
      await recordEvents(deps, envelopes);
      await recordHuntRates(deps, envelopes);
    },
  });
}
