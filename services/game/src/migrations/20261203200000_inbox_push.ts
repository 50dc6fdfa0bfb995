import type { Knex } from 'knex';

/**
 * Web pushes of inbox news (docs/reminders.md#inbox-news): the groups of inbox kinds a player chose
 * (beside the reminder kinds, with the moment each was chosen), and one delivery row per
 * NotificationCreated event, inserted before sending, so a redelivered event is sent once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('inbox_push_preferences', (table) => {
    table.uuid('user_id').notNullable().references('players.user_id').onDelete('CASCADE');
    /** friends, gifts, coven, expeditions or competition. */
    table.text('push_group').notNullable();
    /** Epoch seconds: news from before the choice is not pushed. */
    table.bigInteger('enabled_at').notNullable();
    table.primary(['user_id', 'push_group']);
  });

  await knex.schema.createTable('inbox_push_deliveries', (table) => {
    table.bigIncrements('id');
    /** The NotificationCreated event's id: the once-only key. */
    table.uuid('event_id').notNullable().unique();
    table.uuid('user_id').notNullable().references('players.user_id').onDelete('CASCADE');
    table.text('push_group').notNullable();
    /** sending (owned until next_attempt_at, then retried), sent, failed (retries spent). */
    table.text('state').notNullable();
    table.jsonb('payload').notNullable();
    table.smallint('attempts').notNullable().defaultTo(0);
    table.bigInteger('next_attempt_at').notNullable();
    /** Subscriptions that already accepted it, so a retry only goes to the others. */
    table.specificType('delivered_to', 'bigint[]').notNullable().defaultTo('{}');
    /** Epoch seconds of the claim (rows older than a day are pruned). */
    table.bigInteger('created_at').notNullable();
    table.index(['user_id']);
    table.index(['created_at']);
  });
  await knex.raw(
    "create index inbox_push_deliveries_retry on inbox_push_deliveries (next_attempt_at) where state = 'sending'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('inbox_push_deliveries');
  await knex.schema.dropTable('inbox_push_preferences');
}
