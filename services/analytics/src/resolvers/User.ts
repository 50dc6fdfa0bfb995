import type { UserResolvers } from '../__generated__/resolvers';
import { KIND_NAMES } from './ladderKinds';

/** The ladder places on User, batched per request (an admin user list asks for many). */
export const User: UserResolvers = {
  __resolveReference: (reference) => ({ id: reference.id }),
  ladderRank: async (user, _args, context) => (await context.ranks.load(user.id)).ladderRank,
  coolnessRank: async (user, _args, context) => (await context.ranks.load(user.id)).coolnessRank,
  seasonPlacements: async (user, _args, context) =>
    (await context.placements.load(user.id)).map((placement) => ({
      season: placement.season,
      kind: KIND_NAMES[placement.kind],
      rank: placement.rank,
      score: placement.score,
      of: placement.of,
      startsAt: Math.floor(placement.starts_at.getTime() / 1000),
      endsAt: Math.floor(placement.ends_at.getTime() / 1000),
    })),
};
