/**
 * Month navigation of the monthly subscription item deals (spec 001 section 4). Months are counted as
 * one number, year * 12 + month - 1, so neighbours are simple arithmetic.
 */

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export interface Monthly {
  month?: number | null;
  year?: number | null;
}

export function monthIndex(year: number, month: number): number {
  return year * 12 + month - 1;
}

/** The month a package belongs to, or null if it has none. */
export function packageMonth(pkg: Monthly): number | null {
  return pkg.month && pkg.year ? monthIndex(pkg.year, pkg.month) : null;
}

/** The month of a moment, in UTC like the server's renewals. */
export function monthOfSeconds(seconds: number): number {
  const date = new Date(seconds * 1000);
  return monthIndex(date.getUTCFullYear(), date.getUTCMonth() + 1);
}

/** 'March 2026'. */
export function monthLabel(index: number): string {
  return `${MONTH_NAMES[index % 12]} ${Math.floor(index / 12)}`;
}

/** '2026-03', for data attributes. */
export function monthKey(index: number): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The months that have packages, in order, each once. */
export function packageMonths(packages: readonly Monthly[]): number[] {
  const months = new Set(packages.map(packageMonth).filter((month): month is number => month !== null));
  return [...months].sort((a, b) => a - b);
}

/** Where the deals open: the current month, else the nearest month with packages (the later one on a tie). */
export function startMonth(months: readonly number[], current: number): number | null {
  let best: number | null = null;
  for (const month of months) {
    const distance = Math.abs(month - current);
    const bestDistance = best === null ? Infinity : Math.abs(best - current);
    if (distance < bestDistance || (distance === bestDistance && best !== null && month > best)) best = month;
  }
  return best;
}

/**
 * The month the previous (-1) or next (+1) button leads to: the nearest month with packages in that
 * direction, null (the button disabled) when there is none.
 */
export function neighbourMonth(months: readonly number[], shown: number, direction: -1 | 1): number | null {
  const candidates = months.filter((month) => (direction < 0 ? month < shown : month > shown));
  if (candidates.length === 0) return null;
  return direction < 0 ? Math.max(...candidates) : Math.min(...candidates);
}
