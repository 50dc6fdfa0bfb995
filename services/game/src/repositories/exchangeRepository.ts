import type { Knex } from '@vh/kit';

export interface ExchangeRow {
  idempotency_key: string;
  user_id: string;
  requested_by: string;
  reason: string;
  request_hash: string;
  currencies: { shortName: string; delta: number }[];
  items: { itemId: number; delta: number }[];
}

/** The exchange ledger: one row per applied exchange, whose key makes a retry harmless. */
export class ExchangeRepository {
  constructor(private readonly db: Knex) {}

  async find(key: string, trx?: Knex.Transaction): Promise<ExchangeRow | undefined> {
    return (trx ?? this.db)<ExchangeRow>('exchanges').where({ idempotency_key: key }).first();
  }

  async insert(trx: Knex.Transaction, row: ExchangeRow): Promise<void> {
    await trx('exchanges').insert({
      ...row,
      currencies: JSON.stringify(row.currencies),
      items: JSON.stringify(row.items),
    });
  }
}
