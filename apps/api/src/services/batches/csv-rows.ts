/**
 * CSV text → records with the line each starts on, through csv-parse (RFC 4180: quoted fields may
 * hold commas, quotes and line breaks). Comma-separated only (docs/adr/0041-batch-input.md
 * "Delimiter").
 */
import { Readable } from 'node:stream';
import { CsvError, Parser } from 'csv-parse';
import { BatchInputError } from './errors.js';
import { checkCells, lineLimitText, MAX_LINE_CHARS } from './limits.js';

/** One record of the file: its cells, and the line (1-based) it starts on. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

const LINE_BREAKS = /\r\n|\r|\n/g;

/**
 * csv-parse's parser, each record paired with the line it starts on: one past where the previous
 * one ended, its quoted line breaks moving its own end further down. Counted as each record leaves
 * the parser (through `push`), so an error names the record being parsed even when records made
 * before it were still buffered and are dropped with the error. Not csv-parse's `on_record`, which
 * builds an info object per record and doubled the time to read a file.
 */
class LineParser extends Parser {
  /** The line the next record starts on; at a refusal, the line of the refused record. */
  line = 1;

  override push(cells: string[] | null, encoding?: BufferEncoding): boolean {
    if (cells === null) return super.push(null, encoding);
    const record: CsvRecord = { line: this.line, cells };
    let breaks = 0;
    for (const cell of cells) breaks += cell.match(LINE_BREAKS)?.length ?? 0;
    this.line += breaks + 1;
    return super.push(record, encoding);
  }
}

/**
 * Parses CSV `text` chunks into records, each checked against the row bounds (limits.ts).
 * @param limits.maxCellChars the longest cell (default MAX_CELL_CHARS)
 * @throws BatchInputError MALFORMED_CSV, ROW_TOO_LONG, CELL_TOO_LONG, TOO_MANY_COLUMNS or
 *   INVALID_TEXT naming the line
 */
export async function* csvRecords(
  text: AsyncIterable<string>,
  limits: { maxCellChars?: number } = {},
): AsyncGenerator<CsvRecord> {
  const parser = new LineParser({
    relax_column_count: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    // A file without line breaks, or with an unclosed quote, is refused at this many characters
    // instead of buffered whole.
    max_record_size: MAX_LINE_CHARS,
  });
  const input = Readable.from(text, { objectMode: false });
  // pipe() does not forward errors: a refused byte (decode.ts) must stop the parser with its error.
  input.on('error', (err) => parser.destroy(err));
  input.pipe(parser);
  try {
    let names: string[] | undefined;
    for await (const record of parser as AsyncIterable<CsvRecord>) {
      checkCells(record.cells, record.line, names, limits.maxCellChars);
      // The first record is the header: later messages name the column.
      names ??= record.cells;
      yield record;
    }
  } catch (err) {
    if (err instanceof CsvError) {
      const { line } = parser;
      if (err.code === 'CSV_MAX_RECORD_SIZE')
        throw new BatchInputError('ROW_TOO_LONG', line, `the row is longer than ${lineLimitText}`);
      throw new BatchInputError('MALFORMED_CSV', line, csvProblem(err));
    }
    throw err;
  } finally {
    input.destroy();
    parser.destroy();
  }
}

/** A customer's wording of csv-parse's refusal. */
function csvProblem(err: CsvError): string {
  switch (err.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quoted value is never closed; check the quotes (") from this line on';
    case 'CSV_INVALID_CLOSING_QUOTE':
      return 'a quote (") inside a value must be doubled ("") and the value put in quotes';
    default:
      return `the CSV cannot be read here (${err.message})`;
  }
}
