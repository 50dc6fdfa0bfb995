import type { Knex } from 'knex';

/**
 * The coven ladder's stored points (docs/social.md#covens): each member's XP points this season as
 * analytics last answered them, and their sum on the coven, so the ladder is one ordered index
 * range. The board's daily limit counts a coven's messages by time.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('coven_members', (table) => {
    table.bigInteger('season_points').notNullable().defaultTo(0);
  });
  await knex.schema.alterTable('covens', (table) => {
    table.bigInteger('season_points').notNullable().defaultTo(0);
    /** The season the points belong to (null until the first refresh). */
    table.integer('points_season');
  });
  await knex.raw(
    `create index covens_ladder_idx on covens (season_points desc, id) where disbanded_at is null`,
  );
  await knex.raw(`create index board_messages_coven_time_idx on board_messages (coven_id, created_at)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists board_messages_coven_time_idx');
  await knex.raw('drop index if exists covens_ladder_idx');
  await knex.schema.alterTable('covens', (table) => {
    table.dropColumn('points_season');
    table.dropColumn('season_points');
  });
  await knex.schema.alterTable('coven_members', (table) => {
    table.dropColumn('season_points');
  });
}
