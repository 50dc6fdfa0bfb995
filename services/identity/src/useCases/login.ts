import { NUMBER_BY_ROLE, ValidationError } from '@vh/kit';
import { validPasswordDigest } from '../domain/credentials';
import { roleNameOf } from '../domain/userView';
import type { Caller, IdentityDeps } from '../deps';

const WRONG_CREDENTIALS = 'Wrong username or password';

export interface LoginAnswer {
  success: boolean;
  accessToken: string | null;
  message: string;
}

/**
 * A failed login is an expected outcome, answered with success false and a message (the client
 * shows 'Login Failed: ' plus it); only malformed input and rate limits are errors.
 */
export async function login(
  deps: IdentityDeps,
  caller: Caller,
  input: { username: string; password: string },
): Promise<LoginAnswer> {
  const username = input.username.trim();
  if (!username) throw new ValidationError('Please enter your username');
  const digest = validPasswordDigest(input.password);
  await deps.limits.consume('loginPerIp', caller.clientIp, 'Too many login attempts from your network.');
  await deps.limits.check('loginFailuresPerAccount', username, 'Too many failed logins for this account.');

  const user = await deps.users.findByName(username);
  if (!user) {
    await deps.hasher.verifyNothing(digest);
    await deps.limits.penalise('loginFailuresPerAccount', username);
    return { success: false, accessToken: null, message: WRONG_CREDENTIALS };
  }
  if (!(await deps.hasher.verify(user.password_hash, digest))) {
    await deps.limits.penalise('loginFailuresPerAccount', username);
    return { success: false, accessToken: null, message: WRONG_CREDENTIALS };
  }
  if (user.role === NUMBER_BY_ROLE.banned) {
    return { success: false, accessToken: null, message: 'This account has been banned' };
  }
  await deps.limits.reset('loginFailuresPerAccount', username);
  await deps.users.touchLogin(user.id);
  const accessToken = deps.issuer.issue({ userId: user.id, name: user.name, role: roleNameOf(user.role) });
  return { success: true, accessToken, message: 'Login successful' };
}
