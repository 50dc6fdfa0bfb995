import type { Knex } from 'knex';

/**
 * The currency ledger (docs/ledger.md): one append-only row per change of a player's currency
 * balance, written in the change's own transaction, so for every player and currency the sum of the
 * deltas is the balance. Existing balances get one opening row each.
 *
 * Append-only is the database's rule, not only the code's: a trigger refuses every UPDATE and
 * TRUNCATE, and every DELETE except an account deletion's, which names the player it erases in the
 * transaction's setting `vh.ledger_erasing` first (PlayerRepository.delete).
 *
 * `ledger_mismatches` holds the (player, currency) pairs the ledger check found out of balance (the
 * metric and alert read it); `ledger_check_state` the check's place in the ledger and in the players.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table currency_ledger (
      id bigint generated always as identity primary key,
      user_id uuid not null,
      currency text not null,
      delta bigint not null constraint currency_ledger_delta_check check (delta <> 0),
      balance_after bigint not null constraint currency_ledger_balance_check check (balance_after >= 0),
      source text not null,
      reference text not null default '',
      created_at timestamptz not null default now()
    )`);
  // A player's rows of one currency in order (the sums, the last balance), readable from the index.
  await knex.raw(
    'create index currency_ledger_player_currency on currency_ledger (user_id, currency, id) include (delta, balance_after)',
  );
  // A player's rows by time (the pages, the flows over 7 and 30 days).
  await knex.raw('create index currency_ledger_player_time on currency_ledger (user_id, created_at, id)');

  await knex.raw(`
    create function currency_ledger_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        if old.user_id::text = current_setting('vh.ledger_erasing', true) then
          return old;
        end if;
      end if;
      raise exception 'currency_ledger is append-only: % refused', tg_op
        using errcode = 'integrity_constraint_violation',
              hint = 'Only an account deletion erases ledger rows (docs/ledger.md).';
    end $$`);
  await knex.raw(`
    create trigger currency_ledger_append_only before update or delete on currency_ledger
      for each row execute function currency_ledger_append_only()`);
  await knex.raw(`
    create trigger currency_ledger_no_truncate before truncate on currency_ledger
      for each statement execute function currency_ledger_append_only()`);

  await knex.raw(`
    insert into currency_ledger (user_id, currency, delta, balance_after, source)
    select user_id, short_name, amount, amount, 'opening_balance' from player_currencies
    where amount <> 0 order by user_id, short_name`);

  await knex.schema.createTable('ledger_mismatches', (table) => {
    table.uuid('user_id').notNullable();
    table.text('currency').notNullable();
    table.bigInteger('balance').notNullable();
    table.bigInteger('ledger_sum').notNullable();
    table.timestamp('found_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['user_id', 'currency']);
  });
  await knex.schema.createTable('ledger_check_state', (table) => {
    table.smallint('id').primary();
    /** The last ledger row whose player was checked. */
    table.bigInteger('checked_through_id').notNullable().defaultTo(0);
    /** The sweep's place among all players (by id); null: start again from the first. */
    table.uuid('sweep_after');
    table.timestamp('checked_at', { useTz: true });
  });
  await knex.raw('insert into ledger_check_state (id) values (1)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('ledger_check_state');
  await knex.schema.dropTable('ledger_mismatches');
  await knex.raw('drop table currency_ledger');
  await knex.raw('drop function currency_ledger_append_only()');
}
