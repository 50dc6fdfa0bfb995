import { requireAdmin, requireViewer } from '@vh/kit';
import type { AnalyticsContext } from '../context';
import type { LadderKind } from '../domain/ladderOrder';
import { analyticsRecords } from '../useCases/dailyRecords';
import { ladderPage } from '../useCases/ladders';

interface UserRef {
  id: string;
}

const KINDS: Record<string, LadderKind> = { XP: 'xp', COOLNESS: 'coolness' };

export const resolvers = {
  User: {
    __resolveReference: (reference: UserRef) => ({ id: reference.id }),
    ladderRank: async (user: UserRef, _args: unknown, context: AnalyticsContext) =>
      (await context.ranks.load(user.id)).ladderRank,
    coolnessRank: async (user: UserRef, _args: unknown, context: AnalyticsContext) =>
      (await context.ranks.load(user.id)).coolnessRank,
  },
  Query: {
    ladder: (_: unknown, args: { kind: string; offset: number }, context: AnalyticsContext) => {
      requireViewer(context.viewer);
      return ladderPage(context.deps, KINDS[args.kind] ?? 'xp', args.offset);
    },
    analyticsRecords: (_: unknown, args: { limit: number }, context: AnalyticsContext) => {
      requireAdmin(context.viewer);
      return analyticsRecords(context.deps, args.limit);
    },
  },
};
