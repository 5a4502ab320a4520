/**
 * NDJSON text → objects with their line: one JSON object per line, keys are field names; blank
 * lines are skipped (docs/adr/0041-batch-input.md).
 */
import { BatchInputError } from './errors.js';
import { checkCells, lineLimitText, MAX_LINE_CHARS } from './limits.js';

/** One line's object, its values as text (a number as written, null as an empty cell). */
export interface NdjsonRecord {
  line: number;
  values: Record<string, string>;
}

/** The value of `key` on `line` as cell text. @throws BatchInputError INVALID_JSON */
function cellText(value: unknown, key: string, line: number): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value === null) return '';
  throw new BatchInputError('INVALID_JSON', line, `"${key}" must be text, a number or null`);
}

const tooLong = (line: number) =>
  new BatchInputError('ROW_TOO_LONG', line, `the line is longer than ${lineLimitText}`);

function parseLine(text: string, line: number): NdjsonRecord {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BatchInputError('INVALID_JSON', line, 'the line is not a JSON object');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new BatchInputError('INVALID_JSON', line, 'the line is not a JSON object');
  const entries = Object.entries(value);
  const cells = entries.map(([key, v]) => cellText(v, key, line));
  const keys = entries.map(([key]) => key);
  // Keys are column names: as many as columns may be, each as long as a cell may be.
  checkCells(keys, line);
  checkCells(cells, line, keys);
  return { line, values: Object.fromEntries(keys.map((key, i) => [key, cells[i] ?? ''])) };
}

/**
 * Splits NDJSON `text` chunks into objects, keeping only the current unfinished line in memory.
 * @throws BatchInputError INVALID_JSON or ROW_TOO_LONG naming the line
 */
export async function* ndjsonRecords(text: AsyncIterable<string>): AsyncGenerator<NdjsonRecord> {
  let pending = '';
  let line = 1;
  for await (const chunk of text) {
    pending += chunk;
    let start = 0;
    for (let nl = pending.indexOf('\n'); nl !== -1; nl = pending.indexOf('\n', start)) {
      if (nl - start > MAX_LINE_CHARS) throw tooLong(line);
      const body = pending.slice(start, nl).trim();
      if (body) yield parseLine(body, line);
      line++;
      start = nl + 1;
    }
    pending = pending.slice(start);
    if (pending.length > MAX_LINE_CHARS) throw tooLong(line);
  }
  const last = pending.trim();
  if (last) yield parseLine(last, line);
}
