import type { Knex } from '@vh/kit';

export interface ExchangeRow {
  idempotency_key: string;
  user_id: string;
  requested_by: string;
  reason: string;
  request_hash: string;
  currencies: { shortName: string; delta: number }[];
  items: { itemId: number; delta: number }[];
  outcome: 'applied' | 'refused';
  refusal_code: string | null;
  refusal_message: string | null;
}

/** The exchange ledger: one row per key with its outcome (applied or refused), so a retry is harmless. */
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
