import {
  ConflictError,
  ForbiddenError,
  NUMBER_BY_ROLE,
  NotFoundError,
  ValidationError,
  isAdmin,
  requireAdmin,
  requireViewer,
} from '@vh/kit';
import { RECOVERY_CODE_COUNT, newRecoveryCodes, normalisedRecoveryCode } from '../domain/recoveryCodes';
import { matchingStep, newTotpSecret, normalisedTotpCode, totpUri } from '../domain/totp';
import type { UserRecord } from '../domain/userView';
import type { Caller, IdentityDeps } from '../deps';
import { qrDataUrl } from '../infrastructure/qrImage';
import { recordSecondFactorEvent } from './secondFactorAudit';
import { checkSecondFactor } from './secondFactorCheck';
import { endSessions } from './sessions';

export interface SecondFactorResult {
  success: boolean;
  message: string;
  accessToken: string | null;
  recoveryCodes: string[];
}

const WRONG_CODE =
  'Wrong code. Enter the current code from your authenticator app, or an unused recovery code.';

const refused = (message: string): SecondFactorResult => ({
  success: false,
  message,
  accessToken: null,
  recoveryCodes: [],
});

/** The signed-in account, which must hold the admin role: only admins have a second factor. */
async function signedInAdminAccount(deps: IdentityDeps, caller: Caller): Promise<UserRecord> {
  const viewer = requireViewer(caller.viewer);
  const user = await deps.users.findById(viewer.userId);
  if (!user || user.role !== NUMBER_BY_ROLE.admin) {
    throw new ForbiddenError('Only admin accounts have a second factor');
  }
  return user;
}

/** Whether an account has a second factor: for the account itself and for admins, null for others. */
export async function secondFactorStatus(deps: IdentityDeps, caller: Caller, user: UserRecord) {
  const viewer = caller.viewer;
  if (!viewer || (viewer.userId !== user.id && !isAdmin(viewer))) return null;
  const factor = await deps.secondFactors.find(user.id);
  const enrolled = Boolean(factor?.confirmed_at);
  return { enrolled, recoveryCodesLeft: enrolled ? await deps.secondFactors.recoveryCodesLeft(user.id) : 0 };
}

/**
 * Starts enrolment with a new secret (replacing an unconfirmed one): answers it with its otpauth URI and
 * QR code. This is the only answer that ever carries the secret; it is stored sealed.
 */
export async function beginEnrolment(deps: IdentityDeps, caller: Caller) {
  const user = await signedInAdminAccount(deps, caller);
  const secret = newTotpSecret();
  if (!(await deps.secondFactors.startEnrolment(user.id, deps.secondFactorKeys.seal(secret)))) {
    throw new ConflictError('Your second factor is already set up; another admin can reset it');
  }
  const otpauthUri = totpUri(secret, user.name);
  return { secret, otpauthUri, qrCode: await qrDataUrl(otpauthUri) };
}

/**
 * Confirms enrolment with the first code from the app: answers the one-time recovery codes (only
 * their hashes are kept) and a token of this session with the second factor passed.
 */
export async function confirmEnrolment(
  deps: IdentityDeps,
  caller: Caller,
  input: string,
): Promise<SecondFactorResult> {
  const user = await signedInAdminAccount(deps, caller);
  const code = normalisedTotpCode(input);
  if (!code) throw new ValidationError('Enter the 6-digit code your authenticator app shows');
  const factor = await deps.secondFactors.find(user.id);
  if (!factor || factor.confirmed_at) throw new ConflictError('Start the set-up again: no set-up is waiting');
  await deps.limits.check('secondFactorFailures', user.id, 'Too many wrong codes.');
  const secret = deps.secondFactorKeys.open(factor.sealed_secret);
  const step = matchingStep(secret, code, deps.now().getTime());
  const actor = { userId: user.id, name: user.name };
  if (step === null) {
    await deps.limits.penalise('secondFactorFailures', user.id);
    await recordSecondFactorEvent(deps, {
      actor,
      userId: user.id,
      action: 'failed',
      after: { via: 'enrolment', kind: 'code' },
      requestId: caller.requestId,
    });
    return refused(WRONG_CODE);
  }
  const recoveryCodes = newRecoveryCodes();
  const hashes = recoveryCodes.map((recovery) =>
    deps.secondFactorKeys.codeHash(user.id, normalisedRecoveryCode(recovery)!),
  );
  await deps.db.transaction(async (trx) => {
    if (!(await deps.secondFactors.confirm(trx, user.id, step, hashes))) {
      throw new ConflictError('Start the set-up again: no set-up is waiting');
    }
    await recordSecondFactorEvent(
      deps,
      {
        actor,
        userId: user.id,
        action: 'enrolled',
        before: { enrolled: false },
        after: { enrolled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT },
        requestId: caller.requestId,
      },
      trx,
    );
  });
  return {
    success: true,
    message: 'Second factor set up. Keep the recovery codes somewhere safe: each works once.',
    accessToken: deps.issuer.issueFor(user, true),
    recoveryCodes,
  };
}

/** Step-up of a password-only admin session: a code (or recovery code) answers a token that passed it. */
export async function verifySecondFactor(
  deps: IdentityDeps,
  caller: Caller,
  input: string,
): Promise<SecondFactorResult> {
  const user = await signedInAdminAccount(deps, caller);
  const check = await checkSecondFactor(deps, user, input, { requestId: caller.requestId, via: 'verify' });
  if (check === 'notEnrolled') throw new ConflictError('Set up your second factor first');
  if (check === 'wrong') return refused(WRONG_CODE);
  return {
    success: true,
    message: 'Second factor passed',
    accessToken: deps.issuer.issueFor(user, true),
    recoveryCodes: [],
  };
}

/**
 * An admin removes another admin's second factor (a lost phone): every session of that account ends,
 * and its next admin visit enrols anew. One's own factor is reset by another admin only.
 */
export async function resetSecondFactor(deps: IdentityDeps, caller: Caller, userId: string) {
  const admin = requireAdmin(caller.viewer);
  if (userId === admin.userId) {
    throw new ConflictError('You cannot reset your own second factor; ask another admin');
  }
  const announce = await deps.db.transaction(async (trx) => {
    const user = await deps.users.findById(userId, trx, true);
    if (!user) throw new NotFoundError('User not found');
    if (!(await deps.secondFactors.remove(trx, user.id))) {
      throw new ConflictError('This account has no second factor to reset');
    }
    await recordSecondFactorEvent(
      deps,
      {
        actor: admin,
        userId: user.id,
        action: 'reset',
        before: { enrolled: true },
        after: { enrolled: false },
        requestId: caller.requestId,
      },
      trx,
    );
    // Its sessions passed the removed factor: they end with it.
    return endSessions(deps, trx, user.id);
  });
  await announce();
  return { success: true, message: 'Second factor reset; the account enrols again at its next admin visit' };
}
