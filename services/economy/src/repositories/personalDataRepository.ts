import { cappedRows, type Knex } from '@vh/kit';
import { readMarketData } from '../market/marketPersonalData';

/** Every trade economy keeps of one player (purchases, sales, crafts, claims; market orders and trades), newest first. */
export async function readTradeData(db: Knex, userId: string): Promise<Record<string, unknown>> {
  return {
    trades: await cappedRows(
      db('trades').where({ user_id: userId }).select('*').orderBy('created_at', 'desc'),
    ),
    ...(await readMarketData(db, userId)),
  };
}
