import type { Knex } from '@vh/kit';

/**
 * The grimoire's global counts, kept as they change instead of summed over every player's counter
 * on each read (a sum that grows with the players). A trigger on enemy_hunts keeps them exact in the
 * hunt's own transaction. Each enemy's total is split over SHARDS rows chosen by the player, so two
 * hunts of one enemy rarely wait on the same row; a read sums an enemy's shards.
 */
const SHARDS = 16;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('enemy_hunt_totals', (table) => {
    table.integer('enemy_id').notNullable();
    table.smallint('shard').notNullable();
    table.bigInteger('times').notNullable().defaultTo(0);
    table.primary(['enemy_id', 'shard']);
  });
  await knex.raw(`
    create function enemy_hunt_totals_follow() returns trigger language plpgsql as $$
    begin
      -- A hunt's counter moves by one: one row of the totals moves with it.
      if tg_op = 'UPDATE' and old.enemy_id = new.enemy_id and old.user_id = new.user_id then
        update enemy_hunt_totals set times = times + (new.times - old.times)
        where enemy_id = new.enemy_id and shard = abs(hashtext(new.user_id::text) % ${SHARDS});
        if found then return null; end if;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        insert into enemy_hunt_totals (enemy_id, shard, times)
        values (old.enemy_id, abs(hashtext(old.user_id::text) % ${SHARDS}), -old.times)
        on conflict (enemy_id, shard) do update set times = enemy_hunt_totals.times + excluded.times;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into enemy_hunt_totals (enemy_id, shard, times)
        values (new.enemy_id, abs(hashtext(new.user_id::text) % ${SHARDS}), new.times)
        on conflict (enemy_id, shard) do update set times = enemy_hunt_totals.times + excluded.times;
      end if;
      return null;
    end $$`);
  // Taken in the migration's transaction: no hunt counts between the sum and the trigger.
  await knex.raw('lock table enemy_hunts in share row exclusive mode');
  await knex.raw(`
    insert into enemy_hunt_totals (enemy_id, shard, times)
    select enemy_id, abs(hashtext(user_id::text) % ${SHARDS}), sum(times) from enemy_hunts group by 1, 2`);
  await knex.raw(`
    create trigger enemy_hunt_totals_follow after insert or update or delete on enemy_hunts
    for each row execute function enemy_hunt_totals_follow()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists enemy_hunt_totals_follow on enemy_hunts');
  await knex.raw('drop function if exists enemy_hunt_totals_follow()');
  await knex.schema.dropTableIfExists('enemy_hunt_totals');
}
