import { personalDataPart } from '@vh/kit';
import type { LadderKind as GraphLadderKind, QueryResolvers } from '../__generated__/resolvers';
import { readAnalyticsData } from '../repositories/personalDataRepository';
import type { LadderKind } from '../domain/ladderOrder';
import { analyticsRecords } from '../useCases/dailyRecords';
import { ladderPage } from '../useCases/ladders';
import { enemyDropRates, huntingGroundRates } from '../useCases/rateQueries';

const KINDS: Record<GraphLadderKind, LadderKind> = { XP: 'xp', COOLNESS: 'coolness' };

export const Query: QueryResolvers = {
  ladder: (_parent, args, context) => ladderPage(context.deps, context, KINDS[args.kind], args.offset),
  analyticsRecords: (_parent, args, context) => analyticsRecords(context.deps, context, args.limit ?? 400),
  huntingGroundRates: (_parent, args, context) =>
    huntingGroundRates(context.deps, context, args.huntingGroundId, args.configured ?? false),
  enemyDropRates: (_parent, args, context) =>
    enemyDropRates(context.deps, context, args.enemyId, args.configured ?? false),
  myAnalyticsData: (_parent, _args, context) =>
    personalDataPart(context.viewer, (userId) => readAnalyticsData(context.deps.db, userId)),
};
