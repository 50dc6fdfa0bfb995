import { dropProcessedEventsAgeIndex, indexProcessedEventsByAge, type Knex } from '@vh/kit';

/** Old event ids are pruned by age (kit's processed-events pruning job). */
export async function up(knex: Knex): Promise<void> {
  await indexProcessedEventsByAge(knex);
}

export async function down(knex: Knex): Promise<void> {
  await dropProcessedEventsAgeIndex(knex);
}
