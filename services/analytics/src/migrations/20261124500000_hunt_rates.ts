import type { Knex } from 'knex';

/**
 * The published attraction and drop rates: counters only, never a player (aggregates are all that
 * is kept). `hunt_rate_events` holds the HuntCompleted ids already counted, claimed in the same
 * statement as the counters, so a redelivered event never counts twice.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('hunt_rate_events', (table) => {
    table.uuid('event_id').primary();
    table.timestamp('processed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['processed_at']);
  });
  /** Hunts on a ground by the enemy met in the end (whatever chose it). */
  await knex.schema.createTable('hunt_encounter_counts', (table) => {
    table.integer('hunting_ground_id').notNullable();
    table.integer('enemy_id').notNullable();
    table.bigInteger('met').notNullable();
    table.primary(['hunting_ground_id', 'enemy_id']);
  });
  /** A hunting table's rolls by the enemy its roll picked (before a hex, summoning or mission). */
  await knex.schema.createTable('hunt_table_roll_counts', (table) => {
    table.integer('hunting_ground_id').notNullable();
    table.integer('hunting_table_id').notNullable();
    table.integer('enemy_id').notNullable();
    table.bigInteger('rolls').notNullable();
    table.primary(['hunting_ground_id', 'hunting_table_id', 'enemy_id']);
  });
  /** Fights whose loot table was rolled (wins), and the lootchance percent they summed to. */
  await knex.schema.createTable('enemy_loot_rolls', (table) => {
    table.integer('enemy_id').primary();
    table.bigInteger('fights').notNullable();
    table.bigInteger('lootchance_sum').notNullable();
  });
  /** Of those fights, how many dropped the item, and the amounts they gave. */
  await knex.schema.createTable('enemy_item_drops', (table) => {
    table.integer('enemy_id').notNullable();
    table.integer('item_id').notNullable();
    table.bigInteger('drops').notNullable();
    table.bigInteger('amount').notNullable();
    table.primary(['enemy_id', 'item_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'enemy_item_drops',
    'enemy_loot_rolls',
    'hunt_table_roll_counts',
    'hunt_encounter_counts',
    'hunt_rate_events',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
