import { createOutboxTable, createProcessedEventsTable, dropOutboxTable, type Knex } from '@vh/kit';

/**
 * Payments and what they granted. A payment is one provider order (PURCHASE) or one provider
 * subscription (SUBSCRIPTION, UPGRADE). Every grant and reversal is a ledger row whose key is also the
 * game exchange's idempotency key, so nothing is granted twice: one 'grant' per payment, one
 * 'renewal' per subscription and month, one 'reversal' per refund.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payments', (table) => {
    table.uuid('id').primary();
    table.uuid('buyer_id').notNullable();
    /** The player who receives what was bought: the buyer, or a gift's recipient. */
    table.uuid('recipient_id').notNullable();
    table.text('recipient_name');
    table.integer('package_id').notNullable();
    table.text('kind').notNullable();
    /** What the provider charges now (an upgrade: the difference). */
    table.integer('usd_cents').notNullable();
    table.text('additional_info').notNullable().defaultTo('');
    /** The buyer's Idempotency-Key: the same key answers the same payment. */
    table.text('request_key');
    table.text('provider_id');
    table.text('status').notNullable();
    table.jsonb('links').notNullable().defaultTo('[]');
    table.text('capture_id');
    /** What completing it grants, fixed when it was created: { currencies, items } (renewals use the tier's current package). */
    table.jsonb('grants').notNullable();
    /** Subscriptions: the tier, the payment it upgrades, and the end of the paid period. */
    table.smallint('level').notNullable().defaultTo(0);
    table.uuid('upgrades_payment_id');
    table.timestamp('paid_until', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('completed_at', { useTz: true });
    table.timestamp('reversed_at', { useTz: true });
    /** Why a paid payment could not be granted (it is refunded). */
    table.text('failure_reason');
    table.unique(['buyer_id', 'request_key']);
    table.index(['buyer_id', 'created_at']);
    table.index(['package_id', 'created_at']);
    table.index(['provider_id']);
  });
  await knex.raw(
    `alter table payments add constraint payments_kind_check
       check (kind in ('PURCHASE', 'SUBSCRIPTION', 'UPGRADE')),
     add constraint payments_amount_check check (usd_cents >= 0),
     add constraint payments_level_check check (level between 0 and 3)`,
  );
  await knex.raw(
    `create index payments_renewals_idx on payments (paid_until) where kind <> 'PURCHASE' and status = 'ACTIVE'`,
  );

  await knex.schema.createTable('payment_entries', (table) => {
    table.increments('id');
    table.uuid('payment_id').notNullable().references('payments.id');
    table.uuid('user_id').notNullable();
    table.text('kind').notNullable();
    /** The calendar month ('2026-11') a subscription grant pays for; '' for one-off entries. */
    table.text('period').notNullable().defaultTo('');
    /** The game exchange's idempotency key. */
    table.text('exchange_key').notNullable().unique();
    /** From the player's side: positive granted, negative taken back. */
    table.jsonb('currencies').notNullable().defaultTo('[]');
    table.jsonb('items').notNullable().defaultTo('[]');
    /** A reversal that could not take everything back (already spent): what is missing. */
    table.jsonb('shortfall').notNullable().defaultTo('[]');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['payment_id', 'kind', 'period']);
  });
  await knex.raw(
    `alter table payment_entries add constraint payment_entries_kind_check
       check (kind in ('grant', 'renewal', 'reversal', 'cancel'))`,
  );

  /** The provider's billing plan of each tier and price (a new price makes a new plan). */
  await knex.schema.createTable('provider_plans', (table) => {
    table.smallint('level').notNullable();
    table.integer('usd_cents').notNullable();
    table.text('plan_id').notNullable();
    table.primary(['level', 'usd_cents']);
  });

  /** Every verified webhook event, for support's audit (events are hints: handling is idempotent). */
  await knex.schema.createTable('webhook_events', (table) => {
    table.text('id').primary();
    table.text('event_type').notNullable();
    table.uuid('payment_id');
    table.jsonb('body').notNullable();
    table.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  /** Player names from identity's events: gifts name their recipient. */
  await knex.schema.createTable('players', (table) => {
    table.uuid('user_id').primary();
    table.text('name').notNullable();
    table.boolean('playable').notNullable();
  });
  // Not unique: renames of different players may arrive in any order across partitions.
  await knex.raw('create index players_name_lower_idx on players (lower(name))');

  await createOutboxTable(knex);
  await createProcessedEventsTable(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('processed_events');
  await dropOutboxTable(knex);
  for (const table of ['players', 'webhook_events', 'provider_plans', 'payment_entries', 'payments']) {
    await knex.schema.dropTableIfExists(table);
  }
}
