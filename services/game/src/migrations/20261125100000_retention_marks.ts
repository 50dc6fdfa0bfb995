import type { Knex } from 'knex';

/**
 * Where the retention job's per-player journal bound left off (the last journal id it looked at), so
 * each pass reads only the entries written since, and the index its auto-hunt claim cleanup walks
 * (docs/retention.md).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('retention_marks', (table) => {
    table.text('name').primary();
    table.bigInteger('last_id').notNullable().defaultTo(0);
  });
  // Claims of past hours are forgotten by hour (the primary key starts with the player).
  await knex.raw('create index auto_hunts_hour_idx on auto_hunts (hour)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists auto_hunts_hour_idx');
  await knex.schema.dropTable('retention_marks');
}
