/**
 * A CSV file read as a table, by the file rules both batch files and watchlist files follow
 * (docs/adr/0041-batch-input.md): the first non-blank record is the header (its cells trimmed),
 * blank rows are skipped, and the file is refused, naming the line, when it is empty, looks
 * semicolon- or tab-separated, has a row of another column count than the header, holds a formula
 * cell (header included) or has more data rows than its limit.
 */
import type { CsvRecord } from './csv-rows.js';
import { BatchInputError } from './errors.js';
import { firstFormula } from './formula.js';

/** A data row: the line it starts on (1-based; line 1 is the header's) and its cells. */
export interface TableRow {
  line: number;
  cells: string[];
}

/** An opened CSV table: its header at once, the data rows as they are read. */
export interface CsvTable {
  /** The line the header is on (blank lines before it are skipped). */
  headerLine: number;
  header: string[];
  /** Iterate once; leaving early releases the records' source. @throws BatchInputError */
  rows: AsyncGenerator<TableRow>;
}

/** Whether every cell of a row is empty or spaces. */
export const blank = (cells: readonly string[]): boolean => cells.every((c) => c.trim() === '');

/**
 * Refuses a row holding a formula cell (formula.ts), naming its column and its first character;
 * tabs or carriage returns before it, invisible in a message, are named too.
 * @throws BatchInputError FORMULA_CELL
 */
export function refuseFormula(cells: readonly string[], header: readonly string[], line: number) {
  const at = firstFormula(cells);
  if (at === -1) return;
  const column = header[at] ?? `column ${at + 1}`;
  const cell = cells[at] ?? '';
  const blanks = /^[\t\r]*/.exec(cell)?.[0] ?? '';
  const first = `"${cell.charAt(blanks.length)}"`;
  const starts = blanks
    ? `${blanks.startsWith('\t') ? 'a tab' : 'a carriage return'} then ${first}`
    : first;
  throw new BatchInputError(
    'FORMULA_CELL',
    line,
    `the value of "${column}" starts with ${starts} and would run as a formula in a spreadsheet; remove ${blanks ? 'those characters' : 'that character'}`,
  );
}

const separatorName = (cell: string): string | null =>
  cell.includes(';') ? 'semicolon (;)' : cell.includes('\t') ? 'tab' : null;

/**
 * Reads the header of a CSV file and checks it; the rows are checked as they are read.
 * @param records the file's records (csv-rows.ts); returned (closed) by the caller on a refusal
 * @param maxRows most data rows; one more is refused with `tooMany(line, maxRows)`
 * @throws BatchInputError EMPTY_FILE, WRONG_DELIMITER, FORMULA_CELL at once; RAGGED_ROW,
 *   FORMULA_CELL, the limit's error, or EMPTY_FILE (no data row) from `rows`
 */
export async function openCsvTable(
  records: AsyncGenerator<CsvRecord>,
  maxRows: number,
  tooMany: (line: number, limit: number) => BatchInputError,
): Promise<CsvTable> {
  let first = await records.next();
  while (!first.done && blank(first.value.cells)) first = await records.next();
  if (first.done) throw new BatchInputError('EMPTY_FILE', 1, 'the file is empty');
  const { line: headerLine, cells: raw } = first.value;
  const header = raw.map((h) => h.trim());
  const separator = header.length === 1 ? separatorName(header[0] ?? '') : null;
  if (separator)
    throw new BatchInputError(
      'WRONG_DELIMITER',
      headerLine,
      `the file looks ${separator}-separated; save it as CSV with commas (,) between the columns`,
    );
  refuseFormula(header, header, headerLine);

  async function* rows(): AsyncGenerator<TableRow> {
    let count = 0;
    let lastLine = headerLine;
    for await (const { line, cells } of { [Symbol.asyncIterator]: () => records }) {
      lastLine = line;
      if (blank(cells)) continue;
      if (cells.length !== header.length)
        throw new BatchInputError(
          'RAGGED_ROW',
          line,
          `the row has ${cells.length} columns but the header has ${header.length}`,
        );
      refuseFormula(cells, header, line);
      if (++count > maxRows) throw tooMany(line, maxRows);
      yield { line, cells };
    }
    if (count === 0)
      throw new BatchInputError(
        'EMPTY_FILE',
        lastLine + 1,
        'the file has no rows below the header',
      );
  }
  return { headerLine, header, rows: rows() };
}
