import type { Knex } from '@vh/kit';

/**
 * The end of the player's paid subscription period (seconds), from payments' SubscriptionChanged
 * events: the tier in subscription_level counts only until then, so a tier that is not renewed ends
 * on time even if no further event arrives.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('players', (table) => {
    table.bigInteger('subscription_until').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('players', (table) => {
    table.dropColumn('subscription_until');
  });
}
