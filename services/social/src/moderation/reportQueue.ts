/**
 * The moderators' queue (docs/sanctions.md#reports-and-the-queue): admins list and filter reports,
 * take one (assign to themselves), link reports about one case into a group and resolve a group with
 * a decision. Every write is audited (entity Report) in its transaction.
 */
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  recordAdminChange,
  requireAdmin,
  type Caller,
  type Knex,
  type Viewer,
} from '@vh/kit';
import { SANCTION_NOTE_MAX } from '@vh/contracts/client';
import type { SocialDeps } from '../deps';
import { checkedRowId } from '../ids';
import { reports, type QueueFilter, type ReportDecision, type ReportRow } from './reportRepository';

const DECISIONS = new Set<ReportDecision>(['dismissed', 'sanctioned', 'appeal_upheld', 'appeal_granted']);

export function reportQueue(
  deps: SocialDeps,
  caller: Caller,
  filter: QueueFilter,
  limit: number,
  offset: number,
) {
  requireAdmin(caller.viewer);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw new BadRequestError('limit must be 1 to 100');
  if (!Number.isInteger(offset) || offset < 0 || offset > 100_000) {
    throw new BadRequestError('offset must be 0 to 100000');
  }
  return reports.page(deps.db, filter, limit, offset);
}

export async function reportById(deps: SocialDeps, caller: Caller, id: string) {
  requireAdmin(caller.viewer);
  return (await reports.byId(deps.db, checkedRowId(id, 'report'))) ?? null;
}

/** The reports a group holds (the report alone when not linked). */
export async function groupOf(deps: SocialDeps, report: ReportRow): Promise<ReportRow[]> {
  return report.group_id ? reports.group(deps.db, report.group_id) : [report];
}

const audited = (row: ReportRow) => ({
  status: row.status,
  assignee: row.assignee_name,
  decision: row.decision,
  decisionNote: row.decision_note,
  groupId: row.group_id,
});

async function audit(
  trx: Knex.Transaction,
  admin: Viewer,
  before: ReportRow,
  after: ReportRow,
  action: string,
  requestId: string,
) {
  await recordAdminChange(trx, {
    actor: admin,
    entity: 'Report',
    entityId: after.id,
    action,
    before: audited(before),
    after: audited(after),
    requestId,
  });
}

async function locked(trx: Knex.Transaction, id: string): Promise<ReportRow> {
  const row = await reports.byId(trx, checkedRowId(id, 'report'), true);
  if (!row) throw new NotFoundError('No such report');
  return row;
}

/** The admin takes a report (and the reports linked with it). */
export async function assignReport(deps: SocialDeps, caller: Caller, id: string) {
  const admin = requireAdmin(caller.viewer);
  return deps.db.transaction(async (trx) => {
    const row = await locked(trx, id);
    if (row.status === 'resolved') throw new ConflictError('This report is resolved already');
    const members = row.group_id ? await reports.group(trx, row.group_id) : [row];
    const open = members.filter((member) => member.status !== 'resolved');
    const updated = await reports.update(
      trx,
      open.map((member) => member.id),
      { status: 'assigned', assignee_id: admin.userId, assignee_name: admin.name },
    );
    for (const after of updated) {
      await audit(
        trx,
        admin,
        open.find((member) => member.id === after.id)!,
        after,
        'assigned',
        caller.requestId,
      );
    }
    return updated.find((after) => after.id === row.id)!;
  });
}

/** Links a report into another's group (both unresolved); the group keeps the older id. */
export async function linkReports(deps: SocialDeps, caller: Caller, id: string, toId: string) {
  const admin = requireAdmin(caller.viewer);
  if (id === toId) throw new BadRequestError('A report cannot be linked to itself');
  return deps.db.transaction(async (trx) => {
    const [first, second] = [checkedRowId(id, 'report'), checkedRowId(toId, 'report')].sort(
      (a, b) => Number(a) - Number(b),
    );
    const a = await locked(trx, first!);
    const b = await locked(trx, second!);
    if (a.status === 'resolved' || b.status === 'resolved') {
      throw new ConflictError('Resolved reports cannot be linked');
    }
    const groupA = a.group_id ?? a.id;
    const groupB = b.group_id ?? b.id;
    if (groupA === groupB) throw new ConflictError('These reports are linked already');
    const group = String(Math.min(Number(groupA), Number(groupB)));
    const moving = await trx('reports')
      .whereIn('group_id', [groupA, groupB])
      .orWhereIn('id', [a.id, b.id])
      .select('*');
    const befores = new Map<string, ReportRow>(
      (moving as ReportRow[]).map((row) => [
        String(row.id),
        { ...row, id: String(row.id), group_id: row.group_id && String(row.group_id) },
      ]),
    );
    const updated = await reports.update(trx, [...befores.keys()], { group_id: group });
    for (const after of updated)
      await audit(trx, admin, befores.get(after.id)!, after, 'linked', caller.requestId);
    return updated.find((after) => after.id === (id === a.id ? a.id : b.id))!;
  });
}

export interface Resolution {
  decision: string;
  note?: string | null;
  sanctionId?: string | null;
}

/** Resolves a report and every unresolved report linked with it, with one decision. */
export async function resolveReport(deps: SocialDeps, caller: Caller, id: string, resolution: Resolution) {
  const admin = requireAdmin(caller.viewer);
  const decision = resolution.decision.toLowerCase() as ReportDecision;
  if (!DECISIONS.has(decision)) throw new BadRequestError('decision must be one of the listed decisions');
  const note = (resolution.note ?? '').trim();
  if (note.length > SANCTION_NOTE_MAX)
    throw new BadRequestError(`note has at most ${SANCTION_NOTE_MAX} characters`);
  const sanctionId = resolution.sanctionId ? checkedRowId(resolution.sanctionId, 'sanction') : null;
  if (decision === 'sanctioned' && !sanctionId)
    throw new BadRequestError('A sanctioned decision names its sanction');
  return deps.db.transaction(async (trx) => {
    const row = await locked(trx, id);
    if (row.status === 'resolved') throw new ConflictError('This report is resolved already');
    const isAppeal = row.kind === 'appeal';
    if (isAppeal !== decision.startsWith('appeal_')) {
      throw new BadRequestError(
        isAppeal
          ? 'An appeal is resolved as upheld or granted'
          : 'A report is resolved as dismissed or sanctioned',
      );
    }
    const members = row.group_id ? await reports.group(trx, row.group_id) : [row];
    const open = members.filter((member) => member.status !== 'resolved');
    const updated = await reports.update(
      trx,
      open.map((member) => member.id),
      {
        status: 'resolved',
        decision,
        decision_note: note,
        sanction_id: isAppeal ? row.sanction_id : sanctionId,
        resolved_by: admin.userId,
        resolved_by_name: admin.name,
        resolved_at: new Date(),
      },
    );
    for (const after of updated) {
      await audit(
        trx,
        admin,
        open.find((member) => member.id === after.id)!,
        after,
        'resolved',
        caller.requestId,
      );
    }
    return updated.find((after) => after.id === row.id)!;
  });
}
