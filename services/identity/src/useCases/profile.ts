import { ConflictError, ForbiddenError, requireViewer, type Viewer } from '@vh/kit';
import { validEmail, validPasswordDigest } from '../domain/credentials';
import type { UserRecord } from '../domain/userView';
import type { Caller, IdentityDeps } from '../deps';
import { userUpdated } from '../events';
import { endSessions } from './sessions';
import { conflictOnUniqueViolation } from './uniqueViolation';

const CHANGED_MESSAGE = 'Successful Changed';

/** A player changes only their own account, and proves it with the current password. */
export async function authorisedAccount(
  deps: IdentityDeps,
  caller: Caller,
  userId: string | null | undefined,
  currentDigest: string,
): Promise<UserRecord> {
  const viewer: Viewer = requireViewer(caller.viewer);
  if (userId && userId !== viewer.userId) throw new ForbiddenError('You can only change your own account');
  const digest = validPasswordDigest(currentDigest);
  // Keyed by the account id: only the signed-in player can spend this budget.
  await deps.limits.check('passwordConfirmFailures', viewer.userId, 'Too many wrong passwords.');
  const user = await deps.users.findById(viewer.userId);
  if (!user) throw new ForbiddenError('Your account no longer exists');
  if (!(await deps.hasher.verify(user.password_hash, digest))) {
    await deps.limits.penalise('passwordConfirmFailures', viewer.userId);
    throw new ForbiddenError('The current password is wrong');
  }
  return user;
}

export async function updateEmail(
  deps: IdentityDeps,
  caller: Caller,
  input: { userId?: string | null; password: string; email: string },
) {
  const email = validEmail(input.email);
  const user = await authorisedAccount(deps, caller, input.userId, input.password);
  if (await deps.users.existsByEmail(email, undefined, user.id)) {
    throw new ConflictError('This email address is already registered');
  }
  await conflictOnUniqueViolation(() =>
    deps.db.transaction(async (trx) => {
      const updated = await deps.users.update(trx, user.id, { email });
      await userUpdated(trx, updated, caller.requestId);
    }),
  );
  return { success: true, message: CHANGED_MESSAGE };
}

export async function updatePassword(
  deps: IdentityDeps,
  caller: Caller,
  input: { userId?: string | null; currentPassword: string; newPassword: string },
) {
  const newDigest = validPasswordDigest(input.newPassword);
  const user = await authorisedAccount(deps, caller, input.userId, input.currentPassword);
  const passwordHash = await deps.hasher.hash(newDigest);
  // A new password ends every session (a thief's too); this one goes on with a new token.
  const { announce, updated } = await deps.db.transaction(async (trx) => {
    const announce = await endSessions(deps, trx, user.id);
    const updated = await deps.users.update(trx, user.id, { password_hash: passwordHash });
    return { announce, updated };
  });
  await announce();
  // This session keeps the second factor it passed.
  const accessToken = deps.issuer.issueFor(updated, caller.viewer?.secondFactor === true);
  return { success: true, message: CHANGED_MESSAGE, accessToken };
}
