import type { GameContext } from '../context';

export interface EnemyRef {
  id: number;
}

export interface ItemRef {
  id: number;
}

/** The game's fields on content's entities: grimoire counters on Enemy (batched per request, a grimoire
 * page asks for many) and the viewer's holding on Item. */
export const contentEntityResolvers = {
  Enemy: {
    __resolveReference: (reference: EnemyRef) => ({ id: reference.id }),
    playerTimesHunted: async (enemy: EnemyRef, _args: unknown, context: GameContext) =>
      (await context.huntCounts.load(enemy.id)).player,
    globalTimesHunted: async (enemy: EnemyRef, _args: unknown, context: GameContext) =>
      (await context.huntCounts.load(enemy.id)).global,
  },
  Item: {
    __resolveReference: (reference: ItemRef) => ({ id: reference.id }),
    ownedAmount: (item: ItemRef, _args: unknown, context: GameContext) => context.ownedAmounts.load(item.id),
  },
};
