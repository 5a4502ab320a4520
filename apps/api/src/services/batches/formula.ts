/**
 * Formula injection (docs/adr/0041-batch-input.md "Formulas"): a cell a spreadsheet would run as a
 * formula when the results are opened in one. Refused: a cell starting with `=` or `@`, or with
 * `+` or `-` followed by anything but a number written with digits, spaces, dots, dashes and
 * brackets, so E.164 phone numbers (+4420 7946 0958) and negative coordinates (-122.08) pass.
 */

/** After a leading + or -: a number or a phone number, nothing a spreadsheet could evaluate. */
const NUMERIC_TAIL = /^[\d\s.()-]*$/;

/** True when `cell` would run as a formula in a spreadsheet. */
export function isFormula(cell: string): boolean {
  const first = cell.charAt(0);
  if (first === '=' || first === '@') return true;
  if (first === '+' || first === '-') return !NUMERIC_TAIL.test(cell.slice(1));
  return false;
}

/** The index of the first formula cell of a row, or -1. */
export function firstFormula(cells: readonly string[]): number {
  return cells.findIndex(isFormula);
}
