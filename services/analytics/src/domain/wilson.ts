/** z for a two-sided 95 % interval (the standard normal's 97.5th percentile). */
export const Z_95 = 1.959963984540054;

/** An observed rate k/n with its Wilson score interval, all as fractions in [0, 1]. */
export interface ObservedRate {
  /** Times it happened. */
  count: number;
  /** Times it could have happened (the hunts or fights behind the figure). */
  trials: number;
  rate: number;
  low: number;
  high: number;
}

/**
 * k/n with its 95 % Wilson score interval. Unlike the normal approximation it stays inside [0, 1]
 * and is not empty at k = 0 or k = n, which matters for rare drops and few hunts. Null without
 * trials: nothing was observed.
 */
export function observedRate(count: number, trials: number, z = Z_95): ObservedRate | null {
  if (!Number.isInteger(count) || !Number.isInteger(trials) || count < 0 || count > trials) {
    throw new RangeError(`an observed rate needs 0 <= count <= trials (got ${count}/${trials})`);
  }
  if (trials === 0) return null;
  const rate = count / trials;
  const z2 = z * z;
  const centre = (rate + z2 / (2 * trials)) / (1 + z2 / trials);
  const halfWidth =
    (z / (1 + z2 / trials)) * Math.sqrt((rate * (1 - rate)) / trials + z2 / (4 * trials * trials));
  // The bounds are exactly 0 and 1 at k = 0 and k = n; rounding must not push them past.
  return {
    count,
    trials,
    rate,
    low: count === 0 ? 0 : Math.max(0, centre - halfWidth),
    high: count === trials ? 1 : Math.min(1, centre + halfWidth),
  };
}

/** Whether a configured rate (fraction) lies outside the observed interval: content and reality differ. */
export function outsideInterval(configured: number, observed: ObservedRate | null): boolean {
  return observed !== null && (configured < observed.low || configured > observed.high);
}
