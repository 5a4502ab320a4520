/**
 * The streaming row reader of batch files (docs/adr/0041-batch-input.md): bytes → the header, its
 * suggested mapping, and the rows `{ line, cells }`, one at a time. Nothing but the current row
 * (and the parser's current chunk) is held in memory. The whole file is refused, with the line,
 * for anything that makes its rows unreliable: not UTF-8, ragged rows, a `;` or tab separator, a
 * formula cell, missing required columns, over the limits, or no rows at all.
 */
import { type CsvRecord, csvRecords } from './csv-rows.js';
import { blank, openCsvTable, refuseFormula, type TableRow } from './csv-table.js';
import { decodeUtf8 } from './decode.js';
import { BatchInputError } from './errors.js';
import { type BatchService, serviceFields } from './fields.js';
import { type Mapping, missingColumns, suggestMapping } from './mapping.js';
import { type NdjsonRecord, ndjsonRecords } from './ndjson-rows.js';

export type BatchFormat = 'csv' | 'ndjson';

/** Most data rows in one batch (the 1,000,000). */
export const MAX_ROWS = 1_000_000;
/** Largest batch file, in bytes (100 MB). */
export const MAX_BYTES = 100 * 1024 * 1024;

export interface ReadOptions {
  service: BatchService;
  format: BatchFormat;
  /** Defaults to {@link MAX_ROWS}. */
  maxRows?: number;
  /** Defaults to {@link MAX_BYTES}. */
  maxBytes?: number;
}

/** A data row: the line it starts on (1-based; for CSV line 1 is the header) and its cells. */
export type BatchRow = TableRow;

/** An opened batch file: header and suggested mapping at once, the rows as they are read. */
export interface BatchFile {
  /** CSV: the header row. NDJSON: the service's field names (keys are field names). */
  header: string[];
  mapping: Mapping;
  /**
   * The data rows; blank rows are skipped. Iterate once; `rows.return()` releases the source when
   * the rest is not wanted. @throws BatchInputError
   */
  rows: AsyncGenerator<BatchRow>;
}

function refuseMissing(service: BatchService, mapping: Mapping, line: number): void {
  const missing = missingColumns(service, mapping);
  if (missing)
    throw new BatchInputError(
      'MISSING_COLUMNS',
      line,
      `${missing}; the template of the service lists the columns`,
    );
}

/**
 * Opens a batch file: reads up to its header (CSV) or first object (NDJSON) and checks it.
 * @param source the file's bytes, e.g. a request stream
 * @throws BatchInputError (400, or 413 for the limits) naming the line
 */
export async function openBatchFile(
  source: AsyncIterable<Uint8Array | string>,
  opts: ReadOptions,
): Promise<BatchFile> {
  const text = decodeUtf8(source, opts.maxBytes ?? MAX_BYTES);
  const records = opts.format === 'csv' ? csvRecords(text) : ndjsonRecords(text);
  try {
    return await (opts.format === 'csv'
      ? openCsv(records as AsyncGenerator<CsvRecord>, opts)
      : openNdjson(records as AsyncGenerator<NdjsonRecord>, opts));
  } catch (err) {
    // Stops the parser and releases the source (a request stream) of a refused file.
    await records.return(undefined);
    throw err;
  }
}

async function openCsv(records: AsyncGenerator<CsvRecord>, opts: ReadOptions): Promise<BatchFile> {
  const table = await openCsvTable(records, opts.maxRows ?? MAX_ROWS, tooMany);
  const mapping = suggestMapping(opts.service, table.header);
  refuseMissing(opts.service, mapping, table.headerLine);
  return { header: table.header, mapping, rows: table.rows };
}

const tooMany = (line: number, limit: number) =>
  new BatchInputError(
    'TOO_MANY_ROWS',
    line,
    `the file has more than ${limit.toLocaleString('en-US')} rows; split it into several batches`,
  );

async function openNdjson(
  records: AsyncGenerator<NdjsonRecord>,
  opts: ReadOptions,
): Promise<BatchFile> {
  const header = [...serviceFields(opts.service).fields];
  const first = await records.next();
  if (first.done) throw new BatchInputError('EMPTY_FILE', 1, 'the file is empty');
  const firstKeys = header.map((f) => (Object.hasOwn(first.value.values, f) ? f : null));
  refuseMissing(opts.service, firstKeys, first.value.line);

  async function* rows(): AsyncGenerator<BatchRow> {
    const limit = opts.maxRows ?? MAX_ROWS;
    let count = 0;
    let next: IteratorResult<NdjsonRecord> = first;
    try {
      for (; !next.done; next = await records.next()) {
        const { line, values } = next.value;
        // Keys that are not fields of the service are dropped, as the API drops unknown fields.
        const cells = header.map((f) => (Object.hasOwn(values, f) ? (values[f] ?? '') : ''));
        if (blank(cells)) continue;
        refuseFormula(cells, header, line);
        if (++count > limit) throw tooMany(line, limit);
        yield { line, cells };
      }
    } finally {
      await records.return(undefined);
    }
    if (count === 0) throw new BatchInputError('EMPTY_FILE', 1, 'the file has no rows');
  }
  return { header, mapping: [...header], rows: rows() };
}
