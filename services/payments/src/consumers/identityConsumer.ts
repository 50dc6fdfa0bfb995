import { processOnce, startEventConsumer, type Kafka, type Logger } from '@vh/kit';
import { Topics, decodePayload, identityEvents } from '@vh/contracts';
import type { PaymentsDeps } from '../deps';
import { forgetDeletedAccount } from '../useCases/deletedAccount';

const { UserRole } = identityEvents;
const PLAYABLE = new Set([UserRole.USER, UserRole.BETA_USER, UserRole.ADMIN]);

/**
 * Follows identity's account events into the player names gifts are addressed to: registered,
 * activated, renamed, banned (no longer playable); a deleted account's subscriptions end and its
 * payment records are de-identified (forgetDeletedAccount). Once per event id.
 */
export function startIdentityConsumer(deps: PaymentsDeps, kafka: Kafka, logger: Logger) {
  return startEventConsumer({
    kafka,
    groupId: 'payments-identity',
    topics: [Topics.identityUsers],
    fromBeginning: true,
    logger,
    handle: async ({ envelope }) => {
      const registered =
        decodePayload(envelope, identityEvents.UserRegisteredSchema) ??
        decodePayload(envelope, identityEvents.UserUpdatedSchema);
      const activated = decodePayload(envelope, identityEvents.UserActivatedSchema);
      const deleted = decodePayload(envelope, identityEvents.UserDeletedSchema);
      if (deleted) return forgetDeletedAccount(deps, deleted.userId, envelope);
      if (!registered && !activated) return;
      await processOnce(deps.db, envelope.id, async (trx) => {
        if (registered) {
          const playable = PLAYABLE.has(registered.role);
          await deps.players.save(trx, { userId: registered.userId, name: registered.name, playable });
        } else if (activated) {
          await deps.players.markPlayable(trx, activated.userId, activated.name);
        }
      });
    },
  });
}
