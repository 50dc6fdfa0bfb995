import type { Knex } from 'knex';

/**
 * Push reminders (docs/reminders.md): the browsers a player subscribed, the reminder kinds they chose,
 * and one delivery row per (player, kind, due moment), inserted before sending so that a reminder is
 * sent once whatever the number of replicas.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('push_subscriptions', (table) => {
    table.bigIncrements('id');
    table.uuid('user_id').notNullable().references('players.user_id').onDelete('CASCADE');
    table.text('endpoint').notNullable().unique();
    /** The browser's P-256 public key and auth secret (base64url), the payload is encrypted to them. */
    table.text('p256dh').notNullable();
    table.text('auth').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id']);
  });

  // A row per chosen kind; enabled_at keeps a reminder due before the choice from being sent.
  await knex.schema.createTable('reminder_preferences', (table) => {
    table.uuid('user_id').notNullable().references('players.user_id').onDelete('CASCADE');
    table.text('kind').notNullable();
    table.bigInteger('enabled_at').notNullable();
    table.primary(['user_id', 'kind']);
    table.index(['kind']);
  });

  await knex.schema.createTable('reminder_deliveries', (table) => {
    table.bigIncrements('id');
    table.uuid('user_id').notNullable().references('players.user_id').onDelete('CASCADE');
    table.text('kind').notNullable();
    /** Epoch seconds of the moment the reminder is about: with user and kind, the once-only key. */
    table.bigInteger('due_at').notNullable();
    /** sending (owned until next_attempt_at, then retried), sent, failed (retries spent), skipped. */
    table.text('state').notNullable();
    table.jsonb('payload').notNullable();
    table.smallint('attempts').notNullable().defaultTo(0);
    table.bigInteger('next_attempt_at').notNullable();
    /** Subscriptions that already accepted it, so a retry only goes to the others. */
    table.specificType('delivered_to', 'bigint[]').notNullable().defaultTo('{}');
    table.unique(['user_id', 'kind', 'due_at']);
    table.index(['due_at']);
  });
  await knex.raw(
    "create index reminder_deliveries_retry on reminder_deliveries (next_attempt_at) where state = 'sending'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('reminder_deliveries');
  await knex.schema.dropTable('reminder_preferences');
  await knex.schema.dropTable('push_subscriptions');
}
