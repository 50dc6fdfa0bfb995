/** Nearest-rank percentile (0..100) of ascending values; NaN when there are none. */
export function percentile(sorted: readonly number[], percent: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((percent / 100) * sorted.length);
  return sorted[Math.min(Math.max(rank, 1), sorted.length) - 1]!;
}
