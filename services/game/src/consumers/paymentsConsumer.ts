import { processOnce, startEventConsumer, type Kafka, type Logger } from '@vh/kit';
import { Topics, decodePayload, paymentsEvents } from '@vh/contracts';
import type { GameDeps } from '../deps';
import { ensurePlayer } from '../player/playerSession';

/**
 * Follows payments' SubscriptionChanged events: each carries the player's whole entitlement (tier and
 * end of the paid period), so applying them in order (one partition per player) leaves the latest.
 * The game gates subscription coins, subscriber-only purchases and equipment sets by it.
 */
export function startPaymentsConsumer(deps: GameDeps, kafka: Kafka, logger: Logger) {
  return startEventConsumer({
    kafka,
    groupId: 'game-payments',
    topics: [Topics.paymentsPayments],
    logger,
    handle: async ({ envelope }) => {
      const changed = decodePayload(envelope, paymentsEvents.SubscriptionChangedSchema);
      if (!changed) return;
      await ensurePlayer(deps, { userId: changed.userId, requestId: envelope.requestId || envelope.id });
      await processOnce(deps.db, envelope.id, async (trx) => {
        await deps.players.setSubscription(trx, changed.userId, changed.level, Number(changed.activeUntil));
      });
      logger.info({ userId: changed.userId, level: changed.level }, 'subscription entitlement applied');
    },
  });
}
