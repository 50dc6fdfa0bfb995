import { requirePlayer } from '@vh/kit';
import type { EconomyContext } from '../context';
import type { MerchantKey, TreasuryKind } from '../domain/merchants';
import { buySell, claim, merchantView, merchantsView, tradeHistory, treasuryView } from '../useCases/shop';

/** The signed-in player's trade request (any playable role). */
function tradeRequest(context: EconomyContext, idempotencyKey?: string | null) {
  const viewer = requirePlayer(context.viewer);
  return { userId: viewer.userId, requestId: context.requestId, idempotencyKey };
}

type KeyArg = { idempotencyKey?: string | null };

export const resolvers = {
  Query: {
    merchant: (_: unknown, args: { key: MerchantKey }, context: EconomyContext) =>
      merchantView(context.deps, args.key),
    merchants: (_: unknown, _args: unknown, context: EconomyContext) => merchantsView(context.deps),
    treasury: (_: unknown, args: { kind: TreasuryKind }, context: EconomyContext) =>
      treasuryView(context.deps, args.kind),
    myTrades: (_: unknown, args: { limit: number; offset: number }, context: EconomyContext) =>
      tradeHistory(context.deps, requirePlayer(context.viewer).userId, args.limit, args.offset),
  },
  Mutation: {
    buySell: (_: unknown, args: { itemId: number; amount: number } & KeyArg, context: EconomyContext) =>
      buySell(context.deps, { ...tradeRequest(context, args.idempotencyKey), ...args }),
    claimCollection: (_: unknown, args: { collectionId: number } & KeyArg, context: EconomyContext) =>
      claim(context.deps, {
        ...tradeRequest(context, args.idempotencyKey),
        kind: 'COLLECTIONS',
        itemId: args.collectionId,
      }),
    claimAchievement: (_: unknown, args: { achievementId: number } & KeyArg, context: EconomyContext) =>
      claim(context.deps, {
        ...tradeRequest(context, args.idempotencyKey),
        kind: 'ACHIEVEMENTS',
        itemId: args.achievementId,
      }),
  },
};
