import { createAdminChangesTable, dropAdminChangesTable, type Knex } from '@vh/kit';

/**
 * The player market (docs/market.md). An order is written 'pending', its escrow is taken through the
 * game's exchange (keys market:<id>:escrow and, for a buy, market:<id>:tax), then it joins the book
 * ('open', with its place in time `seq`) and is matched under its item's lock. Fills write their
 * payouts in the matching transaction; a job pays them through the exchange with the payout's key.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('market_settings', (table) => {
    table.integer('id').primary();
    /** The buyer's tax in basis points (1000 = 10 %). */
    table.integer('tax_bps').notNullable().defaultTo(1000);
    table.integer('base_slots').notNullable().defaultTo(3);
    table.integer('subscriber_slots').notNullable().defaultTo(6);
    table.boolean('halted').notNullable().defaultTo(false);
  });
  await knex.raw(`alter table market_settings add constraint market_settings_one check (id = 1)`);
  await knex.raw(
    `alter table market_settings add constraint market_settings_bounds check (
       tax_bps between 0 and 5000 and base_slots between 1 and 50
       and subscriber_slots between base_slots and 50)`,
  );
  await knex('market_settings').insert({ id: 1 });

  await knex.schema.createTable('market_item_halts', (table) => {
    table.integer('item_id').primary();
    table.timestamp('halted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.raw(`create sequence market_book_seq`);
  await knex.schema.createTable('market_orders', (table) => {
    table.uuid('id').primary();
    table.uuid('user_id').notNullable();
    table.text('idempotency_key').notNullable();
    table.text('request_hash').notNullable();
    table.integer('item_id').notNullable();
    table.text('side').notNullable();
    /** VGC per unit, the order's limit. */
    table.bigInteger('price').notNullable();
    table.integer('quantity').notNullable();
    table.integer('remaining').notNullable();
    table.integer('tax_bps').notNullable();
    /** A buy's price x quantity and its tax reserve, taken at placement. */
    table.bigInteger('escrow_vgc').notNullable().defaultTo(0);
    table.bigInteger('tax_reserved').notNullable().defaultTo(0);
    /** What the buy's fills cost at their prices, and the tax charged on it so far. */
    table.bigInteger('spent_vgc').notNullable().defaultTo(0);
    table.bigInteger('tax_charged').notNullable().defaultTo(0);
    /** The order uses a subscriber's slot: its escrow call requires a subscription. */
    table.boolean('subscriber_slot').notNullable().defaultTo(false);
    table.boolean('escrowed').notNullable().defaultTo(false);
    table.boolean('tax_escrowed').notNullable().defaultTo(false);
    table.text('status').notNullable().defaultTo('pending');
    table.bigInteger('seq');
    table.text('refusal');
    table.integer('attempts').notNullable().defaultTo(0);
    table.text('last_error');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('closed_at', { useTz: true });
    table.unique(['user_id', 'idempotency_key']);
    table.index(['user_id', 'created_at']);
  });
  await knex.raw(`
    alter table market_orders
      add constraint market_orders_side check (side in ('buy', 'sell')),
      add constraint market_orders_status check
        (status in ('pending', 'open', 'filled', 'cancelled', 'expired', 'rejected')),
      add constraint market_orders_amounts check (
        price > 0 and quantity > 0 and remaining between 0 and quantity
        and spent_vgc between 0 and escrow_vgc and tax_charged between 0 and tax_reserved),
      add constraint market_orders_filled check ((status = 'filled') = (remaining = 0))`);
  await knex.raw(
    `create index market_orders_bids_idx on market_orders (item_id, price desc, seq) where status = 'open' and side = 'buy'`,
  );
  await knex.raw(
    `create index market_orders_asks_idx on market_orders (item_id, price, seq) where status = 'open' and side = 'sell'`,
  );
  await knex.raw(`create index market_orders_expiry_idx on market_orders (expires_at) where status = 'open'`);
  await knex.raw(
    `create index market_orders_pending_idx on market_orders (created_at) where status = 'pending'`,
  );

  await knex.schema.createTable('market_fills', (table) => {
    table.bigIncrements('id');
    table.integer('item_id').notNullable();
    table.integer('quantity').notNullable();
    table.bigInteger('price').notNullable();
    table.bigInteger('tax').notNullable();
    /** A taking buy's limit above the maker's price, given back with the items. */
    table.bigInteger('price_improvement').notNullable();
    table.uuid('buy_order_id').notNullable();
    table.uuid('sell_order_id').notNullable();
    table.uuid('buyer_id').notNullable();
    table.uuid('seller_id').notNullable();
    table.text('taker_side').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['item_id', 'id']);
    table.index(['buyer_id', 'id']);
    table.index(['seller_id', 'id']);
  });
  await knex.raw(`create index market_fills_time_idx on market_fills (item_id, created_at)`);

  // Social's payout table (services/social): written with the decision, paid later by its key.
  await knex.schema.createTable('market_payouts', (table) => {
    table.text('key').primary();
    table.uuid('user_id').notNullable();
    table.text('reason').notNullable();
    table.text('currency');
    table.bigInteger('currency_amount').notNullable().defaultTo(0);
    table.integer('item_id');
    table.integer('item_amount').notNullable().defaultTo(0);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('paid_at', { useTz: true });
    /** A refusal for good (a deleted account): kept for an operator, not retried. */
    table.text('failure');
    table.index(['user_id']);
  });
  await knex.raw(
    `create index market_payouts_unsettled_idx on market_payouts (created_at) where paid_at is null and failure is null`,
  );

  await createAdminChangesTable(knex);
}

export async function down(knex: Knex): Promise<void> {
  await dropAdminChangesTable(knex);
  for (const table of [
    'market_payouts',
    'market_fills',
    'market_orders',
    'market_item_halts',
    'market_settings',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
  await knex.raw(`drop sequence if exists market_book_seq`);
}
