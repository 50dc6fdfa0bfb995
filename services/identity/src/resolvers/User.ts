import type { IdentityContext } from '../context';
import { roleNameOf, type UserRecord } from '../domain/userView';

const GRAPHQL_ROLE = {
  guest: 'GUEST',
  user: 'USER',
  betaUser: 'BETA_USER',
  admin: 'ADMIN',
  notActivated: 'NOT_ACTIVATED',
  banned: 'BANNED',
} as const;

export const User = {
  async __resolveReference(reference: { id: string }, { deps }: IdentityContext) {
    return (await deps.users.findById(reference.id)) ?? null;
  },
  email(user: UserRecord, _args: unknown, { viewer }: IdentityContext) {
    const allowed = viewer && (viewer.userId === user.id || viewer.role === 'admin');
    return allowed ? user.email : null;
  },
  role: (user: UserRecord) => GRAPHQL_ROLE[roleNameOf(user.role)],
  userRole: (user: UserRecord) => user.role,
  patreonType: (user: UserRecord) => user.patreon_type,
  activated: (user: UserRecord) => user.activated_at !== null,
  createdAt: (user: UserRecord) => user.created_at.toISOString(),
};
