/** The patterns of text the document states, in syntax every client's regular expressions read alike. */

/** Text the services can store: PostgreSQL text holds no NUL character, so no input may carry one. */
export const NO_NUL = '^[^\\u0000]*$';

/**
 * What the services strip as they trim text (ECMAScript's WhiteSpace and LineTerminator), spelled
 * out: `\s` means other characters to other clients' regular expressions.
 */
const TRIMMED = '\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';

/** Text with a character that is not trimmed away (and, as all text, no NUL); linear to match. */
export const NOT_BLANK = `^[${TRIMMED}]*[^\\u0000${TRIMMED}][^\\u0000]*$`;

/**
 * Text the service trims and then matches against `whole` (a pattern of plain ASCII classes, empty
 * allowed unless `required`): spaces and tabs around it are allowed, as the service trims them.
 */
export const trimmedPattern = (whole: string, required: boolean) =>
  `^[ \\t]*(?:${whole})${required ? '' : '?'}[ \\t]*$`;
