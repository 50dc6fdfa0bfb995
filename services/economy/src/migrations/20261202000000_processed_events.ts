import { createProcessedEventsTable, indexProcessedEventsByAge, type Knex } from '@vh/kit';

/** Economy now follows identity's account events (a deleted account's trades go), once per event id. */
export async function up(knex: Knex): Promise<void> {
  await createProcessedEventsTable(knex);
  await indexProcessedEventsByAge(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('processed_events');
}
