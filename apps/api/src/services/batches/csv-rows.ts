/**
 * CSV text → records with the line each starts on, through csv-parse (RFC 4180: quoted fields may
 * hold commas, quotes and line breaks). Comma-separated only (docs/adr/0041-batch-input.md
 * "Delimiter").
 */
import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { BatchInputError } from './errors.js';

/** One record of the file: its cells, and the line (1-based) it starts on. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** Longest record accepted, in characters: far above any lookup's fields, so a file without
 * line breaks (or with an unclosed quote) is refused instead of buffered. */
export const MAX_RECORD_CHARS = 1024 * 1024;

const LINE_BREAKS = /\r\n|\r|\n/g;

/**
 * Parses CSV `text` chunks into records.
 * @throws BatchInputError MALFORMED_CSV or ROW_TOO_LONG naming the line
 */
export async function* csvRecords(text: AsyncIterable<string>): AsyncGenerator<CsvRecord> {
  const parser = parse({
    relax_column_count: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    max_record_size: MAX_RECORD_CHARS,
  });
  const input = Readable.from(text, { objectMode: false });
  // pipe() does not forward errors: a refused byte (decode.ts) must stop the parser with its error.
  input.on('error', (err) => parser.destroy(err));
  input.pipe(parser);
  // The line a record starts on: one past where the previous one ended; quoted line breaks inside
  // a record move its end further down.
  let line = 1;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      yield { line, cells };
      let breaks = 0;
      for (const cell of cells) breaks += cell.match(LINE_BREAKS)?.length ?? 0;
      line += breaks + 1;
    }
  } catch (err) {
    if (err instanceof CsvError) {
      if (err.code === 'CSV_MAX_RECORD_SIZE')
        throw new BatchInputError('ROW_TOO_LONG', line, 'the row is longer than 1 MB');
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
