import { dropPublishedOutboxIndex, indexPublishedOutboxRows, type Knex } from '@vh/kit';

/** Published outbox rows are deleted by age (kit's outbox cleanup, docs/retention.md). */
export async function up(knex: Knex): Promise<void> {
  await indexPublishedOutboxRows(knex);
}

export async function down(knex: Knex): Promise<void> {
  await dropPublishedOutboxIndex(knex);
}
