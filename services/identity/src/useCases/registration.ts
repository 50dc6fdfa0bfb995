import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  NUMBER_BY_ROLE,
  requireViewer,
  TooManyRequestsError,
} from '@vh/kit';
import { validEmail, validPasswordDigest, validUsername } from '../domain/credentials';
import type { Caller, IdentityDeps } from '../deps';
import { userActivated, userRegistered } from '../events';
import type { UserRecord } from '../domain/userView';
import { activationMail, addressAlreadyRegisteredMail } from '../mail/templates';
import { enqueueMail } from '../mail/mailQueue';
import { conflictOnUniqueViolation } from './uniqueViolation';
import { linkExpired } from '@vh/contracts/client';

const REGISTERED_MESSAGE =
  'You have successfully registered an account! An activation email has been sent to you.';
const ACTIVATED_MESSAGE = 'Your account has been activated! You can now log in.';

export async function register(
  deps: IdentityDeps,
  caller: Caller,
  input: { username: string; password: string; email: string },
) {
  await deps.limits.consume('registerPerIp', caller.clientIp, 'Too many registrations from your network.');
  const opensAt = new Date(deps.env.REGISTRATION_OPENS_AT);
  if (deps.now() < opensAt) {
    throw new BadRequestError(`Registration opens on ${opensAt.toISOString()}`);
  }
  const name = validUsername(input.username);
  const email = validEmail(input.email);
  const digest = validPasswordDigest(input.password);
  // Names are public (ladders, gifts), so a taken one is said; e-mail addresses are not.
  if (await deps.users.existsByName(name)) throw new ConflictError('This username is already taken');
  const passwordHash = await deps.hasher.hash(digest);
  const existing = await deps.users.findByEmail(email);
  if (existing) {
    // The same answer as a registration, and a mail only the address's owner reads.
    await mailAddressOwner(deps, existing, name);
    return { success: true, message: REGISTERED_MESSAGE };
  }

  await conflictOnUniqueViolation(() =>
    deps.db.transaction(async (trx) => {
      const user = await deps.users.insert(trx, {
        name,
        email,
        password_hash: passwordHash,
        role: NUMBER_BY_ROLE.notActivated,
      });
      const token = await deps.accountTokens.issue(trx, user.id, 'activation');
      await enqueueMail(trx, activationMail(user.email, user.name, deps.env.PUBLIC_ORIGIN, token));
      await userRegistered(trx, user, caller.requestId);
    }),
  );
  return { success: true, message: REGISTERED_MESSAGE };
}

async function mailAddressOwner(deps: IdentityDeps, owner: UserRecord, attemptedName: string) {
  const allowed = await deps.limits
    .consume('mailsPerAccount', owner.id, 'Too many mails requested.')
    .then(() => true)
    .catch((error: unknown) => (error instanceof TooManyRequestsError ? false : Promise.reject(error)));
  if (!allowed) return;
  await enqueueMail(
    deps.db,
    addressAlreadyRegisteredMail(owner.email, owner.name, attemptedName, deps.env.PUBLIC_ORIGIN),
  );
}

export async function activate(deps: IdentityDeps, caller: Caller, token: string) {
  const activated = await deps.db.transaction(async (trx) => {
    const userId = await deps.accountTokens.redeem(trx, token, 'activation');
    if (!userId) return false;
    const user = await deps.users.findById(userId, trx, true);
    if (!user) return false;
    // Only a waiting account becomes a player; a ban or an admin role set meanwhile stays.
    if (user.role === NUMBER_BY_ROLE.notActivated) {
      const updated = await deps.users.update(trx, user.id, {
        role: NUMBER_BY_ROLE.user,
        activated_at: deps.now(),
      });
      await userActivated(trx, updated, caller.requestId);
    }
    return true;
  });
  if (!activated) throw new NotFoundError(linkExpired('activation'));
  return { success: true, message: ACTIVATED_MESSAGE };
}

/** A new activation mail for the signed-in (not yet activated) account. */
export async function resendActivation(deps: IdentityDeps, caller: Caller) {
  const { userId } = requireViewer(caller.viewer);
  const user = await deps.users.findById(userId);
  if (!user) throw new BadRequestError('Account not found');
  if (user.role !== NUMBER_BY_ROLE.notActivated) throw new ConflictError('Your account is already activated');
  await deps.limits.consume('mailsPerAccount', user.id, 'Too many mails requested.');
  await deps.db.transaction(async (trx) => {
    const token = await deps.accountTokens.issue(trx, user.id, 'activation');
    await enqueueMail(trx, activationMail(user.email, user.name, deps.env.PUBLIC_ORIGIN, token));
  });
  return { success: true, message: 'A new activation email has been sent to you.' };
}
