import type { Knex } from '@vh/kit';
import type { Requirements, TradeKind } from '../domain/tradePlan';

export interface TradeRow {
  id: string;
  user_id: string;
  idempotency_key: string;
  request_hash: string;
  kind: TradeKind;
  item_id: number;
  amount: number;
  merchant: string;
  currencies: { shortName: string; delta: number }[];
  items: { itemId: number; delta: number }[];
  requirements: Requirements;
  status: 'pending' | 'applied';
  attempts: number;
  last_error: string | null;
  created_at: Date;
  applied_at: Date | null;
}

type NewTrade = Omit<TradeRow, 'status' | 'attempts' | 'last_error' | 'created_at' | 'applied_at'>;

/** The trade ledger (see the migration for the life of a row). */
export class TradeRepository {
  constructor(private readonly db: Knex) {}

  /** Inserts a pending trade; undefined when the player already used this key. */
  async insertPending(trade: NewTrade): Promise<TradeRow | undefined> {
    const [row] = await this.db('trades')
      .insert({
        ...trade,
        currencies: JSON.stringify(trade.currencies),
        items: JSON.stringify(trade.items),
        requirements: JSON.stringify(trade.requirements),
      })
      .onConflict(['user_id', 'idempotency_key'])
      .ignore()
      .returning('*');
    return row as TradeRow | undefined;
  }

  async findByKey(userId: string, idempotencyKey: string): Promise<TradeRow | undefined> {
    return this.db<TradeRow>('trades').where({ user_id: userId, idempotency_key: idempotencyKey }).first();
  }

  /** Marks a pending trade applied; false when it was applied already (so its event exists). */
  async markApplied(trx: Knex.Transaction, id: string): Promise<boolean> {
    const updated = await trx('trades')
      .where({ id, status: 'pending' })
      .update({ status: 'applied', applied_at: trx.fn.now() });
    return updated > 0;
  }

  /** Every trade of an account (a deleted one); answers how many went. */
  async deleteOfUser(trx: Knex.Transaction, userId: string): Promise<number> {
    return trx('trades').where({ user_id: userId }).delete();
  }

  /** A refused trade is no trade: its pending row goes. */
  async discardPending(id: string, trx?: Knex.Transaction): Promise<void> {
    await (trx ?? this.db)('trades').where({ id, status: 'pending' }).delete();
  }

  /** Pending trades older than the given age, the least-tried first (a failing one blocks none). */
  async stalePending(olderThanMs: number, limit: number): Promise<Pick<TradeRow, 'id'>[]> {
    return this.db<TradeRow>('trades')
      .select('id')
      .where('status', 'pending')
      .andWhere('created_at', '<', this.db.raw(`now() - make_interval(secs => ?)`, [olderThanMs / 1000]))
      .orderBy([{ column: 'attempts' }, { column: 'created_at' }])
      .limit(limit);
  }

  /** Locks one pending trade for this caller; undefined when settled or locked by another replica. */
  async lockPending(trx: Knex.Transaction, id: string): Promise<TradeRow | undefined> {
    return trx<TradeRow>('trades').where({ id, status: 'pending' }).forUpdate().skipLocked().first();
  }

  async recordFailure(id: string, error: string): Promise<void> {
    await this.db('trades')
      .where({ id })
      .update({ attempts: this.db.raw('attempts + 1'), last_error: error.slice(0, 500) });
  }

  async history(userId: string, limit: number, offset: number): Promise<TradeRow[]> {
    return this.db<TradeRow>('trades')
      .where({ user_id: userId, status: 'applied' })
      .orderBy('applied_at', 'desc')
      .limit(limit)
      .offset(offset);
  }
}
