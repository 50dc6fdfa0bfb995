import type { Knex } from 'knex';

/**
 * Identity's sanctions as analytics applies them (docs/sanctions.md): a ladder hold keeps the player
 * out of every ladder, league and tournament until `held_until` ('infinity': permanent); a clawback
 * takes a tournament's paid prize back through the game's exchange, once per (sanction, tournament).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('players', (table) => {
    table.timestamp('held_until', { useTz: true });
  });
  await knex.raw('create index players_held_until on players (held_until) where held_until is not null');
  await knex.schema.createTable('ladder_holds', (table) => {
    table.bigInteger('sanction_id').primary();
    table.uuid('user_id').notNullable().index();
    // Null: permanent.
    table.timestamp('ends_at', { useTz: true });
    table.boolean('lifted').notNullable().defaultTo(false);
    table.integer('version').notNullable();
  });
  await knex.schema.createTable('clawbacks', (table) => {
    table.bigInteger('sanction_id').notNullable();
    table.integer('tournament_id').notNullable();
    table.uuid('user_id').notNullable();
    // What the prize paid, what the exchange took back, and what the player no longer held.
    table.jsonb('asked');
    table.jsonb('taken');
    table.jsonb('short');
    table.timestamp('settled_at', { useTz: true });
    table.text('failure');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['sanction_id', 'tournament_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('clawbacks');
  await knex.schema.dropTable('ladder_holds');
  await knex.raw('drop index players_held_until');
  await knex.schema.alterTable('players', (table) => {
    table.dropColumn('held_until');
  });
}
