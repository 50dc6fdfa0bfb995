import { startBatchEventConsumer, type Kafka } from '@vh/kit';
import { Topics, analyticsEvents, decodePayload } from '@vh/contracts';
import type { SocialDeps } from '../deps';
import { notifyCompetitionResults, type CompetitionResultEvent } from './competitionResults';
import { Pace } from './pace';

export const COMPETITION_RESULTS_GROUP = 'social-competition-results';

/**
 * Results turned into inbox lines per second and replica, after a first burst of 500. A league week
 * ends with one result per player (100,000 at once): at this pace its lines and their pushes reach
 * players over a couple of minutes, and hunting, whose events share the machines, keeps its pace.
 */
export const COMPETITION_RESULTS_PER_SECOND = 1_000;
const BURST = 500;
const CHUNK = 250;

/**
 * A consumer group of its own over analytics' CompetitionResult events (docs/social.md#inbox), so
 * that pacing them never holds up the projection and the expeditions' hunts. A chunk is one
 * transaction; a redelivered result adds nothing (the line's dedupe key).
 */
export function startCompetitionResultsConsumer(deps: SocialDeps, kafka: Kafka) {
  const pace = new Pace(COMPETITION_RESULTS_PER_SECOND, BURST);
  const itemName = (itemId: number) => deps.content.entry('item', itemId)?.name ?? `item ${itemId}`;
  return startBatchEventConsumer({
    kafka,
    groupId: COMPETITION_RESULTS_GROUP,
    topics: [Topics.analyticsCompetition],
    fromBeginning: true,
    logger: deps.logger,
    chunkSize: CHUNK,
    handle: async (events) => {
      const results: CompetitionResultEvent[] = events.flatMap(({ envelope }) => {
        const result = decodePayload(envelope, analyticsEvents.CompetitionResultSchema);
        return result ? [{ result, requestId: envelope.requestId || envelope.id }] : [];
      });
      await deps.db.transaction((trx) => notifyCompetitionResults(trx, results, itemName));
      await pace.after(results.length);
    },
  });
}
