/** bench:scale's verdicts: a p99 on the filled world within 2x of the almost empty one, the daily job within 60 s. */

export const MAX_P99_RATIO = 2;
export const MAX_DAILY_JOB_MS = 60_000;

export interface Comparison {
  ratio: number;
  verdict: 'PASS' | 'MISS';
}

/**
 * The full p99 against the empty one. A side with no figure (every request failed) is a MISS: the run
 * did not show the operation stays fast.
 */
export function compareP99(emptyP99: number, fullP99: number): Comparison {
  const ratio = fullP99 / emptyP99;
  const measured = Number.isFinite(emptyP99) && Number.isFinite(fullP99) && emptyP99 > 0;
  return { ratio: measured ? ratio : NaN, verdict: measured && ratio <= MAX_P99_RATIO ? 'PASS' : 'MISS' };
}

export const dailyJobVerdict = (ms: number): 'PASS' | 'MISS' =>
  Number.isFinite(ms) && ms < MAX_DAILY_JOB_MS ? 'PASS' : 'MISS';

/** Bytes per row, for the size report; NaN without rows. */
export const bytesPer = (bytes: number, rows: number) => (rows > 0 ? bytes / rows : NaN);

/** 1536 -> '1.5 kB', in powers of 1024. */
export function humanBytes(bytes: number): string {
  if (!Number.isFinite(bytes)) return '-';
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
}
