import type { Knex } from '@vh/kit';

/** The premium shop's packages, and which one-time seeds have run (the launch catalogue). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('premium_packages', (table) => {
    table.increments('id');
    table.text('name').notNullable();
    table.integer('usd_cents').notNullable();
    table.text('promotional_label').notNullable().defaultTo('');
    table.smallint('subscription_level').notNullable().defaultTo(0);
    table.smallint('single_item_type').notNullable().defaultTo(0);
    /** [{ itemId, amount }]: content owns the items, so no foreign key can hold them. */
    table.jsonb('items').notNullable().defaultTo('[]');
    table.smallint('month');
    table.smallint('year');
    table.integer('image_id');
    table.integer('animated_image_id');
    table.boolean('visible').notNullable().defaultTo(false);
    table.timestamps(true, true);
  });
  await knex.raw(
    'alter table premium_packages add constraint premium_packages_price check (usd_cents >= 0), ' +
      'add constraint premium_packages_level check (subscription_level between 0 and 3), ' +
      'add constraint premium_packages_type check (single_item_type between 0 and 13)',
  );
  await knex.schema.createTable('seed_runs', (table) => {
    table.text('name').primary();
    table.timestamp('ran_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('seed_runs');
  await knex.schema.dropTableIfExists('premium_packages');
}
