/**
 * Progressive delays for logins (OWASP authentication guidance): a few attempts are free, then each
 * further attempt must wait twice as long as the one before, up to a ceiling. Attempts are counted
 * when they are let through and forgotten on success or after a quiet window.
 */
export interface LoginDelayPolicy {
  /** Attempts let through at once before delays start. */
  freeAttempts: number;
  /** The longest wait between two attempts. */
  maxDelaySeconds: number;
  /** Attempts are forgotten after this long without one. */
  forgetAfterSeconds: number;
}

/** Seconds to wait after the last attempt before the next one, with `attempts` counted so far. */
export function delayAfter(attempts: number, policy: LoginDelayPolicy): number {
  if (attempts < policy.freeAttempts) return 0;
  return Math.min(2 ** (attempts - policy.freeAttempts), policy.maxDelaySeconds);
}
