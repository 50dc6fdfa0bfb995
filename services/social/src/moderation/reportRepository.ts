import type { Knex } from '@vh/kit';

type Db = Knex | Knex.Transaction;

export type ReportKind = 'message' | 'player' | 'appeal';
export type ReportStatus = 'open' | 'assigned' | 'resolved';
export type ReportDecision = 'dismissed' | 'sanctioned' | 'appeal_upheld' | 'appeal_granted';

export interface ReportRow {
  id: string;
  kind: ReportKind;
  message_id: string | null;
  /** Null once the reporter's account was deleted; identity for an appeal. */
  reporter_id: string | null;
  /** The reported (or appealing) player. */
  target_id: string | null;
  reason_code: string;
  /** The reporter's words (the appeal's text). */
  reason: string;
  message_body: string | null;
  coven_id: number | null;
  sanction_id: string | null;
  status: ReportStatus;
  assignee_id: string | null;
  assignee_name: string | null;
  decision: ReportDecision | null;
  decision_note: string | null;
  resolved_by: string | null;
  resolved_by_name: string | null;
  resolved_at: Date | null;
  group_id: string | null;
  created_at: Date;
}

export type NewReport = Pick<ReportRow, 'kind' | 'reporter_id' | 'target_id' | 'reason_code' | 'reason'> &
  Partial<Pick<ReportRow, 'message_id' | 'message_body' | 'coven_id' | 'sanction_id'>>;

export interface QueueFilter {
  status?: ReportStatus | null;
  kind?: ReportKind | null;
  assigneeId?: string | null;
  targetId?: string | null;
}

const asText = (row: ReportRow): ReportRow => ({
  ...row,
  id: String(row.id),
  message_id: row.message_id === null ? null : String(row.message_id),
  sanction_id: row.sanction_id === null ? null : String(row.sanction_id),
  group_id: row.group_id === null ? null : String(row.group_id),
});

export const reports = {
  /** Answers null when the same reporter reported the same message already (or the appeal is filed). */
  async add(trx: Knex.Transaction, report: NewReport): Promise<ReportRow | null> {
    const query = trx('reports').insert(report);
    const conflict =
      report.kind === 'appeal'
        ? query.onConflict(trx.raw("(sanction_id) where kind = 'appeal'"))
        : report.kind === 'message'
          ? query.onConflict(['message_id', 'reporter_id'])
          : null;
    const [row] = await (conflict ? conflict.ignore().returning('*') : query.returning('*'));
    return row ? asText(row as ReportRow) : null;
  },

  async byId(db: Db, id: string, lock = false): Promise<ReportRow | undefined> {
    const query = db<ReportRow>('reports').where({ id });
    if (lock) query.forUpdate();
    const row = await query.first();
    return row && asText(row);
  },

  /** The reporter's reports since `since` (player and message reports; appeals are not theirs). */
  async countByReporterSince(trx: Knex.Transaction, reporterId: string, since: Date) {
    const row = await trx('reports')
      .where({ reporter_id: reporterId })
      .whereNot({ kind: 'appeal' })
      .where('created_at', '>', since)
      .first(trx.raw('count(*)::int as count'), trx.raw('min(created_at) as oldest'));
    return { count: Number(row?.count ?? 0), oldest: (row?.oldest as Date | null) ?? null };
  },

  /** The queue: oldest open first, resolved ones newest first. */
  async page(db: Db, filter: QueueFilter, limit: number, offset: number) {
    const query = db<ReportRow>('reports');
    if (filter.status) query.where({ status: filter.status });
    if (filter.kind) query.where({ kind: filter.kind });
    if (filter.assigneeId) query.where({ assignee_id: filter.assigneeId });
    if (filter.targetId) query.where({ target_id: filter.targetId });
    const total = Number((await query.clone().count({ n: '*' }).first())?.n ?? 0);
    const rows = await query
      .orderByRaw("case when status = 'resolved' then 1 else 0 end")
      .orderByRaw("case when status = 'resolved' then -id else id end")
      .limit(limit)
      .offset(offset);
    return { rows: rows.map(asText), total };
  },

  /** The reports of a group (linked), oldest first. */
  async group(db: Db, groupId: string): Promise<ReportRow[]> {
    const rows = await db<ReportRow>('reports').where({ group_id: groupId }).orderBy('id').limit(200);
    return rows.map(asText);
  },

  async update(trx: Knex.Transaction, ids: readonly string[], changes: Partial<ReportRow>) {
    const rows = await trx('reports').whereIn('id', ids).update(changes).returning('*');
    return (rows as ReportRow[]).map(asText);
  },

  async countAbout(db: Db, targetId: string): Promise<number> {
    const row = await db('reports')
      .where({ target_id: targetId })
      .whereNot({ kind: 'appeal' })
      .count({ n: '*' })
      .first();
    return Number(row?.n ?? 0);
  },
};
