import { parse } from 'csv-parse/sync';
import { ImportError } from './errors.js';

/** One CSV record with the 1-based line number it ends on. */
export interface CsvRow {
  fields: string[];
  line: number;
}

/**
 * Parses CSV text with csv-parse (RFC 4180 quoting; whitespace around fields trimmed; blank lines
 * skipped; `#` comment lines skipped when `comments` is set). Malformed CSV raises {@link ImportError}
 * with the line number csv-parse reports.
 */
export function parseCsv(
  text: string,
  kind: string,
  options: { comments?: boolean; strictColumns?: boolean } = {},
): CsvRow[] {
  try {
    const out = parse(text.replace(/^\uFEFF/, ''), {
      trim: true,
      skip_empty_lines: true,
      relax_column_count: !options.strictColumns,
      info: true,
      ...(options.comments ? { comment: '#' } : {}),
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
    return out.map((r) => ({ fields: r.record, line: r.info.lines }));
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw new ImportError(
      `malformed CSV: ${(err as Error).message}`,
      typeof line === 'number' ? line : null,
      kind,
    );
  }
}
