import type { Knex } from '@vh/kit';

/**
 * A table of push deliveries (reminder_deliveries, inbox_push_deliveries): rows claimed before
 * sending, in state `sending` while owned (until next_attempt_at) or waiting for a retry, then sent
 * or failed. The statements both kinds of delivery share.
 */
export class PushDeliveryTable<Row extends { delivered_to: number[] }> {
  constructor(
    private readonly db: Knex,
    private readonly table: string,
    private readonly columns: readonly string[],
  ) {}

  /** bigint[] arrives as strings. */
  rowOf(row: Row): Row {
    return { ...row, delivered_to: (row.delivered_to as unknown[]).map(Number) };
  }

  /** Deliveries waiting for a retry (or whose replica died mid-send), claimed past other replicas. */
  async claimRetries(now: number, leaseUntil: number, limit: number): Promise<Row[]> {
    const rows = await this.db(this.table)
      .whereIn(
        'id',
        this.db(this.table)
          .select('id')
          .where('state', 'sending')
          .andWhere('next_attempt_at', '<=', now)
          .orderBy('next_attempt_at')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .update({ next_attempt_at: leaseUntil })
      .returning([...this.columns]);
    return (rows as Row[]).map((row) => this.rowOf(row));
  }

  async finish(id: number, state: 'sent' | 'failed', attempts: number, deliveredTo: number[]): Promise<void> {
    await this.db(this.table).where({ id }).update({ state, attempts, delivered_to: deliveredTo });
  }

  async retryLater(id: number, attempts: number, deliveredTo: number[], at: number): Promise<void> {
    await this.db(this.table)
      .where({ id })
      .update({ attempts, delivered_to: deliveredTo, next_attempt_at: at });
  }
}
