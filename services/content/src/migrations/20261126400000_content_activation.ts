import type { Knex } from '@vh/kit';

/**
 * When the current content version is in force (epoch ms): a release's version is activated a
 * moment after its commit, so every service, having loaded it by then, switches at one instant
 * (docs/content-releases.md, "One instant for every service").
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('content_version', (table) => {
    table.bigInteger('activates_at_ms').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('content_version', (table) => {
    table.dropColumn('activates_at_ms');
  });
}
