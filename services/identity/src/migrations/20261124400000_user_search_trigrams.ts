import type { Knex } from '@vh/kit';

/**
 * The admin search finds accounts whose name or e-mail contains a string (ILIKE '%text%'): without
 * trigram indexes that reads every account. pg_trgm is a trusted extension (PostgreSQL 13+), so the
 * database's owner may create it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists pg_trgm');
  await knex.raw('create index users_name_trgm_idx on users using gin (name gin_trgm_ops)');
  await knex.raw('create index users_email_trgm_idx on users using gin (email gin_trgm_ops)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists users_email_trgm_idx');
  await knex.raw('drop index if exists users_name_trgm_idx');
}
