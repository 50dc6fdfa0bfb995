import { isAdmin } from '@vh/kit';
import type { AppealAnswer, Resolvers } from '../__generated__/resolvers';
import { answerAppeal, imposeSanction, liftSanction } from './sanctionActions';
import { appealSanction } from './appeals';
import { mySanctions, sanctionById, userSanctions } from './sanctionQueries';
import { inForce, type SanctionRow } from './sanctionRepository';

const iso = (at: Date | null) => at?.toISOString() ?? null;
const upper = <T extends string>(code: string) => code.toUpperCase() as T;

export const sanctionResolvers: Resolvers = {
  Query: {
    mySanctions: (_parent, _args, context) => mySanctions(context.deps, context),
    userSanctions: (_parent, args, context) => userSanctions(context.deps, context, args.userId),
    sanction: (_parent, args, context) => sanctionById(context.deps, context, args.id),
  },
  Mutation: {
    imposeSanction: (_parent, { input }, context) =>
      imposeSanction(context.deps, context, {
        ...input,
        kind: input.kind,
        reason: input.reason,
        reportIds: input.reportIds ?? [],
        clawbackTournamentIds: input.clawbackTournamentIds ?? [],
      }),
    liftSanction: (_parent, args, context) => liftSanction(context.deps, context, args.id, args.note),
    appealSanction: (_parent, args, context) => appealSanction(context.deps, context, args.id, args.text),
    answerAppeal: (_parent, args, context) =>
      answerAppeal(
        context.deps,
        context,
        args.id,
        args.answer === 'GRANTED' ? 'granted' : 'upheld',
        args.note,
      ),
  },
  Sanction: {
    id: (row) => row.id,
    userId: (row) => row.user_id,
    userName: async (row, _args, context) => (await context.deps.users.findById(row.user_id))?.name ?? '',
    kind: (row) => upper(row.kind),
    reason: (row) => upper(row.reason),
    startsAt: (row) => row.starts_at.toISOString(),
    endsAt: (row) => iso(row.ends_at),
    inForce: (row, _args, context) => inForce(row, context.deps.now()),
    liftedAt: (row) => iso(row.lifted_at),
    liftNote: (row) => row.lift_note,
    decidedBy: (row, _args, context) => (isAdmin(context.viewer) ? row.created_by_name : null),
    reportIds: (row) => row.report_ids,
    clawbackTournamentIds: (row) => row.clawback_tournament_ids,
    appeal: (row: SanctionRow) =>
      row.appealed_at
        ? {
            text: row.appeal_text ?? '',
            at: row.appealed_at.toISOString(),
            answer: row.appeal_answer ? upper<AppealAnswer>(row.appeal_answer) : null,
            note: row.appeal_note,
            answeredAt: iso(row.appeal_answered_at),
          }
        : null,
    canAppeal: (row, _args, context) => !row.appealed_at && inForce(row, context.deps.now()),
  },
};
