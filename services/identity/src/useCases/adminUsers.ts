import {
  ConflictError,
  NUMBER_BY_ROLE,
  NUMERIC_ROLES,
  NotFoundError,
  ValidationError,
  isNumericRole,
  recordAdminChange,
  requireAdmin,
} from '@vh/kit';
import { validEmail, validUsername } from '../domain/credentials';
import { PATREON_TYPE_NAMES } from '@vh/contracts/client';
import { auditedAccount, type UserRecord } from '../domain/userView';
import type { Caller, IdentityDeps } from '../deps';
import { userUpdated } from '../events';
import { eraseAccount } from './accountErasure';
import { endSessions } from './sessions';
import { conflictOnUniqueViolation } from './uniqueViolation';

export async function userByName(deps: IdentityDeps, caller: Caller, name: string): Promise<UserRecord> {
  requireAdmin(caller.viewer);
  const user = await deps.users.findByName(name.trim());
  if (!user) throw new NotFoundError('User not found');
  return user;
}

export async function userById(deps: IdentityDeps, caller: Caller, id: string): Promise<UserRecord> {
  requireAdmin(caller.viewer);
  const user = await deps.users.findById(id);
  if (!user) throw new NotFoundError('User not found');
  return user;
}

export async function searchUsers(
  deps: IdentityDeps,
  caller: Caller,
  input: { searchString: string; includeBanned: boolean },
): Promise<UserRecord[]> {
  requireAdmin(caller.viewer);
  return deps.users.search(input.searchString.trim(), input.includeBanned, NUMBER_BY_ROLE.banned);
}

export interface AdminUserInput {
  id: string;
  name?: string | null;
  email?: string | null;
  userRole?: number | null;
  patreonType?: number | null;
}

function validatedChanges(input: AdminUserInput): Partial<UserRecord> {
  const changes: Partial<UserRecord> = {};
  if (input.name != null) changes.name = validUsername(input.name);
  if (input.email != null) changes.email = validEmail(input.email);
  if (input.userRole != null) {
    if (!isNumericRole(input.userRole)) {
      throw new ValidationError(`userRole must be one of ${NUMERIC_ROLES.join(', ')}`);
    }
    changes.role = input.userRole;
  }
  if (input.patreonType != null) {
    const highest = PATREON_TYPE_NAMES.length - 1;
    if (!Number.isInteger(input.patreonType) || input.patreonType < 0 || input.patreonType > highest) {
      throw new ValidationError(`patreonType must be between 0 and ${highest}`);
    }
    changes.patreon_type = input.patreonType;
  }
  return changes;
}

export async function updateUser(
  deps: IdentityDeps,
  caller: Caller,
  input: AdminUserInput,
): Promise<UserRecord> {
  const admin = requireAdmin(caller.viewer);
  const changes = validatedChanges(input);
  if (input.id === admin.userId && changes.role !== undefined && changes.role !== NUMBER_BY_ROLE.admin) {
    throw new ConflictError('You cannot remove your own admin role');
  }
  const { updated, announce } = await conflictOnUniqueViolation(() =>
    deps.db.transaction(async (trx) => {
      const user = await deps.users.findById(input.id, trx, true);
      if (!user) throw new NotFoundError('User not found');
      if (changes.name && (await deps.users.existsByName(changes.name, trx, user.id))) {
        throw new ConflictError('This username is already taken');
      }
      if (changes.email && (await deps.users.existsByEmail(changes.email, trx, user.id))) {
        throw new ConflictError('This email address is already registered');
      }
      if (changes.role !== undefined && changes.role !== NUMBER_BY_ROLE.notActivated && !user.activated_at) {
        changes.activated_at = deps.now();
      }
      // Tokens carry the name and role: a token issued before either changed must stop working.
      const endsSessions =
        (changes.role !== undefined && changes.role !== user.role) ||
        (changes.name !== undefined && changes.name !== user.name);
      const announce = endsSessions ? await endSessions(deps, trx, user.id) : null;
      const updated = await deps.users.update(trx, user.id, changes);
      await recordAdminChange(trx, {
        actor: admin,
        entity: 'User',
        entityId: user.id,
        action: 'updated',
        before: auditedAccount(user),
        after: auditedAccount(updated),
        requestId: caller.requestId,
      });
      await userUpdated(trx, updated, caller.requestId);
      return { updated, announce };
    }),
  );
  await announce?.();
  return updated;
}

export async function deleteUser(deps: IdentityDeps, caller: Caller, id: string) {
  const admin = requireAdmin(caller.viewer);
  if (id === admin.userId) throw new ConflictError('You cannot delete your own account');
  const announce = await deps.db.transaction(async (trx) => {
    const user = await deps.users.findById(id, trx, true);
    if (!user) throw new NotFoundError('User not found');
    return eraseAccount(deps, trx, user, admin, caller.requestId);
  });
  await announce();
  return { success: true, message: 'User deleted' };
}
