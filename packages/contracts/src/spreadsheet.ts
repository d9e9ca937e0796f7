/**
 * Every cell of every export (CSV and XLSX) goes through here, so that no user's text ever runs as a formula
 * when the file is opened (docs/security.md#spreadsheet-formula-neutralising; OWASP, CSV Injection).
 */

/** What a spreadsheet may take for the start of a formula: = + - @, or a tab or CR some programs strip first. */
const TRIGGER = '[=+\\-@\\t\\r]';
/**
 * Text that starts with a trigger, or holds one right after a separator a reader might split at (comma,
 * semicolon, tab, a line break): a semicolon-locale Excel reads `x;=1+1` in a comma file as two cells.
 */
const RISKY = new RegExp(`^${TRIGGER}|[,;\\t\\r\\n]${TRIGGER}`);
/** A plain decimal number (`-12.50`) is read as that number, never as a formula: numbers stay numbers. */
const NUMBER = /^-?\d+(\.\d+)?$/;

/** Risky text gets a leading apostrophe, which spreadsheets show as text and do not evaluate. */
export function spreadsheetText(value: string): string {
  return RISKY.test(value) && !NUMBER.test(value) ? `'${value}` : value;
}

/** CSV separators: comma (RFC 4180), or semicolon as Excel writes in locales with a decimal comma. */
export type CsvSeparator = ',' | ';';

/**
 * One CSV cell: numbers as they are; text neutralised, then quoted by RFC 4180 (doubled quotes) when it holds
 * a comma, a semicolon, a tab, a double quote, CR or LF, so that a reader splitting at any of them keeps it whole.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = spreadsheetText(value);
  return /[,;\t"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV file: one separator for every line, CRLF line ends (RFC 4180), a final CRLF. */
export function csvFile(
  rows: readonly (readonly (string | number)[])[],
  separator: CsvSeparator = ',',
): string {
  return rows.map((row) => `${row.map(csvCell).join(separator)}\r\n`).join('');
}
