import type { Knex } from 'knex';

/**
 * Refusals are outcomes too: a key refused once answers the same refusal for good, so a retry of a
 * refused exchange can never apply later behind its caller's back.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('exchanges', (table) => {
    table.text('outcome').notNullable().defaultTo('applied');
    table.text('refusal_code');
    table.text('refusal_message');
  });
  await knex.raw(
    `alter table exchanges add constraint exchanges_outcome_check check (outcome in ('applied', 'refused'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('exchanges', (table) => {
    table.dropChecks(['exchanges_outcome_check']);
    table.dropColumn('refusal_message');
    table.dropColumn('refusal_code');
    table.dropColumn('outcome');
  });
}
