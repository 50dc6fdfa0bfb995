import type { Knex } from '@vh/kit';

/** Player names from identity's events, so a gift can name its recipient. */
export class PlayerRepository {
  constructor(private readonly db: Knex) {}

  async save(
    trx: Knex.Transaction,
    player: { userId: string; name: string; playable: boolean },
  ): Promise<void> {
    await trx('players')
      .insert({ user_id: player.userId, name: player.name, playable: player.playable })
      .onConflict('user_id')
      .merge();
  }

  /** Activation keeps the name; only an account that exists becomes playable. */
  async markPlayable(trx: Knex.Transaction, userId: string, name: string): Promise<void> {
    await trx('players')
      .insert({ user_id: userId, name, playable: true })
      .onConflict('user_id')
      .merge({ playable: true });
  }

  async delete(trx: Knex.Transaction, userId: string): Promise<void> {
    await trx('players').where({ user_id: userId }).delete();
  }

  /** A playable player by name, case-insensitively. */
  async playableByName(name: string): Promise<{ userId: string; name: string } | null> {
    const row = (await this.db('players')
      .whereRaw('lower(name) = lower(?)', [name])
      .where({ playable: true })
      .first('user_id', 'name')) as { user_id: string; name: string } | undefined;
    return row ? { userId: row.user_id, name: row.name } : null;
  }

  async nameOf(userId: string): Promise<string | null> {
    const row = (await this.db('players').where({ user_id: userId }).first('name')) as
      { name: string } | undefined;
    return row?.name ?? null;
  }
}
