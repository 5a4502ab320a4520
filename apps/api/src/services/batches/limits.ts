/**
 * The bounds of an uploaded file's rows, batch and watchlist files alike
 * (docs/adr/0041-batch-input.md, "Limits"): each is checked as a row is read, so a hostile file is
 * refused at its first bad row with the line, before anything of it is stored or shown.
 *
 * Why these numbers: the longest field of any lookup is 500 characters (an address), and a
 * service's template has at most 15 columns (the fraud check); customers' spreadsheets carry extra columns, which
 * are kept into the results. A row of 200 cells of 1,000 characters would pass the cell and column
 * bounds, so the line bound is what keeps one row small.
 */
import { hasForbiddenText } from '../../lib/text.js';
import { BatchInputError } from './errors.js';

/** Most columns (CSV) or keys (NDJSON) of a row, header included. */
export const MAX_COLUMNS = 200;
/** Longest cell, in characters. */
export const MAX_CELL_CHARS = 1_000;
/** Longest row (CSV record, quoted line breaks included, or NDJSON line), in characters. */
export const MAX_LINE_CHARS = 64 * 1024;

const count = (n: number) => n.toLocaleString('en-US');

/** "64 KB" for a message. */
export const lineLimitText = `${MAX_LINE_CHARS / 1024} KB`;

/**
 * Checks one row's cells against the bounds and refuses text the database cannot hold.
 * @param cells the row's values (CSV cells, or an NDJSON object's values)
 * @param line the line the row starts on (1-based), for the message
 * @param names the column name of each cell, for the message (header or NDJSON keys)
 * @param maxCellChars the longest cell, in characters (default {@link MAX_CELL_CHARS})
 * @throws BatchInputError TOO_MANY_COLUMNS, CELL_TOO_LONG or INVALID_TEXT (400)
 */
export function checkCells(
  cells: readonly string[],
  line: number,
  names?: readonly string[],
  maxCellChars = MAX_CELL_CHARS,
): void {
  if (cells.length > MAX_COLUMNS)
    throw new BatchInputError(
      'TOO_MANY_COLUMNS',
      line,
      `the row has ${count(cells.length)} columns; at most ${MAX_COLUMNS} are read`,
    );
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i] ?? '';
    const name = names?.[i] !== undefined ? `"${printable(names[i] ?? '')}"` : `column ${i + 1}`;
    if (cell.length > maxCellChars)
      throw new BatchInputError(
        'CELL_TOO_LONG',
        line,
        `the value of ${name} has ${count(cell.length)} characters; at most ${count(maxCellChars)} are read`,
      );
    if (hasForbiddenText(cell))
      throw new BatchInputError(
        'INVALID_TEXT',
        line,
        `the value of ${name} holds a NUL or an unpaired surrogate character; remove it`,
      );
  }
}

/** A column name fit for a message: at most 40 characters, with what cannot be shown replaced. */
function printable(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what must not be echoed
  const clean = name.replace(/[\u0000-\u001f\u007f]|\p{Cs}/gu, '?');
  return clean.length > 40 ? `${clean.slice(0, 40)}…` : clean;
}
