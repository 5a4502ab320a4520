/**
 * The preview of a batch file (the "Preview"): the suggested mapping, the first rows each
 * with its errors, the row count, the rows to screen and to refuse, and the cost of the former. Reads the whole stream once, so every row is also
 * checked against the file rules of reader.ts; keeps only the first rows in memory.
 */
import type { BatchService } from './fields.js';
import type { Mapping } from './mapping.js';
import { type BatchFormat, openBatchFile, type ReadOptions } from './reader.js';
import { validateRow } from './validate-row.js';

/** How many rows a preview shows. */
export const PREVIEW_ROWS = 20;

export interface PreviewRow {
  line: number;
  cells: string[];
  input: Record<string, unknown>;
  errors: string[];
}

export interface BatchPreview {
  service: BatchService;
  format: BatchFormat;
  header: string[];
  suggestedMapping: Mapping;
  /** The mapping the rows were checked with: the given one, else the suggestion. */
  mapping: Mapping;
  rows: PreviewRow[];
  rowCount: number;
  /** Rows the single lookup's rules accept under `mapping`: the ones screened and charged. */
  rowsToScreen: number;
  /** Rows those rules refuse: reported as ERROR, never charged. */
  rowsRefused: number;
  /** Calls the batch would consume at most: one per row to screen. */
  cost: number;
}

/**
 * Previews a batch file.
 * @param opts.mapping header index → field to check the rows with; defaults to the suggestion
 * @throws BatchInputError for a file the reader refuses
 */
export async function previewBatch(
  source: AsyncIterable<Uint8Array | string>,
  opts: ReadOptions & { mapping?: Mapping; sampleSize?: number },
): Promise<BatchPreview> {
  const file = await openBatchFile(source, opts);
  const mapping = opts.mapping ?? file.mapping;
  const sampleSize = opts.sampleSize ?? PREVIEW_ROWS;
  const rows: PreviewRow[] = [];
  let rowCount = 0;
  let rowsRefused = 0;
  for await (const { line, cells } of file.rows) {
    // Every row is checked, not only the sample: a refused row is never charged.
    const check = validateRow(opts.service, mapping, cells);
    if (check.errors.length > 0) rowsRefused++;
    if (rowCount++ < sampleSize) rows.push({ line, cells, ...check });
  }
  return {
    service: opts.service,
    format: opts.format,
    header: file.header,
    suggestedMapping: file.mapping,
    mapping,
    rows,
    rowCount,
    rowsToScreen: rowCount - rowsRefused,
    rowsRefused,
    cost: rowCount - rowsRefused,
  };
}
