import type { CurrencySourceCode } from '@vh/contracts/client';
import { writeTogether, type Knex } from '@vh/kit';

/** One change of one currency balance, as the ledger records it. */
export interface LedgerEntry {
  currency: string;
  delta: number;
  /** The balance once this change applied. */
  balanceAfter: number;
  source: CurrencySourceCode;
  reference: string;
}

export interface LedgerRow {
  id: number;
  currency: string;
  delta: number;
  balanceAfter: number;
  source: string;
  reference: string;
  at: Date;
  /** The row's place in a page (its time in microseconds and id): the cursor of the next page. */
  cursor: string;
}

export interface LedgerFilter {
  currency?: string | null;
  source?: string | null;
  /** Inclusive. */
  from?: Date | null;
  /** Exclusive. */
  to?: Date | null;
}

export interface LedgerFlow {
  currency: string;
  source: string;
  credited: number;
  debited: number;
  changes: number;
}

interface RawRow {
  id: string;
  currency: string;
  delta: string;
  balance_after: string;
  source: string;
  reference: string;
  created_at: Date;
  at_us: string;
}

const CURSOR = /^(\d{1,20}):(\d{1,20})$/;

/** A page cursor's (time in microseconds, id), or null when it is not one of ours. */
export function parseLedgerCursor(cursor: string): { atUs: string; id: string } | null {
  const match = CURSOR.exec(cursor);
  return match ? { atUs: match[1]!, id: match[2]! } : null;
}

/**
 * The currency ledger and the balances it explains: the only place `player_currencies` and
 * `currency_ledger` are written. A balance is written only as the last `balanceAfter` of the entries
 * that moved it, in the same statement as those entries, so no balance can change without its row.
 */
export class LedgerRepository {
  constructor(private readonly db: Knex) {}

  /**
   * The writes of new balances with their ledger rows, not yet run (for `writeTogether`: one round
   * trip with the player's other writes). Entries are in the order they applied; a currency's new
   * balance is its last entry's `balanceAfter`. Only correct behind the player's row lock with
   * balances read after taking it.
   */
  balanceWrites(trx: Knex.Transaction, userId: string, entries: readonly LedgerEntry[]): Knex.QueryBuilder[] {
    if (entries.length === 0) return [];
    const balances = new Map<string, number>();
    for (const entry of entries) balances.set(entry.currency, entry.balanceAfter);
    return [
      trx('player_currencies')
        .insert(
          [...balances].map(([shortName, amount]) => ({ user_id: userId, short_name: shortName, amount })),
        )
        .onConflict(['user_id', 'short_name'])
        .merge({ amount: trx.raw('excluded.amount') }),
      trx('currency_ledger').insert(
        entries.map((entry) => ({
          user_id: userId,
          currency: entry.currency,
          delta: entry.delta,
          balance_after: entry.balanceAfter,
          source: entry.source,
          reference: entry.reference,
        })),
      ),
    ];
  }

  /** Writes new balances with their ledger rows now (a new player's starter kit). */
  async writeBalances(trx: Knex.Transaction, userId: string, entries: readonly LedgerEntry[]): Promise<void> {
    await writeTogether(trx, this.balanceWrites(trx, userId, entries));
  }

  /**
   * An account deletion's erasure of the player's rows: the only delete the table's trigger lets
   * through, and only of the player named in this transaction's `vh.ledger_erasing`.
   */
  async erase(trx: Knex.Transaction, userId: string): Promise<number> {
    await trx.raw(`select set_config('vh.ledger_erasing', ?, true)`, [userId]);
    const erased = await trx('currency_ledger').where({ user_id: userId }).delete();
    await trx.raw(`select set_config('vh.ledger_erasing', '', true)`);
    return erased;
  }

  /** A player's rows, newest first, after `cursor`; `limit` rows at most. */
  async page(
    userId: string,
    filter: LedgerFilter,
    cursor: { atUs: string; id: string } | null,
    limit: number,
  ): Promise<LedgerRow[]> {
    const rows: RawRow[] = await this.db('currency_ledger')
      .select(
        'id',
        'currency',
        'delta',
        'balance_after',
        'source',
        'reference',
        'created_at',
        this.db.raw(`(extract(epoch from created_at) * 1000000)::bigint as at_us`),
      )
      .where({ user_id: userId })
      .modify((query) => {
        if (filter.currency) query.where('currency', filter.currency);
        if (filter.source) query.where('source', filter.source);
        if (filter.from) query.where('created_at', '>=', filter.from);
        if (filter.to) query.where('created_at', '<', filter.to);
        if (cursor) {
          query.whereRaw(
            `(created_at, id) < (timestamptz 'epoch' + ?::bigint * interval '1 microsecond', ?::bigint)`,
            [cursor.atUs, cursor.id],
          );
        }
      })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit);
    return rows.map((row) => ({
      id: Number(row.id),
      currency: row.currency,
      delta: Number(row.delta),
      balanceAfter: Number(row.balance_after),
      source: row.source,
      reference: row.reference,
      at: row.created_at,
      cursor: `${row.at_us}:${row.id}`,
    }));
  }

  /** A player's balances by currency shortName. */
  async balances(userId: string): Promise<Map<string, number>> {
    const rows: { short_name: string; amount: string | number }[] = await this.db('player_currencies')
      .select('short_name', 'amount')
      .where({ user_id: userId });
    return new Map(rows.map((row) => [row.short_name, Number(row.amount)]));
  }

  /** Per currency: the player's rows, their sum and the first and last change (download my data). */
  async summary(userId: string) {
    const rows = (await this.db('currency_ledger')
      .select('currency')
      .count({ rows: '*' })
      .sum({ sum: 'delta' })
      .min({ first: 'created_at' })
      .max({ last: 'created_at' })
      .where({ user_id: userId })
      .groupBy('currency')
      .orderBy('currency')) as { currency: string; rows: string; sum: string; first: Date; last: Date }[];
    return rows.map((row) => ({
      currency: row.currency,
      rows: Number(row.rows),
      sum: Number(row.sum),
      firstChange: row.first,
      lastChange: row.last,
    }));
  }

  /** What flowed in and out of each currency by source since `since`. */
  async flows(userId: string, since: Date): Promise<LedgerFlow[]> {
    const rows: { currency: string; source: string; credited: string; debited: string; changes: string }[] =
      await this.db('currency_ledger')
        .select('currency', 'source')
        .select(this.db.raw('coalesce(sum(delta) filter (where delta > 0), 0) as credited'))
        .select(this.db.raw('coalesce(-sum(delta) filter (where delta < 0), 0) as debited'))
        .select(this.db.raw('count(*) as changes'))
        .where({ user_id: userId })
        .andWhere('created_at', '>=', since)
        .groupBy('currency', 'source')
        .orderBy(['currency', 'source']);
    return rows.map((row) => ({
      currency: row.currency,
      source: row.source,
      credited: Number(row.credited),
      debited: Number(row.debited),
      changes: Number(row.changes),
    }));
  }
}
