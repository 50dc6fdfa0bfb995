import type { Knex } from '@vh/kit';

/**
 * Weekly leagues (docs/competition.md): tiers with their zones and rewards, the scoring settings,
 * each week's cohorts and members, capped daily points, the players' own hunts per day (activity,
 * the placement's measure) and the payouts of every competition, one per (competition, player).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('league_tiers', (table) => {
    table.integer('tier').primary();
    table.text('name').notNullable();
    /** The top `promote` of a cohort go up a tier; the bottom `demote` go down. */
    table.integer('promote').notNullable();
    table.integer('demote').notNullable();
    /** The top `reward_places` of a cohort are paid the reward below. */
    table.integer('reward_places').notNullable();
    table.text('reward_currency');
    table.integer('reward_currency_amount').notNullable().defaultTo(0);
    table.integer('reward_item_id');
    table.integer('reward_item_amount').notNullable().defaultTo(0);
  });
  const names = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'];
  await knex('league_tiers').insert(
    names.map((name, index) => ({
      tier: index + 1,
      name,
      promote: index === names.length - 1 ? 0 : 5,
      demote: index === 0 ? 0 : 5,
      reward_places: 3,
      reward_currency: 'VGC',
      reward_currency_amount: 100 * 2 ** index,
    })),
  );

  await knex.schema.createTable('league_settings', (table) => {
    table.smallint('id').primary().checkIn(['1']);
    table.integer('win_points').notNullable();
    table.integer('draw_points').notNullable();
    table.integer('loss_points').notNullable();
    /**
     * Points a player can score in a UTC day: what the base cooldown (600 s) and a retainer's
     * hourly hunt allow, every hunt won: (144 + 24) x 10.
     */
    table.integer('daily_cap').notNullable();
  });
  await knex('league_settings').insert({
    id: 1,
    win_points: 10,
    draw_points: 5,
    loss_points: 2,
    daily_cap: 1680,
  });

  await knex.schema.createTable('league_weeks', (table) => {
    table.increments('id');
    table.timestamp('starts_at', { useTz: true }).notNullable().unique();
    /** Exclusive; moved to the moment of an admin's end-now. */
    table.timestamp('ends_at', { useTz: true }).notNullable();
    table.boolean('ended_early').notNullable().defaultTo(false);
    table.integer('placed').notNullable().defaultTo(0);
    /** Ranks, zones and rewards written (once). */
    table.timestamp('results_at', { useTz: true });
    /** Every reward of the week paid. */
    table.timestamp('paid_at', { useTz: true });
  });

  await knex.schema.createTable('league_cohorts', (table) => {
    table.increments('id');
    table.integer('week').notNullable().references('league_weeks.id');
    table.integer('tier').notNullable();
    /** Its place among the tier's cohorts of the week, from the least active. */
    table.integer('chunk').notNullable();
    /** Hunts per day over the 14 days before the week, of the cohort's least and most active. */
    table.float('activity_min').notNullable();
    table.float('activity_max').notNullable();
    table.integer('size').notNullable();
    table.unique(['week', 'tier', 'chunk']);
  });

  await knex.schema.createTable('league_members', (table) => {
    table.integer('week').notNullable().references('league_weeks.id');
    table.uuid('user_id').notNullable();
    table.integer('cohort').notNullable().references('league_cohorts.id');
    table.integer('tier').notNullable();
    table.float('activity').notNullable();
    table.integer('points').notNullable().defaultTo(0);
    /** When the points were reached: on equal points the earlier ranks higher. */
    table.timestamp('points_at', { useTz: true });
    /** Written with the week's results. */
    table.integer('rank');
    /** 'promoted', 'demoted' or 'stayed'. */
    table.text('outcome');
    table.integer('next_tier');
    table.primary(['week', 'user_id']);
    table.index(['cohort']);
    table.index(['user_id', 'week']);
  });

  await knex.schema.createTable('league_days', (table) => {
    table.integer('week').notNullable();
    table.uuid('user_id').notNullable();
    table.date('day').notNullable();
    table.integer('points').notNullable();
    table.primary(['week', 'user_id', 'day']);
  });

  await knex.schema.createTable('hunt_days', (table) => {
    table.uuid('user_id').notNullable();
    table.date('day').notNullable();
    /** The player's own hunts (the retainer's hourly hunt is not activity). */
    table.integer('hunts').notNullable();
    table.primary(['user_id', 'day']);
    table.index(['day']);
  });

  // Rewards of every competition (a league week, a tournament), paid exactly once each.
  await knex.schema.createTable('payouts', (table) => {
    /** 'league' or 'tournament'. */
    table.text('competition').notNullable();
    /** The league week's or the tournament's id. */
    table.integer('ref').notNullable();
    table.uuid('user_id').notNullable();
    table.integer('rank').notNullable();
    /** The league tier the reward was for (null for a tournament). */
    table.integer('tier');
    table.text('currency');
    table.integer('currency_amount').notNullable().defaultTo(0);
    table.integer('item_id');
    table.integer('item_amount').notNullable().defaultTo(0);
    /** Set once the game applied (or replayed) the exchange keyed by competition, ref and player. */
    table.timestamp('paid_at', { useTz: true });
    table.text('failure');
    table.primary(['competition', 'ref', 'user_id']);
    table.index(['user_id']);
  });
  await knex.raw(
    'create index payouts_unpaid_idx on payouts (competition, ref) where paid_at is null and failure is null',
  );
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'payouts',
    'hunt_days',
    'league_days',
    'league_members',
    'league_cohorts',
    'league_weeks',
    'league_settings',
    'league_tiers',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
