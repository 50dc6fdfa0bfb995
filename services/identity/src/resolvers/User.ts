import type { UserResolvers } from '../__generated__/resolvers';
import { roleNameOf } from '../domain/userView';
import { referencedAccount, visibleEmail } from '../useCases/accounts';
import { secondFactorStatus } from '../useCases/secondFactor';

const GRAPHQL_ROLE = {
  guest: 'GUEST',
  user: 'USER',
  betaUser: 'BETA_USER',
  admin: 'ADMIN',
  notActivated: 'NOT_ACTIVATED',
  banned: 'BANNED',
} as const;

/** User from an account row. */
export const User: UserResolvers = {
  __resolveReference: (reference, context) => referencedAccount(context.deps, reference.id),
  email: (user, _args, context) => visibleEmail(context, user),
  role: (user) => GRAPHQL_ROLE[roleNameOf(user.role)],
  userRole: (user) => user.role,
  patreonType: (user) => user.patreon_type,
  activated: (user) => user.activated_at !== null,
  createdAt: (user) => user.created_at.toISOString(),
  secondFactor: (user, _args, context) => secondFactorStatus(context.deps, context, user),
};
