import type { Knex } from 'knex';
import { Topics, decodePayload, identityEvents } from '@vh/contracts';
import { startEventConsumer, type Kafka } from './kafka';
import type { Logger } from './logger';
import { processOnce } from './processedEvents';

/**
 * Follows identity's UserDeleted events for a service that only has to forget the account: `forget`
 * runs once per event id (processed_events), in the consumer group `groupId`, inside one transaction.
 */
export function startAccountDeletionConsumer(options: {
  kafka: Kafka;
  db: Knex;
  groupId: string;
  logger: Logger;
  forget: (trx: Knex.Transaction, userId: string) => Promise<void>;
}) {
  return startEventConsumer({
    kafka: options.kafka,
    groupId: options.groupId,
    topics: [Topics.identityUsers],
    logger: options.logger,
    handle: async ({ envelope }) => {
      const deleted = decodePayload(envelope, identityEvents.UserDeletedSchema);
      if (!deleted) return;
      await processOnce(options.db, envelope.id, (trx) => options.forget(trx, deleted.userId));
    },
  });
}
