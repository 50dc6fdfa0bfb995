import { processOnce, startEventConsumer, type Kafka, type Logger } from '@vh/kit';
import { Topics, decodePayload, identityEvents } from '@vh/proto';
import type { GameDeps } from '../deps';

/**
 * Follows identity's account events: a deleted account's player and everything it holds is dropped
 * (the player tables cascade from `players`). Once per event id, in one consumer group.
 */
export function startIdentityConsumer(deps: GameDeps, kafka: Kafka, logger: Logger) {
  return startEventConsumer({
    kafka,
    groupId: 'game-identity',
    topics: [Topics.identityUsers],
    logger,
    handle: async ({ envelope }) => {
      const deleted = decodePayload(envelope, identityEvents.UserDeletedSchema);
      if (!deleted) return;
      await processOnce(deps.db, envelope.id, async (trx) => {
        await deps.players.delete(trx, deleted.userId);
        logger.info({ userId: deleted.userId }, 'player of a deleted account dropped');
      });
    },
  });
}
