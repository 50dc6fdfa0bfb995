import type { Knex } from 'knex';

/** Graded sanctions and their appeals (docs/sanctions.md); kept with the account, erased with it. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sanctions', (table) => {
    table.bigIncrements('id');
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('kind').notNullable();
    table.text('reason').notNullable();
    table.text('note').notNullable().defaultTo('');
    table.timestamp('starts_at', { useTz: true }).notNullable();
    // Null: permanent.
    table.timestamp('ends_at', { useTz: true });
    table.uuid('created_by').notNullable();
    table.text('created_by_name').notNullable();
    // Social's report ids the decision answers (links, not foreign keys: another service's rows).
    table.specificType('report_ids', 'bigint[]').notNullable().defaultTo('{}');
    table.specificType('clawback_tournament_ids', 'int[]').notNullable().defaultTo('{}');
    table.timestamp('lifted_at', { useTz: true });
    table.uuid('lifted_by');
    table.text('lift_note');
    table.text('appeal_text');
    table.timestamp('appealed_at', { useTz: true });
    table.text('appeal_answer');
    table.text('appeal_note');
    table.timestamp('appeal_answered_at', { useTz: true });
    table.integer('version').notNullable().defaultTo(1);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id', 'id']);
  });
  // The refresh reads only sanctions that can still bite.
  await knex.raw('create index sanctions_open on sanctions (user_id) where lifted_at is null');
  await knex.raw(`alter table sanctions add constraint sanctions_kind_check check (kind in
    ('warning', 'ladder_hold', 'market_ban', 'gifts_ban', 'board_ban', 'coven_ban', 'account_ban', 'permanent_ban'))`);
  await knex.raw(`alter table sanctions add constraint sanctions_appeal_answer_check
    check (appeal_answer is null or appeal_answer in ('upheld', 'granted'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sanctions');
}
