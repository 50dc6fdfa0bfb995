import type { Knex } from 'knex';

/**
 * The admin second factor (docs/security.md): one TOTP secret per account, sealed with a key derived
 * from the server's pepper, confirmed once the first code matched; and the hashes of its one-time
 * recovery codes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('second_factors', (table) => {
    table.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    table.text('sealed_secret').notNullable();
    /** Null while enrolment waits for its first code. */
    table.timestamp('confirmed_at', { useTz: true });
    /** The newest TOTP time step accepted: a code is good once (RFC 6238 section 5.2). */
    table.bigInteger('last_step');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('recovery_codes', (table) => {
    table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.text('code_hash').notNullable();
    table.timestamp('used_at', { useTz: true });
    table.primary(['user_id', 'code_hash']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('recovery_codes');
  await knex.schema.dropTable('second_factors');
}
