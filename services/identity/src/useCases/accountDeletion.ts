import { ConflictError, NotFoundError, NUMBER_BY_ROLE } from '@vh/kit';
import type { Caller, IdentityDeps } from '../deps';
import { enqueueMail } from '../mail/mailQueue';
import { accountDeletionMail } from '../mail/templates';
import { eraseAccount } from './accountErasure';
import { authorisedAccount } from './profile';
import { linkExpired } from '@vh/contracts/client';

export const DELETION_MAILED_MESSAGE =
  'We have sent you a mail: open its link within 24 hours to delete your account.';
export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted.';

/**
 * "Delete my account", first step: the signed-in player proves it with the current password, and a
 * link goes to the account's address, so neither a stolen password nor an unattended browser alone
 * can delete an account. An admin account is deleted by another admin (the last admin cannot lock
 * everyone out of the admin web).
 */
export async function requestAccountDeletion(deps: IdentityDeps, caller: Caller, password: string) {
  const user = await authorisedAccount(deps, caller, null, password);
  if (user.role === NUMBER_BY_ROLE.admin) {
    throw new ConflictError('An admin account can only be deleted by another admin');
  }
  await deps.limits.consume('mailsPerAccount', user.name, 'Too many mails requested.');
  await deps.db.transaction(async (trx) => {
    const token = await deps.accountTokens.issue(trx, user.id, 'account_deletion');
    await enqueueMail(trx, accountDeletionMail(user.email, user.name, deps.env.PUBLIC_ORIGIN, token));
  });
  return { success: true, message: DELETION_MAILED_MESSAGE };
}

/**
 * Second step, from the mailed link (signed in or not): deletes the account through the same path
 * as an admin's deletion, with the player as the actor; every session ends at once.
 */
export async function confirmAccountDeletion(deps: IdentityDeps, caller: Caller, token: string) {
  const announce = await deps.db.transaction(async (trx) => {
    const userId = await deps.accountTokens.redeem(trx, token, 'account_deletion');
    const user = userId ? await deps.users.findById(userId, trx, true) : undefined;
    if (!user) return null;
    return eraseAccount(deps, trx, user, { userId: user.id, name: user.name }, caller.requestId);
  });
  if (!announce) throw new NotFoundError(linkExpired('account deletion'));
  await announce();
  return { success: true, message: ACCOUNT_DELETED_MESSAGE };
}
