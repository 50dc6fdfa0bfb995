/** The market's tables (see the migration 20261206100000_market): the only place its knex appears. */
import type { Knex } from '@vh/kit';
import type { BookOrder, OrderSide } from './marketRules';

export type OrderStatus = 'pending' | 'open' | 'filled' | 'cancelled' | 'expired' | 'rejected';

export interface OrderRow {
  id: string;
  user_id: string;
  idempotency_key: string;
  request_hash: string;
  item_id: number;
  side: OrderSide;
  price: number;
  quantity: number;
  remaining: number;
  tax_bps: number;
  escrow_vgc: number;
  tax_reserved: number;
  spent_vgc: number;
  tax_charged: number;
  subscriber_slot: boolean;
  escrowed: boolean;
  tax_escrowed: boolean;
  status: OrderStatus;
  seq: number | null;
  refusal: string | null;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  expires_at: Date;
  closed_at: Date | null;
}

export interface FillRow {
  id: number;
  item_id: number;
  quantity: number;
  price: number;
  tax: number;
  price_improvement: number;
  buy_order_id: string;
  sell_order_id: string;
  buyer_id: string;
  seller_id: string;
  taker_side: OrderSide;
  created_at: Date;
}

export interface SettingsRow {
  tax_bps: number;
  base_slots: number;
  subscriber_slots: number;
  halted: boolean;
}

type Db = Knex | Knex.Transaction;

/** Lock namespaces of pg_advisory_xact_lock(int, int): one item's book, one player's orders. */
const BOOK_LOCK = 7301;
const PLAYER_LOCK = 7302;

export const ACTIVE: readonly OrderStatus[] = ['pending', 'open'];

export const marketDb = {
  /** Every change of an item's book (activation, matching, cancel, expiry) holds this lock. */
  lockBook: (trx: Knex.Transaction, itemId: number) =>
    trx.raw('select pg_advisory_xact_lock(?, ?)', [BOOK_LOCK, itemId]),

  /** Placements of one player run one at a time (slots and the own-order check). */
  lockPlayer: (trx: Knex.Transaction, userId: string) =>
    trx.raw('select pg_advisory_xact_lock(?, hashtext(?))', [PLAYER_LOCK, userId]),

  settings: async (db: Db): Promise<SettingsRow> =>
    (await db<SettingsRow>('market_settings').where('id', 1).first())!,

  isItemHalted: async (db: Db, itemId: number): Promise<boolean> =>
    Boolean(await db('market_item_halts').where({ item_id: itemId }).first()),

  haltedItems: async (db: Db): Promise<number[]> =>
    (await db('market_item_halts').orderBy('item_id').pluck('item_id')) as number[],

  order: (db: Db, id: string) => db<OrderRow>('market_orders').where({ id }).first(),

  lockOrder: (trx: Knex.Transaction, id: string) =>
    trx<OrderRow>('market_orders').where({ id }).forUpdate().first(),

  orderByKey: (db: Db, userId: string, key: string) =>
    db<OrderRow>('market_orders').where({ user_id: userId, idempotency_key: key }).first(),

  /** The player's orders holding a slot (being placed or on the book). */
  activeOrders: (db: Db, userId: string) =>
    db<OrderRow>('market_orders')
      .where({ user_id: userId })
      .whereIn('status', [...ACTIVE]),

  /** The best order of a side (price, then time), locked. */
  best: (trx: Knex.Transaction, itemId: number, side: OrderSide) =>
    trx<OrderRow>('market_orders')
      .where({ item_id: itemId, side, status: 'open' })
      .orderBy([
        { column: 'price', order: side === 'buy' ? 'desc' : 'asc' },
        { column: 'seq', order: 'asc' },
      ])
      .forUpdate()
      .first(),

  nextSeq: async (trx: Knex.Transaction): Promise<number> =>
    Number((await trx.raw(`select nextval('market_book_seq') as seq`)).rows[0].seq),

  /** Changes an order only from the state it was read in: a lost race changes nothing (and throws). */
  async update(
    trx: Knex.Transaction,
    order: Pick<OrderRow, 'id' | 'status' | 'remaining'>,
    changes: Partial<OrderRow> | Record<string, unknown>,
  ): Promise<void> {
    const updated = await trx('market_orders')
      .where({ id: order.id, status: order.status, remaining: order.remaining })
      .update(changes);
    if (updated !== 1) throw new Error(`market order ${order.id} changed under its lock`);
  },

  insertFill: async (trx: Knex.Transaction, fill: Omit<FillRow, 'id' | 'created_at'>): Promise<FillRow> =>
    (await trx<FillRow>('market_fills').insert(fill).returning('*'))[0] as FillRow,

  /** Items whose best bid meets their best ask (only after a halt or a crash can one be left). */
  async crossedItems(db: Db): Promise<number[]> {
    const result = await db.raw<{ rows: { item_id: number }[] }>(`
      select b.item_id from
        (select item_id, max(price) as bid from market_orders where status = 'open' and side = 'buy' group by item_id) b
        join (select item_id, min(price) as ask from market_orders where status = 'open' and side = 'sell' group by item_id) a
        using (item_id)
      where b.bid >= a.ask`);
    return result.rows.map((row) => row.item_id);
  },

  stalePending: async (db: Db, olderThanMs: number, limit: number): Promise<string[]> =>
    (await db('market_orders')
      .where('status', 'pending')
      .where('created_at', '<', new Date(Date.now() - olderThanMs))
      .orderBy([{ column: 'attempts' }, { column: 'created_at' }])
      .limit(limit)
      .pluck('id')) as string[],

  expiredOpen: async (db: Db, limit: number): Promise<string[]> =>
    (await db('market_orders')
      .where('status', 'open')
      .where('expires_at', '<=', db.fn.now())
      .orderBy('expires_at')
      .limit(limit)
      .pluck('id')) as string[],

  recordFailure: (db: Db, id: string, reason: string) =>
    db('market_orders')
      .where({ id })
      .update({ attempts: db.raw('attempts + 1'), last_error: reason.slice(0, 500) }),
};

/** The fields a fill reads from an order. */
export function bookOrderOf(row: OrderRow): BookOrder {
  return {
    id: row.id,
    userId: row.user_id,
    side: row.side,
    price: row.price,
    remaining: row.remaining,
    seq: row.seq ?? 0,
    spentVgc: row.spent_vgc,
    taxCharged: row.tax_charged,
    taxBps: row.tax_bps,
  };
}
