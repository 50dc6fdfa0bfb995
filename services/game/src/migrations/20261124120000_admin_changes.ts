import { createAdminChangesTable, dropAdminChangesTable, type Knex } from '@vh/kit';

/** The audit trail of admin writes to this service's data (kit adminChanges). */
export async function up(knex: Knex): Promise<void> {
  await createAdminChangesTable(knex);
}

export async function down(knex: Knex): Promise<void> {
  await dropAdminChangesTable(knex);
}
