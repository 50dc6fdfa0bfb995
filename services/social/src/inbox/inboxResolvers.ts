import type { Resolvers } from '../__generated__/resolvers';
import { markNotificationsRead, myInbox, myUnreadCount } from './inbox';

export const inboxResolvers: Resolvers = {
  Query: {
    myInbox: (_parent, args, context) => myInbox(context.deps, context, args.limit ?? 50, args.before),
    myUnreadCount: (_parent, _args, context) => myUnreadCount(context.deps, context),
  },
  Mutation: {
    markNotificationsRead: (_parent, args, context) =>
      markNotificationsRead(context.deps, context, args.ids ?? null),
  },
};
