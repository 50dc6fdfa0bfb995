import type { Knex } from '@vh/kit';

export type Competition = 'league' | 'tournament';

export interface PayoutRow {
  competition: Competition;
  /** The league week's or the tournament's id. */
  ref: number;
  user_id: string;
  rank: number;
  tier: number | null;
  currency: string | null;
  currency_amount: number;
  item_id: number | null;
  item_amount: number;
}

export interface PayoutState extends PayoutRow {
  paid_at: Date | null;
  failure: string | null;
}

/** The rewards of every competition, one row per (competition, ref, player), and their payment. */
export class PayoutRepository {
  constructor(private readonly db: Knex) {}

  /** Adds rewards (a row already there stays as it is: results are written once). */
  async add(trx: Knex.Transaction, payouts: readonly PayoutRow[]): Promise<void> {
    for (let start = 0; start < payouts.length; start += 5000) {
      await trx('payouts')
        .insert(payouts.slice(start, start + 5000))
        .onConflict(['competition', 'ref', 'user_id'])
        .ignore();
    }
  }

  /** Rewards not paid yet (nor refused for good), oldest first. */
  unpaid(limit: number): Promise<PayoutRow[]> {
    return this.db<PayoutRow>('payouts')
      .whereNull('paid_at')
      .whereNull('failure')
      .orderBy(['competition', 'ref', 'user_id'])
      .limit(limit);
  }

  private row(payout: Pick<PayoutRow, 'competition' | 'ref' | 'user_id'>) {
    return this.db('payouts').where({
      competition: payout.competition,
      ref: payout.ref,
      user_id: payout.user_id,
    });
  }

  async markPaid(payout: PayoutRow): Promise<void> {
    await this.row(payout).update({ paid_at: this.db.fn.now() });
  }

  async markRefused(payout: PayoutRow, failure: string): Promise<void> {
    await this.row(payout).update({ failure });
  }

  find(competition: Competition, ref: number, userId: string): Promise<PayoutState | undefined> {
    return this.db<PayoutState>('payouts').where({ competition, ref, user_id: userId }).first();
  }

  /** Competitions (by ref) of a kind whose rewards are all settled (paid or refused for good). */
  async settledRefs(competition: Competition, refs: readonly number[]): Promise<number[]> {
    if (refs.length === 0) return [];
    const unsettled = await this.db('payouts')
      .distinct('ref')
      .where({ competition })
      .whereIn('ref', refs)
      .whereNull('paid_at')
      .whereNull('failure');
    const open = new Set(unsettled.map((row) => Number(row.ref)));
    return refs.filter((ref) => !open.has(ref));
  }
}
