import { BadRequestError, NotFoundError, ValidationError } from '@vh/kit';
import { newRandomPassword, sha256Hex } from '../domain/accountTokens';
import { MESSAGES } from '../domain/credentials';
import type { Caller, IdentityDeps } from '../deps';
import { enqueueMail } from '../mail/mailQueue';
import { newPasswordMail, passwordResetMail } from '../mail/templates';

export const RESET_REQUESTED_MESSAGE = 'Email sent to your email address';
export const PASSWORD_RESET_MESSAGE =
  'Your password has been reset. A new password has been sent to your email address.';

/**
 * Both branches do one indexed lookup and never wait for SMTP (mails are queued), so the answer
 * time does not tell more than the documented 'Username not found' already does.
 */
export async function requestPasswordReset(deps: IdentityDeps, caller: Caller, username: string) {
  const name = username.trim();
  if (!name) throw new ValidationError(MESSAGES.usernameMissing);
  await deps.limits.consume('loginPerIp', caller.clientIp, 'Too many requests from your network.');
  const user = await deps.users.findByName(name);
  if (!user) throw new NotFoundError('Username not found');
  await deps.limits.consume('mailsPerAccount', user.id, 'Too many mails requested.');
  await deps.db.transaction(async (trx) => {
    const token = await deps.accountTokens.issue(trx, user.id, 'password_reset');
    await enqueueMail(trx, passwordResetMail(user.email, user.name, deps.env.PUBLIC_ORIGIN, token));
  });
  return { success: true, message: RESET_REQUESTED_MESSAGE };
}

/** Redeems a reset token: sets a new random password and mails it. */
export async function resetPassword(deps: IdentityDeps, _caller: Caller, token: string) {
  const password = newRandomPassword();
  const passwordHash = await deps.hasher.hash(sha256Hex(password));
  const done = await deps.db.transaction(async (trx) => {
    const userId = await deps.accountTokens.redeem(trx, token, 'password_reset');
    if (!userId) return false;
    const user = await deps.users.update(trx, userId, { password_hash: passwordHash });
    await enqueueMail(trx, newPasswordMail(user.email, user.name, password));
    return true;
  });
  if (!done) throw new BadRequestError('This password reset link is invalid, already used or expired');
  return { success: true, message: PASSWORD_RESET_MESSAGE };
}
