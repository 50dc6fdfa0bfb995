import { NotFoundError, ValidationError } from '@vh/kit';
import { newRandomPassword, sha256Hex } from '../domain/accountTokens';
import { MESSAGES } from '../domain/credentials';
import type { Caller, IdentityDeps } from '../deps';
import { enqueueMail } from '../mail/mailQueue';
import { passwordChangedMail, passwordResetMail } from '../mail/templates';
import { endSessions } from './sessions';
import { linkExpired } from '@vh/contracts/client';

const RESET_REQUESTED_MESSAGE = 'Email sent to your email address';

const passwordResetMessage = (password: string) =>
  `Your password has been reset. Your new password is: ${password} ` +
  '(shown only this once: log in with it and change it in your profile).';

/**
 * Known and unknown names get the same answer (a mail goes only to a real account), with the same
 * limits keyed by the name, so this call tells nobody which names exist. Mails are queued, never
 * sent inline, so the answer time does not tell either.
 */
export async function requestPasswordReset(deps: IdentityDeps, caller: Caller, username: string) {
  const name = username.trim();
  if (!name) throw new ValidationError(MESSAGES.usernameMissing);
  await deps.limits.consume('loginPerIp', caller.clientIp, 'Too many requests from your network.');
  await deps.limits.consume('mailsPerAccount', name, 'Too many mails requested.');
  const user = await deps.users.findByName(name);
  if (user) {
    await deps.db.transaction(async (trx) => {
      const token = await deps.accountTokens.issue(trx, user.id, 'password_reset');
      await enqueueMail(trx, passwordResetMail(user.email, user.name, deps.env.PUBLIC_ORIGIN, token));
    });
  }
  return { success: true, message: RESET_REQUESTED_MESSAGE };
}

/**
 * Redeems a reset token: sets a new random password and answers it, once, to the page that redeemed
 * the token (a password never travels by mail). Every session of the account ends; the owner gets a
 * mail saying the password was reset.
 */
export async function resetPassword(deps: IdentityDeps, _caller: Caller, token: string) {
  const password = newRandomPassword();
  const passwordHash = await deps.hasher.hash(sha256Hex(password));
  const announce = await deps.db.transaction(async (trx) => {
    const userId = await deps.accountTokens.redeem(trx, token, 'password_reset');
    if (!userId) return null;
    const user = await deps.users.update(trx, userId, { password_hash: passwordHash });
    await enqueueMail(trx, passwordChangedMail(user.email, user.name, deps.env.PUBLIC_ORIGIN));
    return endSessions(deps, trx, user.id);
  });
  if (!announce) throw new NotFoundError(linkExpired('password reset'));
  await announce();
  return { success: true, message: passwordResetMessage(password) };
}
