import type { EnemyResolvers } from '../__generated__/resolvers';

/** The game's fields on content's Enemy: grimoire counters, batched per request (a page asks for many). */
export const Enemy: EnemyResolvers = {
  __resolveReference: (reference) => ({ id: reference.id }),
  playerTimesHunted: async (enemy, _args, context) => (await context.huntCounts.load(enemy.id)).player,
  globalTimesHunted: async (enemy, _args, context) => (await context.huntCounts.load(enemy.id)).global,
};
