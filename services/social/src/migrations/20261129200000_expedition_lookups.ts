import type { Knex } from 'knex';

/**
 * Expeditions' lookups by player (docs/social.md#credit): the consumer finds, for every chunk of
 * hunts, the expeditions their hunters take or took part in; a deletion and "download my data" find
 * a player's ledger rows. Without these both walk whole tables that grow with hunts.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index expedition_members_user_idx on expedition_members (user_id)');
  await knex.raw(
    'create index expedition_hunts_user_idx on expedition_hunts (user_id) where user_id is not null',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists expedition_hunts_user_idx');
  await knex.raw('drop index if exists expedition_members_user_idx');
}
