import { NUMBER_BY_ROLE, ValidationError } from '@vh/kit';
import { validPasswordDigest } from '../domain/credentials';
import type { UserRecord } from '../domain/userView';
import type { Caller, IdentityDeps } from '../deps';
import { accountBanRefusal } from '../sanctions/accountBan';
import type { LoginGate } from '../infrastructure/loginThrottle';
import { checkSecondFactor } from './secondFactorCheck';

const WRONG_CREDENTIALS = 'Wrong username or password';
const WRONG_CODE = 'Wrong code';
/** Admin operations need a session that passed the second factor (docs/security.md). */
const ADMIN_NEEDS_CODE = 'Login successful; admin operations need the code from your authenticator app (otp)';
const ADMIN_NEEDS_ENROLMENT =
  'Login successful; set up your second factor in the admin web for admin operations';
/** Device tokens are short; anything longer is not one of ours and is ignored like a forged one. */
const MAX_DEVICE_TOKEN_LENGTH = 200;

interface LoginAnswer {
  success: boolean;
  accessToken: string | null;
  /** Identifies this browser to the account from now on (see DeviceTokens); null on failure. */
  deviceToken: string | null;
  message: string;
}

const failed = (message: string): LoginAnswer => ({
  success: false,
  accessToken: null,
  deviceToken: null,
  message,
});

/**
 * A failed login is an expected outcome, answered with success false and a message (the client
 * shows 'Login Failed: ' plus it); only malformed input and throttling are errors. Unknown names are
 * throttled and hashed like known ones, so neither the answer nor its timing tells them apart.
 */
export async function login(
  deps: IdentityDeps,
  caller: Caller,
  input: { username: string; password: string; deviceToken?: string | null; otp?: string | null },
): Promise<LoginAnswer> {
  const username = input.username.trim();
  if (!username) throw new ValidationError('Please enter your username');
  const digest = validPasswordDigest(input.password);
  await deps.limits.consume('loginPerIp', caller.clientIp, 'Too many login attempts from your network.');

  const user = await deps.users.findByName(username);
  const knownDevice =
    user && input.deviceToken && input.deviceToken.length <= MAX_DEVICE_TOKEN_LENGTH
      ? deps.devices.verify(input.deviceToken, user.id)
      : null;
  const gate: LoginGate = knownDevice
    ? { kind: 'device', deviceId: knownDevice }
    : { kind: 'account', name: username };
  await deps.loginThrottle.attempt(gate);

  if (!user) {
    await deps.hasher.verifyNothing(digest);
    return failed(WRONG_CREDENTIALS);
  }
  if (!(await deps.hasher.verify(user.password_hash, digest))) return failed(WRONG_CREDENTIALS);
  if (user.role === NUMBER_BY_ROLE.banned) return failed('This account has been banned');
  const banned = await accountBanRefusal(deps, user.id);
  if (banned) return failed(banned);

  // The second factor of accounts that have one; a code sent for any other account is ignored.
  const check = input.otp
    ? await checkSecondFactor(deps, user, input.otp, { requestId: caller.requestId, via: 'login' })
    : 'notEnrolled';
  if (check === 'wrong') return failed(WRONG_CODE);

  await deps.loginThrottle.succeeded(gate);
  await deps.users.touchLogin(user.id);
  // The password is known right now: a hash made under older argon2 parameters is made again.
  if (deps.hasher.needsRehash(user.password_hash)) {
    await deps.users.replacePasswordHash(user.id, user.password_hash, await deps.hasher.hash(digest));
  }
  const accessToken = deps.issuer.issueFor(user, check === 'passed');
  // A known device keeps its id (its own attempt budget) and gets a renewed lifetime.
  const deviceToken = deps.devices.issue(user.id, knownDevice ?? undefined);
  return { success: true, accessToken, deviceToken, message: await loginMessage(deps, user, check) };
}

/** What a successful login tells an admin whose session has not passed the second factor. */
async function loginMessage(deps: IdentityDeps, user: UserRecord, check: 'passed' | 'notEnrolled') {
  if (user.role !== NUMBER_BY_ROLE.admin || check === 'passed') return 'Login successful';
  const factor = await deps.secondFactors.find(user.id);
  return factor?.confirmed_at ? ADMIN_NEEDS_CODE : ADMIN_NEEDS_ENROLMENT;
}
