import { createAdminChangesTable, dropAdminChangesTable, type Knex } from '@vh/kit';

/**
 * Seasons of both ladders (docs/competition.md): the admin's schedule, each season's window, every
 * player's score in the seasons not yet archived, the archived final standings, and the log of
 * progress the season scores are folded from (a season can be recomputed from it). Competition
 * settings and actions are admin writes, so analytics gets its audit trail too.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('season_schedule', (table) => {
    table.smallint('id').primary().checkIn(['1']);
    /** One boundary of the calendar: seasons start and end on anchor + k x length. */
    table.timestamp('anchor', { useTz: true }).notNullable();
    table.integer('length_days').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // The default: 4 weeks, on Mondays 00:00 UTC (5 January 2026 was a Monday).
  await knex('season_schedule').insert({ id: 1, anchor: '2026-01-05T00:00:00Z', length_days: 28 });

  await knex.schema.createTable('seasons', (table) => {
    table.integer('number').primary();
    table.timestamp('starts_at', { useTz: true }).notNullable();
    /** Exclusive; moved to the moment of an admin's end-now. */
    table.timestamp('ends_at', { useTz: true }).notNullable();
    table.boolean('ended_early').notNullable().defaultTo(false);
    /** Set once, when the final standings were written; nothing about the season changes after. */
    table.timestamp('archived_at', { useTz: true });
    table.integer('xp_players');
    table.integer('coolness_players');
  });

  await knex.schema.createTable('season_players', (table) => {
    table.integer('season').notNullable().references('seasons.number');
    table.uuid('user_id').notNullable();
    /** The lifetime totals before the season's first counted progress: its scores start there. */
    table.bigInteger('xp_base').notNullable();
    table.integer('coolness_base').notNullable();
    /** The season's scores: lifetime total minus base. */
    table.bigInteger('xp').notNullable().defaultTo(0);
    table.timestamp('xp_at', { useTz: true });
    table.integer('coolness').notNullable().defaultTo(0);
    table.timestamp('coolness_at', { useTz: true });
    table.bigInteger('progress_version').notNullable();
    /** Bumped by every change; with the player's row_version it orders writes to Redis. */
    table.bigInteger('row_version').notNullable().defaultTo(0);
    table.primary(['season', 'user_id']);
  });

  await knex.schema.createTable('season_standings', (table) => {
    table.integer('season').notNullable().references('seasons.number');
    /** 'xp' or 'coolness'. */
    table.text('kind').notNullable();
    table.integer('rank').notNullable();
    table.uuid('user_id').notNullable();
    /** As it was at the archive; erased when the account is deleted. */
    table.text('name').notNullable();
    table.integer('avatar_image_id');
    table.bigInteger('score').notNullable();
    table.timestamp('reached_at', { useTz: true });
    table.primary(['season', 'kind', 'rank']);
    table.index(['user_id', 'season']);
  });

  await knex.schema.createTable('progress_log', (table) => {
    table.uuid('user_id').notNullable();
    table.bigInteger('progress_version').notNullable();
    table.timestamp('occurred_at', { useTz: true }).notNullable();
    table.bigInteger('xp').notNullable();
    table.integer('coolness').notNullable();
    table.primary(['user_id', 'progress_version']);
    table.index(['occurred_at']);
  });
  // The totals every player had before seasons existed: the first season's scores start from them.
  await knex.raw(
    `insert into progress_log (user_id, progress_version, occurred_at, xp, coolness)
     select user_id, progress_version, 'epoch', xp, coolness from players where progress_version >= 0`,
  );
  await createAdminChangesTable(knex);
}

export async function down(knex: Knex): Promise<void> {
  await dropAdminChangesTable(knex);
  for (const table of ['progress_log', 'season_standings', 'season_players', 'seasons', 'season_schedule']) {
    await knex.schema.dropTableIfExists(table);
  }
}
