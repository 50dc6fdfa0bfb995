import { processOnce, startEventConsumer, type Kafka, type Logger } from '@vh/kit';
import { Topics, decodePayload, identityEvents } from '@vh/proto';
import type { EconomyDeps } from '../deps';

/**
 * Follows identity's account events: a deleted account's trades are dropped (they are the game's
 * own ledger of in-game currencies, not records the law asks to keep; docs/retention.md). Once per
 * event id, in one consumer group.
 */
export function startIdentityConsumer(deps: EconomyDeps, kafka: Kafka, logger: Logger) {
  return startEventConsumer({
    kafka,
    groupId: 'economy-identity',
    topics: [Topics.identityUsers],
    logger,
    handle: async ({ envelope }) => {
      const deleted = decodePayload(envelope, identityEvents.UserDeletedSchema);
      if (!deleted) return;
      await processOnce(deps.db, envelope.id, async (trx) => {
        const trades = await deps.trades.deleteOfUser(trx, deleted.userId);
        logger.info({ userId: deleted.userId, trades }, 'trades of a deleted account dropped');
      });
    },
  });
}
