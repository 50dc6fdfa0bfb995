import { matchingStep, normalisedTotpCode } from '../domain/totp';
import { normalisedRecoveryCode } from '../domain/recoveryCodes';
import type { UserRecord } from '../domain/userView';
import type { IdentityDeps } from '../deps';
import { recordSecondFactorEvent } from './secondFactorAudit';

export type SecondFactorCheck = 'passed' | 'wrong' | 'notEnrolled';

const TOO_MANY = 'Too many wrong codes.';

/** Is `code` the account's current TOTP code (once per time step) or one of its unused recovery codes? */
async function codeMatches(
  deps: IdentityDeps,
  user: UserRecord,
  sealedSecret: string,
  input: string,
): Promise<{ matched: boolean; kind: 'code' | 'recoveryCode' | 'malformed' }> {
  const totp = normalisedTotpCode(input);
  if (totp) {
    const step = matchingStep(deps.secondFactorKeys.open(sealedSecret), totp, deps.now().getTime());
    return { matched: step !== null && (await deps.secondFactors.acceptStep(user.id, step)), kind: 'code' };
  }
  const recovery = normalisedRecoveryCode(input);
  if (!recovery) return { matched: false, kind: 'malformed' };
  const hash = deps.secondFactorKeys.codeHash(user.id, recovery);
  return { matched: await deps.secondFactors.useRecoveryCode(user.id, hash), kind: 'recoveryCode' };
}

/**
 * Checks an account's second factor after its password was: a wrong code is counted (429 once the
 * account's budget is spent) and audited, a spent recovery code audited with how many are left.
 */
export async function checkSecondFactor(
  deps: IdentityDeps,
  user: UserRecord,
  input: string,
  context: { requestId: string; via: 'login' | 'verify' },
): Promise<SecondFactorCheck> {
  const factor = await deps.secondFactors.find(user.id);
  if (!factor?.confirmed_at) return 'notEnrolled';
  await deps.limits.check('secondFactorFailures', user.id, TOO_MANY);
  const { matched, kind } = await codeMatches(deps, user, factor.sealed_secret, input);
  const actor = { userId: user.id, name: user.name };
  if (!matched) {
    await deps.limits.penalise('secondFactorFailures', user.id);
    await recordSecondFactorEvent(deps, {
      actor,
      userId: user.id,
      action: 'failed',
      after: { via: context.via, kind },
      requestId: context.requestId,
    });
    return 'wrong';
  }
  if (kind === 'recoveryCode') {
    const left = await deps.secondFactors.recoveryCodesLeft(user.id);
    await recordSecondFactorEvent(deps, {
      actor,
      userId: user.id,
      action: 'recoveryCodeUsed',
      after: { via: context.via, recoveryCodesLeft: left },
      requestId: context.requestId,
    });
  }
  return 'passed';
}
