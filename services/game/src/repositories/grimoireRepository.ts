import type { Knex } from '@vh/kit';

/** How often each enemy was hunted, per player; the global count is their sum, kept in enemy_hunt_totals. */
export class GrimoireRepository {
  constructor(private readonly db: Knex) {}

  /** Counts one more hunt of the enemy by the player, not yet run. */
  recordHuntQuery(trx: Knex.Transaction, userId: string, enemyId: number): Knex.QueryBuilder {
    return trx('enemy_hunts')
      .insert({ user_id: userId, enemy_id: enemyId, times: 1 })
      .onConflict(['user_id', 'enemy_id'])
      .merge({ times: trx.raw('enemy_hunts.times + 1') });
  }

  /**
   * The player's and everyone's counts of each enemy: everyone's from the totals a trigger keeps
   * (migration enemy_hunt_totals), so the read does not grow with the players.
   */
  async counts(userId: string | null, enemyIds: readonly number[]) {
    const ids = [...new Set(enemyIds)];
    if (ids.length === 0) return new Map<number, { player: number; global: number }>();
    const totals = this.db('enemy_hunt_totals')
      .select('enemy_id')
      .sum({ global: 'times' })
      .whereIn('enemy_id', ids)
      .groupBy('enemy_id')
      .as('t');
    const rows: { enemy_id: number; global: string | number; player: string | number }[] = await this.db
      .from(totals)
      .leftJoin('enemy_hunts as h', (join) =>
        join.on('h.enemy_id', 't.enemy_id').andOn('h.user_id', this.db.raw('?', [userId])),
      )
      .select('t.enemy_id', 't.global', this.db.raw('coalesce(h.times, 0) as player'));
    return new Map(
      rows.map((row) => [row.enemy_id, { player: Number(row.player), global: Number(row.global) }]),
    );
  }
}
