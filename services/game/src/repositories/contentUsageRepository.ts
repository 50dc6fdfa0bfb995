import type { Knex } from '@vh/kit';

/** A counted use of one entry (an item held, a ground stood on...). */
export interface CountedUse<Id> {
  id: Id;
  players: number;
}

interface ActiveMission {
  id: number;
  hunting_ground_id: number;
  objectives: { enemyId: number }[];
  reward: { items: { itemId: number }[] };
}

/**
 * Which content entries the players' state refers to: what content may not delete while it does.
 * Each query is bounded by the ids asked about and answers counts, never players.
 */
export class ContentUsageRepository {
  constructor(private readonly db: Knex) {}

  private async countBy<Id>(
    table: string,
    column: string,
    ids: Id[],
    extra?: (q: Knex.QueryBuilder) => void,
  ) {
    if (ids.length === 0) return [];
    const query = this.db(table)
      .whereIn(column, ids as unknown as readonly string[])
      .groupBy(column)
      .select({ id: column })
      .countDistinct({ players: 'user_id' });
    extra?.(query);
    const rows = (await query) as { id: Id; players: string | number }[];
    return rows.map((row): CountedUse<Id> => ({ id: row.id, players: Number(row.players) }));
  }

  heldItems(itemIds: number[]) {
    return this.countBy('player_items', 'item_id', itemIds, (q) => q.where('amount', '>', 0));
  }

  equippedItems(itemIds: number[]) {
    return this.countBy('equipped_items', 'item_id', itemIds);
  }

  heldCurrencies(shortNames: string[]) {
    return this.countBy('player_currencies', 'short_name', shortNames, (q) => q.where('amount', '>', 0));
  }

  playersOnGrounds(groundIds: number[]) {
    return this.countBy('players', 'hunting_ground_id', groundIds);
  }

  /** Enemies of fights in progress (a combat the player has not finished). */
  async enemiesInFights(enemyIds: number[]): Promise<CountedUse<number>[]> {
    if (enemyIds.length === 0) return [];
    const rows = (await this.db('players')
      .join('combats', 'combats.id', 'players.active_combat_id')
      .whereIn('combats.enemy_id', enemyIds)
      .groupBy('combats.enemy_id')
      .select({ id: 'combats.enemy_id' })
      .countDistinct({ players: 'players.user_id' })) as { id: number; players: string | number }[];
    return rows.map((row) => ({ id: row.id, players: Number(row.players) }));
  }

  /** The missions running now or announced (not ended): their ground, objectives and reward. */
  async unfinishedMissions(nowSeconds: number): Promise<ActiveMission[]> {
    return this.db<ActiveMission>('missions')
      .where('ends_at', '>', nowSeconds)
      .select('id', 'hunting_ground_id', 'objectives', 'reward');
  }
}
