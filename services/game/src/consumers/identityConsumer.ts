import { startAccountDeletionConsumer, type Kafka, type Logger } from '@vh/kit';
import type { GameDeps } from '../deps';

/**
 * Follows identity's account events: a deleted account's player and everything it holds is dropped
 * (the player tables cascade from `players`), its currency ledger with it.
 */
export function startIdentityConsumer(deps: GameDeps, kafka: Kafka, logger: Logger) {
  return startAccountDeletionConsumer({
    kafka,
    db: deps.db,
    groupId: 'game-identity',
    logger,
    forget: async (trx, userId) => {
      // The ledger goes with the balances it explains (docs/retention.md#the-currency-ledger).
      await deps.ledger.erase(trx, userId);
      await deps.players.delete(trx, userId);
      logger.info({ userId }, 'player of a deleted account dropped');
    },
  });
}
