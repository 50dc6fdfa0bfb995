/**
 * The market's part of a player's data (docs/retention.md): their orders and their side of each
 * trade for "download my data", and what an account deletion does to them.
 */
import { cappedRows, type Knex } from '@vh/kit';
import { marketDb } from './marketRepository';

/** Stands in for a deleted account on the other party's trades (the trade stays in their history). */
export const DELETED_ACCOUNT = '00000000-0000-0000-0000-000000000000';

export async function readMarketData(db: Knex, userId: string): Promise<Record<string, unknown>> {
  return {
    marketOrders: await cappedRows(
      db('market_orders')
        .where({ user_id: userId })
        .select('id', 'item_id', 'side', 'price', 'quantity', 'remaining', 'status', 'tax_bps')
        .select('escrow_vgc', 'tax_reserved', 'spent_vgc', 'tax_charged', 'refusal')
        .select('created_at', 'expires_at', 'closed_at')
        .orderBy('created_at', 'desc'),
    ),
    // Only the player's own side: the other party stays anonymous.
    marketTrades: await cappedRows(
      db('market_fills')
        .where({ buyer_id: userId })
        .orWhere({ seller_id: userId })
        .select('id', 'item_id', 'quantity', 'price', 'created_at')
        .select(db.raw(`case when buyer_id = ? then 'buy' else 'sell' end as side`, [userId]))
        .select(db.raw(`case when buyer_id = ? then tax else 0 end as tax`, [userId]))
        .orderBy('id', 'desc'),
    ),
  };
}

/**
 * A deleted account leaves the market: its orders leave the book and go (what they held went with the
 * game's erasure of the account), its unpaid payouts are closed as failed, and its side of each trade
 * is anonymised, so the other party's history keeps the trade. Under each book's lock, as every book
 * change is.
 */
export async function forgetMarketPlayer(trx: Knex.Transaction, userId: string): Promise<number> {
  const items = (await trx('market_orders')
    .where({ user_id: userId })
    .distinct('item_id')
    .pluck('item_id')) as number[];
  for (const itemId of items.sort((a, b) => a - b)) {
    await marketDb.lockBook(trx, itemId);
  }
  const orders = await trx('market_orders').where({ user_id: userId }).delete();
  await trx('market_payouts')
    .where({ user_id: userId })
    .whereNull('paid_at')
    .whereNull('failure')
    .update({ failure: 'account deleted' });
  await trx('market_fills').where({ buyer_id: userId }).update({ buyer_id: DELETED_ACCOUNT });
  await trx('market_fills').where({ seller_id: userId }).update({ seller_id: DELETED_ACCOUNT });
  return orders;
}
