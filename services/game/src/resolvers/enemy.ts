import type { GameContext } from '../context';

export interface EnemyRef {
  id: number;
}

/** The grimoire counters on content's Enemy; batched per request (a grimoire page asks for many). */
export const enemyResolvers = {
  Enemy: {
    __resolveReference: (reference: EnemyRef) => ({ id: reference.id }),
    playerTimesHunted: async (enemy: EnemyRef, _args: unknown, context: GameContext) =>
      (await context.huntCounts.load(enemy.id)).player,
    globalTimesHunted: async (enemy: EnemyRef, _args: unknown, context: GameContext) =>
      (await context.huntCounts.load(enemy.id)).global,
  },
};
