import type { MutationResolvers } from '../__generated__/resolvers';
import { endSeasonNow, updateSeasonSchedule } from '../seasons/seasonAdmin';

export const Mutation: MutationResolvers = {
  updateSeasonSchedule: (_parent, args, context) =>
    updateSeasonSchedule(context.deps, context, args.anchor, args.lengthDays),
  endSeasonNow: async (_parent, args, context) => ({
    row: await endSeasonNow(context.deps, context, args.number),
    ended: true,
  }),
};
