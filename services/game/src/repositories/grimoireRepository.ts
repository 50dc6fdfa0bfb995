import type { Knex } from '@vh/kit';

/** How often each enemy was hunted, per player; the global count is their sum. */
export class GrimoireRepository {
  constructor(private readonly db: Knex) {}

  /** Counts one more hunt of the enemy by the player, not yet run. */
  recordHuntQuery(trx: Knex.Transaction, userId: string, enemyId: number): Knex.QueryBuilder {
    return trx('enemy_hunts')
      .insert({ user_id: userId, enemy_id: enemyId, times: 1 })
      .onConflict(['user_id', 'enemy_id'])
      .merge({ times: trx.raw('enemy_hunts.times + 1') });
  }

  async counts(userId: string | null, enemyIds: readonly number[]) {
    const ids = [...new Set(enemyIds)];
    if (ids.length === 0) return new Map<number, { player: number; global: number }>();
    const rows: { enemy_id: number; global: string | number; player: string | number }[] = await this.db(
      'enemy_hunts',
    )
      .select('enemy_id')
      .sum({ global: 'times' })
      .select(this.db.raw('coalesce(sum(times) filter (where user_id = ?), 0) as player', [userId]))
      .whereIn('enemy_id', ids)
      .groupBy('enemy_id');
    return new Map(
      rows.map((row) => [row.enemy_id, { player: Number(row.player), global: Number(row.global) }]),
    );
  }
}
