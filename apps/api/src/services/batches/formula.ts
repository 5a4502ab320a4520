/**
 * Formula injection (OWASP "CSV Injection", https://owasp.org/www-community/attacks/CSV_Injection):
 * a cell a spreadsheet would run as a formula when a file holding it is opened in one.
 *
 * - On the way in (docs/adr/0041-batch-input.md "Formulas") such a cell is refused: one starting
 *   with `=` or `@`, or with `+` or `-` followed by anything but a number written with digits,
 *   spaces, dots, dashes and brackets, so E.164 phone numbers (+4420 7946 0958) and negative
 *   coordinates (-122.08) pass; the same after leading tabs or carriage returns, which some
 *   spreadsheets skip before reading a formula.
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
