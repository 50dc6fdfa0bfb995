/** Plain-text output of the report. */
export const line = (text = '') => process.stdout.write(`${text}\n`);

/** A figure with `digits` decimals, or '-' when there is none (NaN). */
export const fixed = (value: number, digits: number) =>
  Number.isFinite(value) ? value.toFixed(digits) : '-';

/** Prints rows under a header: the first column left-aligned, figures right-aligned so digits line up. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  line(format(header));
  line(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) line(format(row));
}
