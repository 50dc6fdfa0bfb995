/** How form values become what the API takes. */

/** A cleared select or picker is sent as null (no reference), not as an empty string. */
export const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** A number with decimals (a price); an emptied field is sent as null. */
export const parseDecimal = (value: string | number | null) => {
  if (value === null || value === '') return null;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

/** Numbers are whole numbers (spec 002 section 5); an emptied field is sent as null. */
export const parseWhole = (value: string | number | null) => {
  if (value === null || value === '') return null;
  const parsed = typeof value === 'number' ? value : Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? null : Math.trunc(parsed);
};
