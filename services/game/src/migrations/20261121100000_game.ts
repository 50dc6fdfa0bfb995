import type { Knex } from 'knex';
import { createOutboxTable, createProcessedEventsTable, dropOutboxTable } from '@vh/kit';

/**
 * The player and everything they own. Times the client counts down to are epoch seconds (bigint),
 * as the spec's timestamps are; bookkeeping times are timestamptz.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('players', (table) => {
    table.uuid('user_id').primary();
    table.text('name').notNullable();
    table.bigInteger('xp').notNullable().defaultTo(0);
    /** XP threshold of the highest rank whose reward was granted, so a rank rewards once. */
    table.bigInteger('rewarded_rank_xp').notNullable().defaultTo(0);
    table.integer('coolness').notNullable().defaultTo(0);
    table.integer('hunting_ground_id').notNullable();
    table.smallint('active_set').notNullable().defaultTo(0);
    /** 0 none, 1 Silver, 2 Gold, 3 Platinum: kept by payments' events; gates subscription coins and sets. */
    table.smallint('subscription_level').notNullable().defaultTo(0);
    table.bigInteger('next_hunt_at').notNullable().defaultTo(0);
    table.integer('coffin_charges').notNullable().defaultTo(0);
    /** When the charge now recharging started; charges are topped up lazily from it. */
    table.bigInteger('coffin_recharge_from').notNullable().defaultTo(0);
    /** The combat in progress, if any, and the last answer for the 2-second repeat rule. */
    table.bigInteger('active_combat_id');
    table.bigInteger('last_combat_id');
    table.bigInteger('last_hunt_call_ms').notNullable().defaultTo(0);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('alter table players add constraint players_xp_check check (xp >= 0)');
  await knex.raw('alter table players add constraint players_set_check check (active_set between 0 and 9)');

  await knex.schema.createTable('player_currencies', (table) => {
    table.uuid('user_id').notNullable().references('players.user_id').onDelete('CASCADE');
    table.text('short_name').notNullable();
    table.bigInteger('amount').notNullable();
    table.primary(['user_id', 'short_name']);
  });
  await knex.raw(
    'alter table player_currencies add constraint player_currencies_amount_check check (amount >= 0)',
  );

  await knex.schema.createTable('player_items', (table) => {
    table.uuid('user_id').notNullable().references('players.user_id').onDelete('CASCADE');
    table.integer('item_id').notNullable();
    table.integer('amount').notNullable();
    table.primary(['user_id', 'item_id']);
  });
  await knex.raw('alter table player_items add constraint player_items_amount_check check (amount >= 0)');

  // What is equipped in each of the ten sets; equipped_at orders "replace the oldest".
  await knex.schema.createTable('equipped_items', (table) => {
    table.uuid('user_id').notNullable().references('players.user_id').onDelete('CASCADE');
    table.smallint('set_index').notNullable();
    table.integer('item_id').notNullable();
    table.bigInteger('equipped_seq').notNullable();
    table.primary(['user_id', 'set_index', 'item_id']);
  });

  await knex.schema.createTable('combats', (table) => {
    table.bigIncrements('id');
    table.uuid('user_id').notNullable().references('players.user_id').onDelete('CASCADE');
    table.text('kind').notNullable();
    table.bigInteger('seed').notNullable();
    table.integer('enemy_id').notNullable();
    table.integer('hunting_ground_id').notNullable();
    /** Everything the engine needs to replay the fight exactly (fighters, flags, seed). */
    table.jsonb('setup').notNullable();
    table.jsonb('context').notNullable();
    table.smallint('rounds_played').notNullable().defaultTo(0);
    table.smallint('result').notNullable().defaultTo(0);
    table.jsonb('rewards');
    table.bigInteger('started_at').notNullable();
    table.bigInteger('ended_at');
    table.index(['user_id', 'id']);
  });

  await knex.schema.createTable('journal_entries', (table) => {
    table.bigIncrements('id');
    table.uuid('user_id').notNullable().references('players.user_id').onDelete('CASCADE');
    table.smallint('type').notNullable();
    table.bigInteger('timestamp').notNullable();
    table.jsonb('combat_info');
    table.jsonb('data');
    table.index(['user_id', 'id']);
  });

  // Grimoire counters; the global count is summed per enemy on read, so hunts never contend on a row.
  await knex.schema.createTable('enemy_hunts', (table) => {
    table.uuid('user_id').notNullable().references('players.user_id').onDelete('CASCADE');
    table.integer('enemy_id').notNullable();
    table.integer('times').notNullable().defaultTo(0);
    table.primary(['user_id', 'enemy_id']);
    table.index(['enemy_id']);
  });

  // One row per player and hour: the hourly auto-hunt can never run twice for the same hour.
  await knex.schema.createTable('auto_hunts', (table) => {
    table.uuid('user_id').notNullable().references('players.user_id').onDelete('CASCADE');
    table.bigInteger('hour').notNullable();
    table.bigInteger('combat_id');
    table.primary(['user_id', 'hour']);
  });

  await knex.schema.createTable('missions', (table) => {
    table.bigIncrements('id');
    table.bigInteger('starts_at').notNullable().unique();
    table.bigInteger('ends_at').notNullable();
    table.integer('hunting_ground_id').notNullable();
    table.jsonb('objectives').notNullable();
    table.jsonb('reward').notNullable();
  });

  await knex.schema.createTable('mission_progress', (table) => {
    table.bigInteger('mission_id').notNullable().references('missions.id').onDelete('CASCADE');
    table.uuid('user_id').notNullable().references('players.user_id').onDelete('CASCADE');
    /** Wins per objective, in objective order. */
    table.specificType('caught', 'integer[]').notNullable();
    table.bigInteger('completed_at');
    table.primary(['mission_id', 'user_id']);
  });

  // The exchange ledger: one row per applied exchange, keyed by the caller's idempotency key.
  await knex.schema.createTable('exchanges', (table) => {
    table.text('idempotency_key').primary();
    table.uuid('user_id').notNullable().references('players.user_id').onDelete('CASCADE');
    table.text('requested_by').notNullable();
    table.text('reason').notNullable();
    table.text('request_hash').notNullable();
    table.jsonb('currencies').notNullable();
    table.jsonb('items').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id', 'created_at']);
  });

  await createOutboxTable(knex);
  await createProcessedEventsTable(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('processed_events');
  await dropOutboxTable(knex);
  for (const table of [
    'exchanges',
    'mission_progress',
    'missions',
    'auto_hunts',
    'enemy_hunts',
    'journal_entries',
    'combats',
    'equipped_items',
    'player_items',
    'player_currencies',
    'players',
  ]) {
    await knex.schema.dropTable(table);
  }
}
