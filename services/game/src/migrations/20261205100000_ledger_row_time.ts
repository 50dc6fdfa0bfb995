import type { Knex } from 'knex';

/**
 * A ledger row's time is when it was written, not when its transaction began: a payout that began
 * first but waited for the player's row lock writes the later balance, and with now() it would sort
 * before the row it followed, so "newest first" would show an older balance as the newest.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table currency_ledger alter column created_at set default clock_timestamp()');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table currency_ledger alter column created_at set default now()');
}
