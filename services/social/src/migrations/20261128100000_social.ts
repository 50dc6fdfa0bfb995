import type { Knex } from 'knex';
import {
  createAdminChangesTable,
  createJobPeriodsTable,
  createOutboxTable,
  createProcessedEventsTable,
  dropAdminChangesTable,
  dropJobPeriodsTable,
  dropOutboxTable,
  indexProcessedEventsByAge,
  indexPublishedOutboxRows,
} from '@vh/kit';

/**
 * The social service's tables (docs/social.md). Players are a projection of identity's and the
 * game's events; everything else is the service's own. Limits that must hold under concurrency are
 * constraints here, not checks in code alone: one coven per player, one captain per coven, at most
 * 12 members (a guarded counter), one running expedition per coven and per player, one gift per
 * (sender, friend, UTC day).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('players', (table) => {
    table.uuid('user_id').primary();
    table.text('name');
    /** lower(name): requests and invitations find players by name, ignoring case. */
    table.text('name_key');
    table.integer('rank_id');
    table.integer('hunting_ground_id');
    table.timestamp('last_seen_at', { useTz: true });
    table.boolean('banned').notNullable().defaultTo(false);
    /** The game's progress version of the newest PlayerProgressed applied (stale ones are dropped). */
    table.bigInteger('progress_version').notNullable().defaultTo(0);
    table.index(['name_key']);
  });

  await knex.schema.createTable('friendships', (table) => {
    // Both directions are stored: a player's list is one index range.
    table.uuid('user_id').notNullable();
    table.uuid('friend_id').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['user_id', 'friend_id']);
  });
  await knex.schema.createTable('friend_requests', (table) => {
    table.bigIncrements('id');
    table.uuid('from_id').notNullable();
    table.uuid('to_id').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['from_id', 'to_id']);
    table.index(['to_id']);
  });
  await knex.raw(
    `alter table friend_requests add constraint friend_requests_not_self check (from_id <> to_id)`,
  );
  await knex.schema.createTable('blocks', (table) => {
    table.uuid('user_id').notNullable();
    table.uuid('blocked_id').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['user_id', 'blocked_id']);
    table.index(['blocked_id']);
  });

  await knex.schema.createTable('gift_setting', (table) => {
    table.integer('id').primary();
    table.integer('item_id').notNullable();
    table.integer('amount').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table gift_setting add constraint gift_setting_single check (id = 1)`);
  await knex.schema.createTable('gifts', (table) => {
    table.bigIncrements('id');
    /** Null once the sender's account was deleted (the gift stays the receiver's). */
    table.uuid('from_id');
    table.uuid('to_id').notNullable();
    /** The sender's UTC day: one gift per (sender, friend, day). */
    table.date('day').notNullable();
    table.integer('item_id').notNullable();
    table.integer('amount').notNullable();
    table.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('claimed_at', { useTz: true });
    table.unique(['from_id', 'to_id', 'day']);
    table.index(['to_id', 'sent_at']);
  });

  /**
   * Everything the service pays through the game's exchange (claimed gifts, expedition shares):
   * written in the transaction that decided it, applied with the row's key as the exchange's
   * idempotency key, so a retry after any failure never pays twice and a crash never loses one.
   */
  await knex.schema.createTable('payouts', (table) => {
    table.text('key').primary();
    table.uuid('user_id').notNullable();
    table.text('reason').notNullable();
    table.text('currency');
    table.integer('currency_amount').notNullable().defaultTo(0);
    table.integer('item_id');
    table.integer('item_amount').notNullable().defaultTo(0);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('paid_at', { useTz: true });
    /** A refusal for good (unknown item, deleted account): kept for an admin, not retried. */
    table.text('failure');
    table.index(['user_id']);
  });
  await knex.raw(
    `create index payouts_unsettled_idx on payouts (created_at) where paid_at is null and failure is null`,
  );

  await knex.schema.createTable('covens', (table) => {
    table.increments('id');
    table.text('name').notNullable();
    /** lower(trim(name)): names are unique ignoring case among covens not disbanded. */
    table.text('name_key').notNullable();
    table.integer('emblem_image_id');
    table.boolean('open').notNullable().defaultTo(true);
    /** Guarded by a check: a join that would make it 13 fails, whatever runs concurrently. */
    table.integer('member_count').notNullable().defaultTo(0);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('disbanded_at', { useTz: true });
  });
  await knex.raw(`alter table covens add constraint covens_size check (member_count between 0 and 12)`);
  await knex.raw(`create unique index covens_name_key_idx on covens (name_key) where disbanded_at is null`);
  await knex.schema.createTable('coven_members', (table) => {
    /** One coven per player. */
    table.uuid('user_id').primary();
    table.integer('coven_id').notNullable().references('covens.id');
    table.text('role').notNullable();
    table.timestamp('joined_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['coven_id']);
  });
  await knex.raw(
    `alter table coven_members add constraint coven_members_role check (role in ('captain', 'officer', 'member'))`,
  );
  await knex.raw(
    `create unique index coven_members_one_captain_idx on coven_members (coven_id) where role = 'captain'`,
  );
  await knex.schema.createTable('coven_invitations', (table) => {
    table.bigIncrements('id');
    table.integer('coven_id').notNullable().references('covens.id');
    table.uuid('user_id').notNullable();
    table.uuid('invited_by');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['coven_id', 'user_id']);
    table.index(['user_id']);
  });
  await knex.schema.createTable('coven_join_requests', (table) => {
    table.bigIncrements('id');
    table.integer('coven_id').notNullable().references('covens.id');
    table.uuid('user_id').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['coven_id', 'user_id']);
    table.index(['user_id']);
  });
  await knex.schema.createTable('board_messages', (table) => {
    table.bigIncrements('id');
    table.integer('coven_id').notNullable().references('covens.id');
    /** Null once the author's account was deleted: the message stays, without a name. */
    table.uuid('author_id');
    table.text('body').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('deleted_at', { useTz: true });
    table.uuid('deleted_by');
    table.index(['coven_id', 'id']);
    table.index(['author_id', 'created_at']);
  });
  await knex.raw(
    `alter table board_messages add constraint board_messages_body check (char_length(body) between 1 and 280)`,
  );
  await knex.schema.createTable('board_reports', (table) => {
    table.bigIncrements('id');
    table.bigInteger('message_id').notNullable().references('board_messages.id');
    table.uuid('reporter_id');
    table.text('reason').notNullable().defaultTo('');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['message_id', 'reporter_id']);
  });

  await knex.schema.createTable('expeditions', (table) => {
    table.increments('id');
    table.integer('coven_id').notNullable().references('covens.id');
    table.text('status').notNullable().defaultTo('running');
    table.uuid('started_by');
    table.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('ends_at', { useTz: true }).notNullable();
    table.timestamp('finished_at', { useTz: true });
    table.text('chest_currency').notNullable();
    table.integer('chest_amount').notNullable();
    table.index(['coven_id', 'id']);
  });
  await knex.raw(
    `alter table expeditions add constraint expeditions_status check (status in ('running', 'completed', 'failed'))`,
  );
  await knex.raw(
    `create unique index expeditions_one_running_idx on expeditions (coven_id) where status = 'running'`,
  );
  await knex.schema.createTable('expedition_targets', (table) => {
    table.integer('expedition_id').notNullable().references('expeditions.id');
    table.integer('position').notNullable();
    table.integer('enemy_id').notNullable();
    table.integer('hunting_ground_id').notNullable();
    table.integer('required').notNullable();
    table.integer('caught').notNullable().defaultTo(0);
    table.primary(['expedition_id', 'position']);
  });
  await knex.raw(
    `alter table expedition_targets add constraint expedition_targets_caught check (caught between 0 and required)`,
  );
  /** Who takes part, from when: hunts before `joined_at` count nothing (no retroactive credit). */
  await knex.schema.createTable('expedition_members', (table) => {
    table.integer('expedition_id').notNullable().references('expeditions.id');
    table.uuid('user_id').notNullable();
    table.timestamp('joined_at', { useTz: true }).notNullable();
    table.timestamp('left_at', { useTz: true });
    table.primary(['expedition_id', 'user_id']);
  });
  await knex.raw(
    `create unique index expedition_members_one_active_idx on expedition_members (user_id) where left_at is null`,
  );
  /** The contribution ledger: every counted hunt, and the target it caught (null: none). */
  await knex.schema.createTable('expedition_hunts', (table) => {
    table.bigIncrements('id');
    table.integer('expedition_id').notNullable().references('expeditions.id');
    /** Null once the hunter's account was deleted. */
    table.uuid('user_id');
    table.uuid('event_id').notNullable().unique();
    table.bigInteger('combat_id').notNullable();
    table.integer('enemy_id').notNullable();
    table.integer('target_position');
    table.boolean('retainer').notNullable().defaultTo(false);
    table.timestamp('occurred_at', { useTz: true }).notNullable();
    table.index(['expedition_id', 'user_id']);
  });
  await knex.schema.createTable('expedition_shares', (table) => {
    table.integer('expedition_id').notNullable().references('expeditions.id');
    table.uuid('user_id').notNullable();
    table.integer('credits').notNullable();
    table.integer('floor').notNullable();
    table.integer('amount').notNullable();
    table.primary(['expedition_id', 'user_id']);
  });

  await knex.schema.createTable('notifications', (table) => {
    table.bigIncrements('id');
    table.uuid('user_id').notNullable();
    table.text('kind').notNullable();
    table.text('title').notNullable();
    table.text('body').notNullable();
    table.text('link');
    /** What the notification is about (ids), for the screens and for deduplication. */
    table.text('dedupe_key');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('read_at', { useTz: true });
    table.index(['user_id', 'id']);
    table.unique(['user_id', 'dedupe_key']);
  });
  await knex.raw(`create index notifications_unread_idx on notifications (user_id) where read_at is null`);

  await createOutboxTable(knex);
  await indexPublishedOutboxRows(knex);
  await createProcessedEventsTable(knex);
  await indexProcessedEventsByAge(knex);
  await createJobPeriodsTable(knex);
  await createAdminChangesTable(knex);
}

export async function down(knex: Knex): Promise<void> {
  await dropAdminChangesTable(knex);
  await dropJobPeriodsTable(knex);
  await knex.schema.dropTableIfExists('processed_events');
  await dropOutboxTable(knex);
  for (const table of [
    'notifications',
    'expedition_shares',
    'expedition_hunts',
    'expedition_members',
    'expedition_targets',
    'expeditions',
    'board_reports',
    'board_messages',
    'coven_join_requests',
    'coven_invitations',
    'coven_members',
    'covens',
    'payouts',
    'gifts',
    'gift_setting',
    'blocks',
    'friend_requests',
    'friendships',
    'players',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
