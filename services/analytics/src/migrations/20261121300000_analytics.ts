import type { Knex } from 'knex';
import { createProcessedEventsTable } from '@vh/kit';

/**
 * What analytics learns from events. `players` is the durable copy of the ladders (Redis is rebuilt
 * from it) and the account facts the daily records count; the other tables hold activity, the
 * subscriptions and purchases payments will publish, and the daily records.
 */
export async function up(knex: Knex): Promise<void> {
  await createProcessedEventsTable(knex);
  await knex.schema.createTable('players', (table) => {
    table.uuid('user_id').primary();
    table.text('name').notNullable().defaultTo('');
    table.integer('avatar_image_id');
    table.bigInteger('xp').notNullable().defaultTo(0);
    /** When the player reached this XP total: the earlier ranks higher on a tie. */
    table.timestamp('xp_at', { useTz: true });
    table.integer('coolness').notNullable().defaultTo(0);
    table.timestamp('coolness_at', { useTz: true });
    /** The game's progress_version of the totals held here; older events are ignored. */
    table.bigInteger('progress_version').notNullable().defaultTo(-1);
    table.boolean('banned').notNullable().defaultTo(false);
    /** Bumped by every change of the row; Redis ignores a write older than the one it holds. */
    table.bigInteger('row_version').notNullable().defaultTo(0);
    table.timestamp('registered_at', { useTz: true });
    /** A deleted account stays as a tombstone, so late progress events cannot bring it back. */
    table.timestamp('deleted_at', { useTz: true });
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('activity_days', (table) => {
    table.uuid('user_id').notNullable();
    table.date('day').notNullable();
    table.primary(['user_id', 'day']);
    table.index(['day']);
  });
  await knex.schema.createTable('subscriptions', (table) => {
    table.uuid('user_id').primary();
    /** 1 Silver, 2 Gold, 3 Platinum. */
    table.smallint('level').notNullable();
    table.timestamp('active_from', { useTz: true }).notNullable();
    table.timestamp('active_until', { useTz: true });
  });
  await knex.schema.createTable('purchases', (table) => {
    table.text('payment_id').primary();
    table.uuid('user_id').notNullable();
    table.integer('package_id').notNullable();
    table.date('day').notNullable();
    table.index(['day']);
  });
  await knex.schema.createTable('analytics_records', (table) => {
    table.increments('id');
    table.date('day').notNullable().unique();
    table.integer('users').notNullable();
    table.integer('users_active_week').notNullable();
    table.integer('users_active_month').notNullable();
    table.integer('users_active').notNullable();
    table.integer('silver_subs_active').notNullable();
    table.integer('gold_subs_active').notNullable();
    table.integer('plat_subs_active').notNullable();
    table.jsonb('purchases').notNullable();
    table.timestamp('computed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['analytics_records', 'purchases', 'subscriptions', 'activity_days', 'players']) {
    await knex.schema.dropTableIfExists(table);
  }
  await knex.schema.dropTableIfExists('processed_events');
}
