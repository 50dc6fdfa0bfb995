import {
  createOutboxTable,
  dropOutboxTable,
  dropPublishedOutboxIndex,
  indexPublishedOutboxRows,
  type Knex,
} from '@vh/kit';

/**
 * The transactional outbox (docs/architecture.md#events): analytics publishes each player's
 * CompetitionResult in the transaction that writes a league week's or a tournament's results, and
 * its relay sends them to Kafka (docs/competition.md#results-in-the-inbox).
 */
export async function up(knex: Knex): Promise<void> {
  await createOutboxTable(knex);
  await indexPublishedOutboxRows(knex);
}

export async function down(knex: Knex): Promise<void> {
  await dropPublishedOutboxIndex(knex);
  await dropOutboxTable(knex);
}
