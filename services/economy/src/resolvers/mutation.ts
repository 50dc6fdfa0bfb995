import type { MutationResolvers } from '../__generated__/resolvers';
import { marketMutation } from '../market/marketResolvers';
import { buySell, claim } from '../useCases/shop';

export const Mutation: MutationResolvers = {
  ...marketMutation,
  buySell: (_parent, args, context) => buySell(context.deps, context, args),
  claimCollection: (_parent, args, context) =>
    claim(context.deps, context, {
      kind: 'COLLECTIONS',
      itemId: args.collectionId,
      idempotencyKey: args.idempotencyKey,
    }),
  claimAchievement: (_parent, args, context) =>
    claim(context.deps, context, {
      kind: 'ACHIEVEMENTS',
      itemId: args.achievementId,
      idempotencyKey: args.idempotencyKey,
    }),
};
