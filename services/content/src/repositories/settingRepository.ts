import type { Knex } from 'knex';

export interface Setting {
  id: number;
  key: string;
  value: string;
}

export class SettingRepository {
  constructor(private readonly db: Knex) {}

  async byKey(key: string, trx?: Knex.Transaction): Promise<Setting | undefined> {
    return (trx ?? this.db)<Setting>('settings').select('id', 'key', 'value').where({ key }).first();
  }

  async byId(id: number, trx?: Knex.Transaction): Promise<Setting | undefined> {
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
    return (trx ?? this.db)<Setting>('settings')
      .select('id', 'key', 'value')
      .where({ id })
      .forUpdate()
      .first();
  }

  /** Insert or replace by key (one row per key). */
  async save(trx: Knex.Transaction, key: string, value: string): Promise<Setting> {
    const [row] = await trx('settings')
      .insert({ key, value })
      .onConflict('key')
      .merge({ value, updated_at: trx.fn.now() })
      .returning(['id', 'key', 'value']);
    return row as Setting;
  }

  async delete(trx: Knex.Transaction, id: number): Promise<void> {
    await trx('settings').where({ id }).delete();
  }
}
