import type { Knex } from 'knex';
import { createOutboxTable, dropOutboxTable } from '@vh/kit';

export async function up(knex: Knex): Promise<void> {
  // Every content kind in one table: the fields are declared in src/domain/kinds.ts and validated on
  // write, so adding a field needs no migration. Ids come from one sequence (unique across kinds).
  await knex.raw('create sequence content_id_seq');
  await knex.schema.createTable('content_entries', (table) => {
    table.integer('id').primary().defaultTo(knex.raw("nextval('content_id_seq')"));
    table.text('kind').notNullable();
    table.jsonb('data').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['kind', 'id']);
  });
  // "Who uses this entry?" is a jsonb containment query per referencing field.
  await knex.raw('create index content_entries_data_idx on content_entries using gin (data jsonb_path_ops)');
  await knex.raw(`create unique index content_entries_short_name_idx on content_entries (kind, lower(data->>'shortName'))
    where coalesce(data->>'shortName', '') <> ''`);

  // The snapshot version: bumped in the transaction of every change.
  await knex.schema.createTable('content_version', (table) => {
    table.integer('singleton').primary().defaultTo(1);
    table.bigInteger('version').notNullable().defaultTo(0);
  });
  await knex('content_version').insert({ singleton: 1, version: 0 });

  await knex.schema.createTable('settings', (table) => {
    table.increments('id');
    table.text('key').notNullable().unique();
    table.text('value').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('images', (table) => {
    table.integer('id').primary().defaultTo(knex.raw("nextval('content_id_seq')"));
    table.text('content_type').notNullable();
    table.binary('bytes').notNullable();
    table.text('thumb_content_type').notNullable();
    table.binary('thumb_bytes').notNullable();
    table.text('sha256').notNullable();
    table.integer('width');
    table.integer('height');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // Which seeded entry is which, so seeding is idempotent and never duplicates or overwrites edits.
  await knex.schema.createTable('seed_keys', (table) => {
    table.text('kind').notNullable();
    table.text('key').notNullable();
    table.integer('entry_id').notNullable();
    table.primary(['kind', 'key']);
  });

  await createOutboxTable(knex);
}

export async function down(knex: Knex): Promise<void> {
  await dropOutboxTable(knex);
  await knex.schema.dropTable('seed_keys');
  await knex.schema.dropTable('images');
  await knex.schema.dropTable('settings');
  await knex.schema.dropTable('content_version');
  await knex.schema.dropTable('content_entries');
  await knex.raw('drop sequence content_id_seq');
}
