import { startAccountDeletionConsumer, type Kafka, type Logger } from '@vh/kit';
import type { EconomyDeps } from '../deps';
import { forgetMarketPlayer } from '../market/marketPersonalData';

/**
 * Follows identity's account events: a deleted account's trades and market orders are dropped and
 * its side of market trades anonymised (the game's own records of in-game currencies, not records
 * the law asks to keep; docs/retention.md).
 */
export function startIdentityConsumer(deps: EconomyDeps, kafka: Kafka, logger: Logger) {
  return startAccountDeletionConsumer({
    kafka,
    db: deps.db,
    groupId: 'economy-identity',
    logger,
    forget: async (trx, userId) => {
      const trades = await deps.trades.deleteOfUser(trx, userId);
      const marketOrders = await forgetMarketPlayer(trx, userId);
      logger.info({ userId, trades, marketOrders }, 'trades and market orders of a deleted account dropped');
    },
  });
}
