import type { GameContext } from '../context';

export const enemyResolvers = {
  Enemy: {
    __resolveReference: async (reference: { id: number }, context: GameContext) => {
      const counts = await context.deps.grimoire.counts(context.viewer?.userId ?? null, [reference.id]);
      const count = counts.get(reference.id);
      return {
        id: reference.id,
        playerTimesHunted: count?.player ?? 0,
        globalTimesHunted: count?.global ?? 0,
      };
    },
  },
};
