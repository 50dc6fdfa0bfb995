import type { Knex } from 'knex';

/**
 * The journal's filters and search (docs/game-rules.md, Journal): columns denormalised from each
 * entry when it is written (journalColumnsOf), backfilled here for the entries already written, and
 * the indexes that serve the enemy and hunting ground filters with keyset paging on id.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table journal_entries
      add column enemy_id integer,
      add column hunting_ground_id integer,
      add column result smallint,
      add column item_ids integer[],
      add column search_text text`);

  // The same derivation as journalColumnsOf; a fight's ground comes from its fight while it exists.
  await knex.raw(`
    update journal_entries j set
      enemy_id = nullif((j.combat_info ->> 'enemyId')::integer, 0),
      result = (j.combat_info ->> 'result')::smallint,
      hunting_ground_id = coalesce(
        (j.combat_info ->> 'huntingGroundId')::integer,
        (select c.hunting_ground_id from combats c where c.id = (j.combat_info ->> 'combatId')::bigint)),
      item_ids = nullif(array(
        select distinct (loot_drop ->> 'itemId')::integer
          from jsonb_array_elements(
            case
              when jsonb_typeof(j.combat_info -> 'loot') = 'array' then j.combat_info -> 'loot'
              when j.data ->> 'reward' is null then '[]'::jsonb
              when jsonb_typeof((j.data ->> 'reward')::jsonb) = 'array' then (j.data ->> 'reward')::jsonb
              else coalesce((j.data ->> 'reward')::jsonb -> 'items', '[]'::jsonb)
            end) as loot_drop), '{}'),
      search_text = nullif(lower(concat_ws(' ',
        j.data ->> 'travel_name', j.data ->> 'newRank_name', j.data ->> 'message')), '')`);

  await knex.raw(
    'create index journal_entries_enemy_idx on journal_entries (user_id, enemy_id, id) where enemy_id is not null',
  );
  await knex.raw(
    `create index journal_entries_ground_idx on journal_entries (user_id, hunting_ground_id, id)
      where hunting_ground_id is not null`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists journal_entries_ground_idx');
  await knex.raw('drop index if exists journal_entries_enemy_idx');
  await knex.raw(`
    alter table journal_entries
      drop column search_text, drop column item_ids, drop column result,
      drop column hunting_ground_id, drop column enemy_id`);
}
