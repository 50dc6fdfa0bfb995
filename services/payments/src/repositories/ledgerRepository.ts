import type { Knex } from '@vh/kit';
import type { Grant } from '../domain/payments';

export type EntryKind = 'grant' | 'renewal' | 'reversal' | 'cancel';

export interface LedgerEntry {
  paymentId: string;
  userId: string;
  kind: EntryKind;
  /** The month a subscription grant pays for ('2026-11'); '' for one-off entries. */
  period: string;
  exchangeKey: string;
  grant: Grant;
  shortfall?: Grant;
}

interface EntryRow {
  kind: EntryKind;
  period: string;
  currencies: Grant['currencies'];
  items: Grant['items'];
}

/** What payments granted and took back: one row per payment, kind and month (the unique key). */
export class LedgerRepository {
  constructor(private readonly db: Knex) {}

  /** False when the entry exists already (a repeat of the same grant writes nothing). */
  async record(trx: Knex.Transaction, entry: LedgerEntry): Promise<boolean> {
    const inserted = await trx('payment_entries')
      .insert({
        payment_id: entry.paymentId,
        user_id: entry.userId,
        kind: entry.kind,
        period: entry.period,
        exchange_key: entry.exchangeKey,
        currencies: JSON.stringify(entry.grant.currencies),
        items: JSON.stringify(entry.grant.items),
        shortfall: JSON.stringify([
          ...(entry.shortfall?.currencies ?? []),
          ...(entry.shortfall?.items ?? []),
        ]),
      })
      .onConflict(['payment_id', 'kind', 'period'])
      .ignore()
      .returning('id');
    return inserted.length > 0;
  }

  async exists(trx: Knex.Transaction, paymentId: string, kind: EntryKind, period: string): Promise<boolean> {
    return (
      (await trx('payment_entries').where({ payment_id: paymentId, kind, period }).first('id')) !== undefined
    );
  }

  async ofPayment(paymentId: string, trx?: Knex.Transaction): Promise<EntryRow[]> {
    return (await (trx ?? this.db)('payment_entries')
      .where({ payment_id: paymentId })
      .orderBy('id')
      .select('kind', 'period', 'currencies', 'items')) as EntryRow[];
  }
}
