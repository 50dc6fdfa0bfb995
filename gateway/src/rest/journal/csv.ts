/**
 * CSV as spreadsheets read it (RFC 4180): a field with a comma, quote or line break is quoted, its
 * quotes doubled. A text that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return
 * first) gets a leading apostrophe, so an exported journal can never carry a formula into Excel.
 */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, ended by CRLF. */
export function csvRow(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
