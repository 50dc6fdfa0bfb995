import type { Knex } from '@vh/kit';

/**
 * Tournaments' runtime (docs/competition.md): content defines each tournament (window, entry rule,
 * size, point table, prizes); analytics keeps who registered, their points, an admin's end-now, and
 * the final results. Prizes are rows of `payouts`, paid exactly once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tournament_states', (table) => {
    table.integer('tournament_id').primary();
    table.integer('registered').notNullable().defaultTo(0);
    /** An admin's end-now: the window closes here instead of at its end. */
    table.timestamp('ended_at', { useTz: true });
    /** Final ranks and prizes written (once). */
    table.timestamp('results_at', { useTz: true });
  });
  await knex.schema.createTable('tournament_entries', (table) => {
    table.integer('tournament_id').notNullable().references('tournament_states.tournament_id');
    table.uuid('user_id').notNullable();
    table.timestamp('registered_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.integer('points').notNullable().defaultTo(0);
    table.timestamp('points_at', { useTz: true });
    /** The final place, written with the results. */
    table.integer('rank');
    table.primary(['tournament_id', 'user_id']);
    table.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('tournament_entries');
  await knex.schema.dropTableIfExists('tournament_states');
}
