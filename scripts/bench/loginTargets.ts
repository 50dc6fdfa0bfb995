/** The login benchmark's targets (issue 19, target 5) and its verdicts. */

/** Logins per second through the gateway over the raw argon2id verifications per second. */
export const MIN_LOGIN_TO_ARGON2_RATIO = 0.8;
/** The open loop runs at this share of the closed loop's logins per second. */
export const OPEN_LOOP_SHARE = 0.5;
export const MAX_LOGIN_P99_MS = 300;
/** Below this share of its rate the open loop did not measure latency at that rate. */
export const MIN_ACHIEVED_SHARE = 0.95;

export interface LoginVerdicts {
  ratio: number;
  ratioPass: boolean;
  p99Pass: boolean;
  /** Why the latency verdict is a MISS besides its p99, if it is. */
  latencyNote: string | null;
}

export function judgeLogin(figures: {
  argon2PerSecond: number;
  loginsPerSecond: number;
  openLoop: { rate: number; achieved: number; p99: number };
}): LoginVerdicts {
  const ratio = figures.argon2PerSecond > 0 ? figures.loginsPerSecond / figures.argon2PerSecond : NaN;
  const { rate, achieved, p99 } = figures.openLoop;
  const keptUp = achieved >= MIN_ACHIEVED_SHARE * rate;
  const latencyNote = !keptUp
    ? `only ${achieved.toFixed(1)} of ${rate.toFixed(1)} logins/s answered`
    : Number.isFinite(p99)
      ? null
      : 'no login answered';
  return {
    ratio,
    ratioPass: ratio >= MIN_LOGIN_TO_ARGON2_RATIO,
    p99Pass: latencyNote === null && p99 < MAX_LOGIN_P99_MS,
    latencyNote,
  };
}
