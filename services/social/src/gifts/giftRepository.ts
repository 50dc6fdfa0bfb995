import type { Knex } from '@vh/kit';

export interface GiftRow {
  id: string;
  from_id: string | null;
  to_id: string;
  day: string;
  item_id: number;
  amount: number;
  sent_at: Date;
  expires_at: Date;
  claimed_at: Date | null;
}

export interface GiftSettingRow {
  item_id: number;
  amount: number;
}

export const giftSettings = {
  current(db: Knex | Knex.Transaction): Promise<GiftSettingRow | undefined> {
    return db('gift_setting').where('id', 1).first('item_id', 'amount');
  },

  async save(trx: Knex.Transaction, setting: GiftSettingRow) {
    await trx('gift_setting')
      .insert({ id: 1, ...setting, updated_at: trx.fn.now() })
      .onConflict('id')
      .merge();
  },
};

export const gifts = {
  waitingFor(db: Knex, userId: string, now: Date): Promise<GiftRow[]> {
    return db<GiftRow>('gifts')
      .where({ to_id: userId })
      .whereNull('claimed_at')
      .where('expires_at', '>', now)
      .orderBy('id')
      .limit(500);
  },

  claimedSince(db: Knex | Knex.Transaction, userId: string, since: Date): Promise<number> {
    return db('gifts')
      .where({ to_id: userId })
      .where('claimed_at', '>=', since)
      .count({ n: '*' })
      .first()
      .then((row) => Number(row?.n ?? 0));
  },

  /** Claimed and expired gifts leave after a month (docs/retention.md). */
  prune(db: Knex, olderThan: Date): Promise<number> {
    return db('gifts').where('expires_at', '<', olderThan).delete();
  },
};
