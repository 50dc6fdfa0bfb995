import { startAccountDeletionConsumer, type Kafka, type Logger } from '@vh/kit';
import type { EconomyDeps } from '../deps';

/**
 * Follows identity's account events: a deleted account's trades are dropped (they are the game's
 * own ledger of in-game currencies, not records the law asks to keep; docs/retention.md).
 */
export function startIdentityConsumer(deps: EconomyDeps, kafka: Kafka, logger: Logger) {
  return startAccountDeletionConsumer({
    kafka,
    db: deps.db,
    groupId: 'economy-identity',
    logger,
    forget: async (trx, userId) => {
      const trades = await deps.trades.deleteOfUser(trx, userId);
      logger.info({ userId, trades }, 'trades of a deleted account dropped');
    },
  });
}
