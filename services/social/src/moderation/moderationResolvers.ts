import type { ReportDecision, ReportKind, Resolvers } from '../__generated__/resolvers';
import { playerOrNull } from '../players/playerResolvers';
import { reportBoardMessage, reportPlayer } from './fileReport';
import { reports as reportRows, type ReportKind as KindCode, type ReportStatus } from './reportRepository';
import { assignReport, groupOf, linkReports, reportById, reportQueue, resolveReport } from './reportQueue';

const lower = <T extends string>(value: string | null | undefined) =>
  value ? (value.toLowerCase() as T) : null;
const upper = <T extends string>(value: string) => value.toUpperCase() as T;

export const moderationResolvers: Resolvers = {
  Query: {
    reports: async (_parent, args, context) => {
      const page = await reportQueue(
        context.deps,
        context,
        {
          status: lower<ReportStatus>(args.status),
          kind: lower<KindCode>(args.kind),
          assigneeId: args.assignedToMe ? (context.viewer?.userId ?? null) : null,
          targetId: args.targetUserId ?? null,
        },
        args.limit ?? 25,
        args.offset ?? 0,
      );
      return { reports: page.rows, total: page.total };
    },
    report: (_parent, args, context) => reportById(context.deps, context, args.id),
  },
  Mutation: {
    reportBoardMessage: (_parent, args, context) =>
      reportBoardMessage(context.deps, context, args.id, args.reason, args.category),
    reportPlayer: (_parent, args, context) =>
      reportPlayer(context.deps, context, args.userId, args.reason, args.text),
    assignReport: (_parent, args, context) => assignReport(context.deps, context, args.id),
    linkReports: (_parent, args, context) => linkReports(context.deps, context, args.id, args.to),
    resolveReport: (_parent, args, context) =>
      resolveReport(context.deps, context, args.id, {
        decision: args.decision,
        note: args.note,
        sanctionId: args.sanctionId,
      }),
  },
  Report: {
    id: (row) => row.id,
    kind: (row) => upper<ReportKind>(row.kind),
    status: (row) => upper(row.status),
    reason: (row) => upper(row.reason_code),
    text: (row) => row.reason,
    createdAt: (row) => row.created_at.toISOString(),
    reporter: (row, _args, context) =>
      row.kind === 'appeal' ? null : playerOrNull(context, row.reporter_id),
    target: (row, _args, context) => playerOrNull(context, row.target_id),
    messageBody: (row) => row.message_body,
    messageId: (row) => row.message_id,
    covenId: (row) => row.coven_id,
    sanctionId: (row) => row.sanction_id,
    assigneeName: (row) => row.assignee_name,
    decision: (row) => (row.decision ? upper<ReportDecision>(row.decision) : null),
    decisionNote: (row) => row.decision_note,
    resolvedByName: (row) => row.resolved_by_name,
    resolvedAt: (row) => row.resolved_at?.toISOString() ?? null,
    groupId: (row) => row.group_id,
    linked: (row, _args, context) => groupOf(context.deps, row),
    reportsAboutTarget: (row, _args, context) =>
      row.target_id ? reportRows.countAbout(context.deps.db, row.target_id) : 0,
  },
};
