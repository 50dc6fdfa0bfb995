import { cappedRows, type Knex } from '@vh/kit';

/** Every trade economy keeps of one player (purchases, sales, crafts, claims), newest first. */
export async function readTradeData(db: Knex, userId: string): Promise<Record<string, unknown>> {
  return {
    trades: await cappedRows(
      db('trades').where({ user_id: userId }).select('*').orderBy('created_at', 'desc'),
    ),
  };
}
