import type { IdentityContext } from '../context';
import { searchUsers, userById, userByName } from '../useCases/adminUsers';

export const Query = {
  async me(_parent: unknown, _args: unknown, context: IdentityContext) {
    if (!context.viewer) return null;
    return (await context.deps.users.findById(context.viewer.userId)) ?? null;
  },
  userByName: (_parent: unknown, args: { name: string }, context: IdentityContext) =>
    userByName(context.deps, context, args.name),
  user: (_parent: unknown, args: { id: string }, context: IdentityContext) =>
    userById(context.deps, context, args.id),
  searchUsers: (
    _parent: unknown,
    args: { searchString: string; includeBanned?: boolean | null },
    context: IdentityContext,
  ) =>
    searchUsers(context.deps, context, {
      searchString: args.searchString,
      includeBanned: Boolean(args.includeBanned),
    }),
};
