import type { UserResolvers } from '../__generated__/resolvers';

/** The ladder places on User, batched per request (an admin user list asks for many). */
export const User: UserResolvers = {
  __resolveReference: (reference) => ({ id: reference.id }),
  ladderRank: async (user, _args, context) => (await context.ranks.load(user.id)).ladderRank,
  coolnessRank: async (user, _args, context) => (await context.ranks.load(user.id)).coolnessRank,
};
