import { personalDataPart } from '@vh/kit';
import type { QueryResolvers } from '../__generated__/resolvers';
import { readTradeData } from '../repositories/personalDataRepository';
import { marketQuery } from '../market/marketResolvers';
import { merchantView, merchantsView, tradeHistory, treasuryView } from '../useCases/shop';

export const Query: QueryResolvers = {
  ...marketQuery,
  merchant: (_parent, args, context) => merchantView(context.deps, args.key),
  merchants: (_parent, _args, context) => merchantsView(context.deps),
  treasury: (_parent, args, context) => treasuryView(context.deps, args.kind),
  myTrades: (_parent, args, context) => tradeHistory(context.deps, context, args.limit, args.offset),
  myTradeData: (_parent, _args, context) =>
    personalDataPart(context.viewer, (userId) => readTradeData(context.deps.db, userId)),
};
