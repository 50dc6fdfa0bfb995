import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers';
import { listAdminChanges } from '@vh/kit';
import { cancelOrder } from './cancelOrder';
import { setMarketHalted, setMarketItemHalted, setMarketSettings } from './marketAdmin';
import {
  marketAdminTrades,
  marketBook,
  marketItems,
  marketPriceHistory,
  marketSettings,
  marketTrades,
  myMarketOrders,
  myMarketTrades,
} from './marketQueries';
import { orderView } from './marketViews';
import { placeOrder } from './placeOrder';

export const marketQuery: QueryResolvers = {
  marketItems: (_parent, _args, context) => marketItems(context.deps),
  marketBook: (_parent, args, context) => marketBook(context.deps, args.itemId, args.depth ?? 10),
  marketTrades: (_parent, args, context) => marketTrades(context.deps, args.itemId, args.limit ?? 20),
  marketPriceHistory: (_parent, args, context) => marketPriceHistory(context.deps, args.itemId, args.days),
  marketSettings: (_parent, _args, context) => marketSettings(context.deps),
  myMarketOrders: (_parent, args, context) =>
    myMarketOrders(context.deps, context, {
      active: args.active ?? false,
      limit: args.limit ?? 20,
      offset: args.offset ?? 0,
    }),
  myMarketTrades: (_parent, args, context) =>
    myMarketTrades(context.deps, context, { limit: args.limit ?? 20, offset: args.offset ?? 0 }),
  marketAdminTrades: (_parent, args, context) =>
    marketAdminTrades(context.deps, context, { ...args, limit: args.limit ?? 50 }),
  marketChanges: (_parent, args, context) => listAdminChanges(context, context.deps.db, 'economy', args),
};

export const marketMutation: MutationResolvers = {
  placeMarketOrder: async (_parent, args, context) =>
    orderView(
      await placeOrder(context.deps, context, context.logger, {
        ...args,
        side: args.side === 'BUY' ? 'buy' : 'sell',
      }),
    ),
  cancelMarketOrder: async (_parent, args, context) =>
    orderView(await cancelOrder(context.deps, context, context.logger, args.id)),
  setMarketSettings: (_parent, args, context) => setMarketSettings(context.deps, context, args.input),
  setMarketHalted: (_parent, args, context) =>
    setMarketHalted(context.deps, context, context.logger, args.halted),
  setMarketItemHalted: (_parent, args, context) =>
    setMarketItemHalted(context.deps, context, context.logger, args),
};
