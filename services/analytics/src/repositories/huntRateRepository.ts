import type { Knex } from '@vh/kit';

/** One hunt as the rates count it. */
export interface RatedHunt {
  eventId: string;
  huntingGroundId: number;
  enemyId: number;
  huntingTableId: number;
  tableEnemyId: number;
  lootRolled: boolean;
  lootchancePercent: number;
}

/** One item a hunt dropped (an item listed twice in a hunt's loot is one drop, amounts added). */
export interface RatedDrop {
  eventId: string;
  itemId: number;
  amount: number;
}

export interface EncounterCount {
  huntingGroundId: number;
  enemyId: number;
  met: number;
}

export interface TableRollCount {
  huntingTableId: number;
  enemyId: number;
  rolls: number;
}

export interface LootRolls {
  enemyId: number;
  fights: number;
  lootchanceSum: number;
}

export interface ItemDrops {
  enemyId: number;
  itemId: number;
  drops: number;
  amount: number;
}

/**
 * Claims the batch's event ids and adds the fresh ones to every counter in one statement: the
 * counts grow only for ids never claimed before, and a batch costs one round trip whatever its size.
 * The hunts must be distinct by event id (ON CONFLICT may touch a row once per statement).
 */
const RECORD_SQL = `
with hunt as (
  select * from unnest(?::uuid[], ?::int[], ?::int[], ?::int[], ?::int[], ?::boolean[], ?::int[])
    as h(event_id, hunting_ground_id, enemy_id, hunting_table_id, table_enemy_id, loot_rolled, lootchance)
),
claimed as (
  insert into hunt_rate_events (event_id) select event_id from hunt
  on conflict (event_id) do nothing
  returning event_id
),
fresh as (select hunt.* from hunt join claimed using (event_id)),
met as (
  insert into hunt_encounter_counts as c (hunting_ground_id, enemy_id, met)
  select hunting_ground_id, enemy_id, count(*) from fresh group by 1, 2
  on conflict (hunting_ground_id, enemy_id) do update set met = c.met + excluded.met
),
rolled as (
  insert into hunt_table_roll_counts as c (hunting_ground_id, hunting_table_id, enemy_id, rolls)
  select hunting_ground_id, hunting_table_id, table_enemy_id, count(*) from fresh
   where hunting_table_id > 0 and table_enemy_id > 0
   group by 1, 2, 3
  on conflict (hunting_ground_id, hunting_table_id, enemy_id) do update set rolls = c.rolls + excluded.rolls
),
looted as (
  insert into enemy_loot_rolls as c (enemy_id, fights, lootchance_sum)
  select enemy_id, count(*), sum(lootchance) from fresh where loot_rolled group by 1
  on conflict (enemy_id) do update
    set fights = c.fights + excluded.fights, lootchance_sum = c.lootchance_sum + excluded.lootchance_sum
),
drop_row as (
  select * from unnest(?::uuid[], ?::int[], ?::bigint[]) as d(event_id, item_id, amount)
),
dropped as (
  insert into enemy_item_drops as c (enemy_id, item_id, drops, amount)
  select fresh.enemy_id, drop_row.item_id, count(*), sum(drop_row.amount)
    from drop_row join fresh using (event_id)
   where fresh.loot_rolled
   group by 1, 2
  on conflict (enemy_id, item_id) do update set drops = c.drops + excluded.drops, amount = c.amount + excluded.amount
)
select count(*)::int as fresh from claimed`;

/** The counters behind the published rates (aggregates only: no player is stored). */
export class HuntRateRepository {
  constructor(private readonly db: Knex) {}

  /** Counts the hunts not counted before; answers how many were new. */
  async record(hunts: RatedHunt[], drops: RatedDrop[]): Promise<number> {
    if (hunts.length === 0) return 0;
    const column = <T>(pick: (hunt: RatedHunt) => T) => hunts.map(pick);
    const result = await this.db.raw<{ rows: { fresh: number }[] }>(RECORD_SQL, [
      column((hunt) => hunt.eventId),
      column((hunt) => hunt.huntingGroundId),
      column((hunt) => hunt.enemyId),
      column((hunt) => hunt.huntingTableId),
      column((hunt) => hunt.tableEnemyId),
      column((hunt) => hunt.lootRolled),
      column((hunt) => hunt.lootchancePercent),
      drops.map((drop) => drop.eventId),
      drops.map((drop) => drop.itemId),
      drops.map((drop) => String(drop.amount)),
    ]);
    return result.rows[0]?.fresh ?? 0;
  }

  async encounters(huntingGroundId: number): Promise<EncounterCount[]> {
    const rows = await this.db('hunt_encounter_counts')
      .where({ hunting_ground_id: huntingGroundId })
      .select('enemy_id', 'met');
    return rows.map((row) => ({ huntingGroundId, enemyId: row.enemy_id, met: Number(row.met) }));
  }

  async tableRolls(huntingGroundId: number): Promise<TableRollCount[]> {
    const rows = await this.db('hunt_table_roll_counts')
      .where({ hunting_ground_id: huntingGroundId })
      .select('hunting_table_id', 'enemy_id', 'rolls');
    return rows.map((row) => ({
      huntingTableId: row.hunting_table_id,
      enemyId: row.enemy_id,
      rolls: Number(row.rolls),
    }));
  }

  async lootRolls(enemyIds: number[]): Promise<Map<number, LootRolls>> {
    const rows = await this.db('enemy_loot_rolls').whereIn('enemy_id', enemyIds).select('*');
    return new Map(
      rows.map((row) => [
        row.enemy_id,
        { enemyId: row.enemy_id, fights: Number(row.fights), lootchanceSum: Number(row.lootchance_sum) },
      ]),
    );
  }

  async itemDrops(enemyIds: number[]): Promise<ItemDrops[]> {
    const rows = await this.db('enemy_item_drops')
      .whereIn('enemy_id', enemyIds)
      .select('enemy_id', 'item_id', 'drops', 'amount')
      .orderBy(['enemy_id', 'item_id']);
    return rows.map((row) => ({
      enemyId: row.enemy_id,
      itemId: row.item_id,
      drops: Number(row.drops),
      amount: Number(row.amount),
    }));
  }

  /** Forgets claimed ids older than the retention (a redelivery that late cannot happen). */
  async pruneClaims(retentionDays: number): Promise<number> {
    const result = (await this.db.raw(
      'delete from hunt_rate_events where processed_at < now() - make_interval(days => ?)',
      [retentionDays],
    )) as { rowCount: number };
    return result.rowCount;
  }
}
