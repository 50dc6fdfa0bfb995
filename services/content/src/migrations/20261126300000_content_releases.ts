import { createJobPeriodsTable, dropJobPeriodsTable, type Knex } from '@vh/kit';

/**
 * Content releases (docs/content-releases.md): a draft collects changes that reach the live world
 * only when the release is published, in one transaction and one snapshot version.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('content_releases', (table) => {
    table.increments('id');
    table.text('name').notNullable();
    table.text('status').notNullable().defaultTo('draft');
    table.text('created_by_id').notNullable();
    table.text('created_by_name').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    /** A scheduled release is published by the content service's job at this time. */
    table.timestamp('scheduled_at', { useTz: true });
    table.text('scheduled_by_id');
    table.text('scheduled_by_name');
    table.timestamp('published_at', { useTz: true });
    table.text('published_by_id');
    table.text('published_by_name');
    /** The snapshot version the publication produced: releases are ordered by it. */
    table.bigInteger('content_version').unique();
    /** Written through a legacy REST/GraphQL call without a release: published at once. */
    table.boolean('immediate').notNullable().defaultTo(false);
    /** A rollback release restores the world as it was after this release. */
    table.integer('restores_release_id').references('content_releases.id');
    /** Set on the releases a rollback undid. */
    table.integer('rolled_back_by_id').references('content_releases.id');
    /** The published changes, entry by entry, with the live values before and after. */
    table.jsonb('diff');
    table.text('last_error');
    table.index(['status', 'id']);
  });
  await knex.raw(
    `alter table content_releases add constraint content_releases_status_check
     check (status in ('draft', 'scheduled', 'published', 'rolledBack'))`,
  );

  // A draft's changes: one row per entity it touches, holding what the entity will be.
  await knex.schema.createTable('content_release_changes', (table) => {
    table.integer('release_id').notNullable().references('content_releases.id').onDelete('CASCADE');
    /** The GraphQL type as the audit trail names it: Item, HuntingGround, Setting, StatMax... */
    table.text('entity').notNullable();
    /** The entry id (allocated from content_id_seq for a create), setting key or stat shortName. */
    table.text('entity_id').notNullable();
    table.text('action').notNullable();
    /** The entity as the release makes it (null for a delete). */
    table.jsonb('data');
    /** The live entity when it entered the draft: publishing refuses a change made meanwhile. */
    table.jsonb('base');
    table.bigIncrements('position', { primaryKey: false });
    table.primary(['release_id', 'entity', 'entity_id']);
  });
  await knex.raw(
    `alter table content_release_changes add constraint content_release_changes_action_check
     check (action in ('created', 'updated', 'deleted'))`,
  );

  // The scheduled-publish job's period claims (kit periodicJob).
  await createJobPeriodsTable(knex);
}

export async function down(knex: Knex): Promise<void> {
  await dropJobPeriodsTable(knex);
  await knex.schema.dropTable('content_release_changes');
  await knex.schema.dropTable('content_releases');
}
