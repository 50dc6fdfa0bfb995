import type { LadderKind as GraphLadderKind, QueryResolvers } from '../__generated__/resolvers';
import type { LadderKind } from '../domain/ladderOrder';
import { analyticsRecords } from '../useCases/dailyRecords';
import { ladderPage } from '../useCases/ladders';

const KINDS: Record<GraphLadderKind, LadderKind> = { XP: 'xp', COOLNESS: 'coolness' };

export const Query: QueryResolvers = {
  ladder: (_parent, args, context) => ladderPage(context.deps, context, KINDS[args.kind], args.offset),
  analyticsRecords: (_parent, args, context) => analyticsRecords(context.deps, context, args.limit ?? 400),
};
