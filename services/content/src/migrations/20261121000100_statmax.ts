import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('stat_max', (table) => {
    table.text('stat_short_name').primary();
    table.smallint('cap_mode').notNullable().defaultTo(0);
    table.double('hard_cap_value');
    table.smallint('desired_percent').notNullable().defaultTo(25);
    table.double('raw_theoretical_max').notNullable().defaultTo(0);
    table.double('smoothed_theoretical_max').notNullable().defaultTo(0);
    table.double('highest_user_value').notNullable().defaultTo(0);
    table.text('contributing_items').notNullable().defaultTo('');
    table.timestamp('recalculated_at', { useTz: true });
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('stat_max');
}
