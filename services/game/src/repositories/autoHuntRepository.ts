import type { Knex } from '@vh/kit';

/** Claims of the hourly auto-hunt: the primary key (player, hour) lets each hour run once. */
export class AutoHuntRepository {
  /** Claims the hour for the player; false when it was claimed before (by this or another replica). */
  async claim(trx: Knex.Transaction, userId: string, hour: number): Promise<boolean> {
    const rows = await trx('auto_hunts')
      .insert({ user_id: userId, hour })
      .onConflict(['user_id', 'hour'])
      .ignore()
      .returning('hour');
    return rows.length > 0;
  }

  async attach(trx: Knex.Transaction, userId: string, hour: number, combatId: number): Promise<void> {
    await trx('auto_hunts').where({ user_id: userId, hour }).update({ combat_id: combatId });
  }
}
