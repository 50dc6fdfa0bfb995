import type { Knex } from 'knex';

/** The retention job forgets exchange outcomes by age (docs/retention.md): oldest first, by index. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index exchanges_created_at_idx on exchanges (created_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index exchanges_created_at_idx');
}
