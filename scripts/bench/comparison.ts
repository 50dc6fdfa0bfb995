/**
 * bench:hunt's comparison of two trees over alternated pairs of runs (baseline, working tree, baseline,
 * working tree...): each pair's ratio (working tree / baseline), their median and spread, and the
 * verdict. Pure; see docs/benchmarks.md, "Baseline mode".
 */

/**
 * How far from 1 a ratio must be, beyond the pairs' spread, to count as a difference: a quiet run's
 * own figure moves by a few per cent between stacks on this machine (docs/benchmarks.md).
 */
export const NOISE_MARGIN = 0.05;
/** One pair measures no spread: no verdict from it. */
export const MIN_PAIRS_FOR_VERDICT = 2;

export type Verdict = 'regression' | 'gain' | 'within noise' | 'no verdict';

/** One pair: the same scenario's figure (CPU ms per answer) on the baseline's stack and on the working tree's. */
export interface PairFigures {
  baseline: number;
  current: number;
}

export interface RatioComparison {
  /** Working tree / baseline, per pair in the order run; NaN when a figure is unknown. */
  ratios: number[];
  median: number;
  /** The spread of the ratios: their smallest and largest. */
  min: number;
  max: number;
  verdict: Verdict;
  /** Why there is no verdict, when there is none. */
  reason: string | null;
}

/** The median (the mean of the middle two for an even count); NaN for no values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Working tree / baseline; NaN when either figure is unknown or the baseline's is not positive. */
export function ratioOf({ baseline, current }: PairFigures): number {
  return baseline > 0 && Number.isFinite(baseline) && Number.isFinite(current) ? current / baseline : NaN;
}

/**
 * The verdict on ratios of CPU per answer (above 1: the working tree costs more): a regression only
 * when even the smallest ratio is above 1 + margin (every pair showed it, beyond the noise), a gain
 * only when even the largest is below 1 - margin, within noise otherwise.
 */
export function verdictOf(
  ratios: readonly number[],
  margin = NOISE_MARGIN,
): { verdict: Verdict; reason: string | null } {
  if (ratios.length < MIN_PAIRS_FOR_VERDICT) {
    const pairs = ratios.length === 0 ? 'no pair' : 'one pair';
    return {
      verdict: 'no verdict',
      reason: `${pairs} measures no spread (--pairs ${MIN_PAIRS_FOR_VERDICT} or more)`,
    };
  }
  if (ratios.some((ratio) => !Number.isFinite(ratio))) {
    return { verdict: 'no verdict', reason: 'a pair has no figure (no good answers or no CPU readings)' };
  }
  if (Math.min(...ratios) > 1 + margin) return { verdict: 'regression', reason: null };
  if (Math.max(...ratios) < 1 - margin) return { verdict: 'gain', reason: null };
  return { verdict: 'within noise', reason: null };
}

/** Every pair's ratio, their median, spread (min..max) and verdict. */
export function compareRatios(pairs: readonly PairFigures[], margin = NOISE_MARGIN): RatioComparison {
  const ratios = pairs.map(ratioOf);
  const known = ratios.filter(Number.isFinite);
  return {
    ratios,
    median: known.length === ratios.length ? median(ratios) : NaN,
    min: known.length > 0 ? Math.min(...known) : NaN,
    max: known.length > 0 ? Math.max(...known) : NaN,
    ...verdictOf(ratios, margin),
  };
}
