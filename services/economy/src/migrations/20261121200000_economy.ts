import type { Knex } from 'knex';
import { createOutboxTable, dropOutboxTable } from '@vh/kit';

/**
 * The trade ledger. A row is written 'pending' before the game's exchange is called and becomes
 * 'applied' when the game applied it; a refused trade leaves no row. A pending row outlives its
 * request only when the game could not be reached; the settlement job then asks the game for the
 * key's outcome (never applying anything itself) and finishes the row.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('trades', (table) => {
    table.uuid('id').primary();
    table.uuid('user_id').notNullable();
    /** The caller's key (or a fresh one): a retry with the same key is the same trade. */
    table.text('idempotency_key').notNullable();
    table.text('request_hash').notNullable();
    table.text('kind').notNullable();
    table.integer('item_id').notNullable();
    table.integer('amount').notNullable();
    table.text('merchant').notNullable().defaultTo('');
    /** From the player's side: negative paid, positive received. */
    table.jsonb('currencies').notNullable();
    table.jsonb('items').notNullable();
    table.jsonb('requirements').notNullable();
    table.text('status').notNullable().defaultTo('pending');
    /** Settlement attempts that failed (the game unreachable), and the last reason. */
    table.integer('attempts').notNullable().defaultTo(0);
    table.text('last_error');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('applied_at', { useTz: true });
    table.unique(['user_id', 'idempotency_key']);
    table.index(['user_id', 'created_at']);
  });
  await knex.raw(
    `alter table trades add constraint trades_kind_check check (kind in ('buy', 'sell', 'claim'))`,
  );
  await knex.raw(
    `alter table trades add constraint trades_status_check check (status in ('pending', 'applied'))`,
  );
  await knex.raw(`alter table trades add constraint trades_amount_check check (amount > 0)`);
  await knex.raw(`create index trades_pending_idx on trades (created_at) where status = 'pending'`);
  await createOutboxTable(knex);
}

export async function down(knex: Knex): Promise<void> {
  await dropOutboxTable(knex);
  await knex.schema.dropTableIfExists('trades');
}
