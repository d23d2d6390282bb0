/**
 * The one CSV writer of every export: a UTF-8 BOM so Excel reads the Korean text, CRLF lines, every
 * cell quoted, and no cell that a spreadsheet would run as a formula (OWASP "CSV injection": a cell
 * starting with = + - @, a tab or a carriage return gets a leading apostrophe).
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, quoted, that spreadsheet software will not run as a formula. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The whole file: header, then one line per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => cells.map(csvCell).join(',');
  return '\uFEFF' + [line(header), ...rows.map(line)].join('\r\n') + '\r\n';
}
