import type { Knex } from 'knex';

/**
 * Verifiable, shareable fight replays (docs/game-rules.md, "Fight replays"): the combat engine
 * version each fight is played with (fights before it were played with version 1), the digest of
 * its combat log as played, and the unguessable token of its share link (every fight, old ones
 * too, gets its own from the database).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('combats', (table) => {
    table.smallint('engine_version').notNullable().defaultTo(1);
    table.text('log_digest');
    table.text('share_token').notNullable().defaultTo(knex.raw("replace(gen_random_uuid()::text, '-', '')"));
  });
  await knex.raw('create unique index combats_share_token_unique on combats (share_token)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('combats', (table) => {
    table.dropColumn('share_token');
    table.dropColumn('log_digest');
    table.dropColumn('engine_version');
  });
}
