import { listAdminChanges } from '@vh/kit';
import type { QueryResolvers } from '../__generated__/resolvers';
import { currentAccount } from '../useCases/accounts';
import { searchUsers, userById, userByName } from '../useCases/adminUsers';
import { accountData } from '../useCases/personalData';

export const Query: QueryResolvers = {
  me: (_parent, _args, context) => currentAccount(context.deps, context),
  userByName: (_parent, args, context) => userByName(context.deps, context, args.name),
  user: (_parent, args, context) => userById(context.deps, context, args.id),
  searchUsers: (_parent, args, context) =>
    searchUsers(context.deps, context, {
      searchString: args.searchString,
      includeBanned: Boolean(args.includeBanned),
    }),
  myAccountData: (_parent, _args, context) => accountData(context.deps, context),
  accountChanges: (_parent, args, context) => listAdminChanges(context, context.deps.db, 'identity', args),
};
