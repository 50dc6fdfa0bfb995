import type { Knex } from 'knex';
import { createOutboxTable, dropOutboxTable } from '@vh/kit';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('name').notNullable();
    table.text('email').notNullable();
    table.text('password_hash').notNullable();
    table.smallint('role').notNullable().defaultTo(555);
    table.smallint('patreon_type').notNullable().defaultTo(0);
    table.timestamp('activated_at', { useTz: true });
    table.timestamp('last_login_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // Names and e-mails are unique without regard to case.
  await knex.raw('create unique index users_name_lower_idx on users (lower(name))');
  await knex.raw('create unique index users_email_lower_idx on users (lower(email))');

  await knex.schema.createTable('account_tokens', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.text('purpose').notNullable();
    table.binary('token_hash').notNullable().unique();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('used_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id', 'purpose']);
  });
  await knex.raw(`alter table account_tokens add constraint account_tokens_purpose_check
    check (purpose in ('activation', 'password_reset'))`);

  await knex.schema.createTable('mail_outbox', (table) => {
    table.uuid('id').primary();
    table.text('recipient').notNullable();
    table.text('subject').notNullable();
    table.text('body_text').notNullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.text('last_error');
    table.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('sent_at', { useTz: true });
  });
  await knex.raw('create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where sent_at is null');

  await createOutboxTable(knex);
}

export async function down(knex: Knex): Promise<void> {
  await dropOutboxTable(knex);
  await knex.schema.dropTable('mail_outbox');
  await knex.schema.dropTable('account_tokens');
  await knex.schema.dropTable('users');
}
