/**
 * Formula injection (OWASP "CSV Injection", https://owasp.org/www-community/attacks/CSV_Injection):
 * a cell a spreadsheet would run as a formula when a file holding it is opened in one.
 *
 * - On the way in (docs/adr/0041-batch-input.md "Formulas") such a cell is refused: one starting
 *   with `=` or `@`, or with `+` or `-` followed by anything but a number written with digits,
 *   spaces, dots, dashes and brackets, so E.164 phone numbers (+4420 7946 0958) and negative
 *   coordinates (-122.08) pass; the same after leading tabs or carriage returns, which some
 *   spreadsheets skip before reading a formula.
 * - On the way out (the results CSV, docs/api-contract.md "Batches") every cell starting with one
 *   of OWASP's characters `=`, `+`, `-`, `@`, tab or carriage return, except a plain number, is
 *   written with a leading `'` (see {@link spreadsheetSafe}).
 */

/** After a leading + or -: a number or a phone number, nothing a spreadsheet could evaluate. */
const NUMERIC_TAIL = /^[\d\s.()-]*$/;

/** Tabs and carriage returns before the first character a spreadsheet reads. */
const LEADING_BLANKS = /^[\t\r]+/;

/** True when `cell` would run as a formula in a spreadsheet. */
export function isFormula(cell: string): boolean {
  const rest = cell.replace(LEADING_BLANKS, '');
  const first = rest.charAt(0);
  if (first === '=' || first === '@') return true;
  if (first === '+' || first === '-') return !NUMERIC_TAIL.test(rest.slice(1));
  return false;
}

/** The index of the first formula cell of a row, or -1. */
export function firstFormula(cells: readonly string[]): number {
  return cells.findIndex(isFormula);
}

/** OWASP's characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number, signed or not (`-12.5`, `+3`, `42`): a spreadsheet reads it as that. */
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)$/;

/**
 * A cell as the results CSV writes it: with a leading `'` when it starts with `=`, `+`, `-`, `@`,
 * tab or carriage return and is not a plain number, as OWASP "CSV Injection" says, so no
 * spreadsheet runs it; any other cell unchanged. The writer quotes a prefixed cell
 * ({@link ESCAPED_FORMULA}).
 * @param cell the cell's text @returns the text to write
 */
export function spreadsheetSafe(cell: string): string {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}

/**
 * The text of a cell {@link spreadsheetSafe} prefixed (or that came with a `'` before a formula
 * character: quoting it as well changes nothing a reader gets back).
 */
export const ESCAPED_FORMULA = /^'[=+\-@\t\r]/;
