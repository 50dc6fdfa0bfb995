/** The StatMax table's arithmetic and parsing (spec 002 sections 5 and 9). */

export const CAP_MODES = [
  { id: 0, name: 'Dynamic' },
  { id: 1, name: 'Hard' },
] as const;
export type CapMode = (typeof CAP_MODES)[number]['id'];

/** A number typed into a field, or NaN when the text is not one (empty included). */
function typedNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** Current target max and smoothed theoretical max are shown with 2 decimals. */
export const twoDecimals = (value: number | null | undefined) =>
  value === null || value === undefined ? '-' : value.toFixed(2);

/**
 * The calculator: a user's value over the current target max, times the desired percent, as a
 * percentage with 2 decimals; '-' without a target max or a number.
 */
export function calculatorPercent(userValue: string, targetMax: number | null | undefined, desired: number) {
  const value = typedNumber(userValue);
  if (!targetMax || !Number.isFinite(value)) return '-';
  return `${((value / targetMax) * desired).toFixed(2)}%`;
}

/** The desired percent as a whole number, or null when the text is not a number (nothing is sent). */
export function parseDesired(text: string): number | null {
  const value = typedNumber(text);
  return Number.isFinite(value) ? Math.trunc(value) : null;
}

/** The hard cap is sent as a whole number, or as null when empty (or not a number). */
export function parseHardCap(text: string): number | null {
  const value = typedNumber(text);
  return Number.isFinite(value) ? Math.trunc(value) : null;
}

/** The contributing items, one per line ('name xcopies (value)' entries separated by semicolons). */
export function contributingLines(contributingItems: string): string[] {
  return contributingItems
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
