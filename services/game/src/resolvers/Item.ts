import type { ItemResolvers } from '../__generated__/resolvers';

/** The game's field on content's Item: how many of it the viewer holds. */
export const Item: ItemResolvers = {
  __resolveReference: (reference) => ({ id: reference.id }),
  ownedAmount: (item, _args, context) => context.ownedAmounts.load(item.id),
};
