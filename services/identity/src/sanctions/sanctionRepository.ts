import type { Knex } from '@vh/kit';
import type { SanctionKindCode } from '@vh/contracts/client';

type Db = Knex | Knex.Transaction;

export interface SanctionRow {
  id: string;
  user_id: string;
  kind: SanctionKindCode;
  reason: string;
  note: string;
  starts_at: Date;
  ends_at: Date | null;
  created_by: string;
  created_by_name: string;
  report_ids: string[];
  clawback_tournament_ids: number[];
  lifted_at: Date | null;
  lifted_by: string | null;
  lift_note: string | null;
  appeal_text: string | null;
  appealed_at: Date | null;
  appeal_answer: 'upheld' | 'granted' | null;
  appeal_note: string | null;
  appeal_answered_at: Date | null;
  version: number;
}

export type NewSanction = Pick<
  SanctionRow,
  | 'user_id'
  | 'kind'
  | 'reason'
  | 'note'
  | 'starts_at'
  | 'ends_at'
  | 'created_by'
  | 'created_by_name'
  | 'report_ids'
  | 'clawback_tournament_ids'
>;

const numeric = (row: SanctionRow): SanctionRow => ({
  ...row,
  id: String(row.id),
  report_ids: (row.report_ids ?? []).map(String),
});

/** A sanction in force at `now`: not lifted, not ended. */
export function inForce(row: SanctionRow, now: Date): boolean {
  return row.lifted_at === null && (row.ends_at === null || row.ends_at > now);
}

export const sanctions = {
  async insert(trx: Knex.Transaction, row: NewSanction): Promise<SanctionRow> {
    const [inserted] = await trx('sanctions').insert(row).returning('*');
    return numeric(inserted as SanctionRow);
  },

  async byId(db: Db, id: string, lock = false): Promise<SanctionRow | undefined> {
    const query = db<SanctionRow>('sanctions').where({ id });
    if (lock) query.forUpdate();
    const row = await query.first();
    return row && numeric(row);
  },

  /** A player's sanctions, newest first (bounded: a player has few). */
  async ofUser(db: Db, userId: string, limit = 100): Promise<SanctionRow[]> {
    const rows = await db<SanctionRow>('sanctions')
      .where({ user_id: userId })
      .orderBy('id', 'desc')
      .limit(limit);
    return rows.map(numeric);
  },

  /** Sanctions not lifted whose end is still ahead (or none), of one player or of everyone. */
  async open(db: Db, now: Date, userId?: string): Promise<SanctionRow[]> {
    const query = db<SanctionRow>('sanctions')
      .whereNull('lifted_at')
      .where((where) => where.whereNull('ends_at').orWhere('ends_at', '>', now));
    if (userId) query.where({ user_id: userId });
    return (await query).map(numeric);
  },

  async update(trx: Knex.Transaction, id: string, changes: Partial<SanctionRow>): Promise<SanctionRow> {
    const [row] = await trx('sanctions')
      .where({ id })
      .update({ ...changes, version: trx.raw('version + 1') })
      .returning('*');
    return numeric(row as SanctionRow);
  },
};
