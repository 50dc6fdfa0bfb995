import type { Knex } from 'knex';

const CHECK = 'account_tokens_purpose_check';

/** The mailed link that confirms a player's own account deletion is an account token too. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table account_tokens drop constraint ${CHECK}`);
  await knex.raw(`alter table account_tokens add constraint ${CHECK}
    check (purpose in ('activation', 'password_reset', 'account_deletion'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex('account_tokens').where({ purpose: 'account_deletion' }).delete();
  await knex.raw(`alter table account_tokens drop constraint ${CHECK}`);
  await knex.raw(`alter table account_tokens add constraint ${CHECK}
    check (purpose in ('activation', 'password_reset'))`);
}
