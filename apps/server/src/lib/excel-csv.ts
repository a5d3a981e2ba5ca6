/**
 * CSV for French Excel, shared by every export (the organiser's lists, the treasurer's exports):
 * UTF-8 with a byte order mark (without it Excel reads the file as Windows-1252 and garbles every
 * accent), `;` between cells (the comma is France's decimal separator), CRLF between lines.
 */
export const EXCEL_CSV_FORMAT = { separator: ';', lineEnd: '\r\n', byteOrderMark: '\uFEFF' } as const;

/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, or a tab or carriage return that some
 * of them strip first) is prefixed with an apostrophe, which Excel shows as text: a member named
 * `=HYPERLINK(…)` must not run anything on the organiser's computer (OWASP « CSV injection »).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

export function toCsvCell(value: string): string {
  const neutralised = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(neutralised) ? `"${neutralised.replaceAll('"', '""')}"` : neutralised;
}

/** The whole file: every cell escaped, a line end after each row (the last one too). */
export function buildExcelCsv(rows: readonly (readonly string[])[]): string {
  const lines = rows.map((cells) => cells.map(toCsvCell).join(EXCEL_CSV_FORMAT.separator));
  return `${EXCEL_CSV_FORMAT.byteOrderMark}${lines.join(EXCEL_CSV_FORMAT.lineEnd)}${EXCEL_CSV_FORMAT.lineEnd}`;
}
