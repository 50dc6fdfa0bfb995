import { createJobPeriodsTable, dropJobPeriodsTable, type Knex } from '@vh/kit';

/** The periods its replicas claim, so each periodic job runs once per period (kit's periodicJob). */
export async function up(knex: Knex): Promise<void> {
  await createJobPeriodsTable(knex);
}

export async function down(knex: Knex): Promise<void> {
  await dropJobPeriodsTable(knex);
}
