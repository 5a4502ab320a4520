/**
 * NDJSON text → objects with their line: one JSON object per line, keys are field names; blank
 * lines are skipped (docs/adr/0041-batch-input.md).
 */
import { BatchInputError } from './errors.js';
import { MAX_RECORD_CHARS } from './csv-rows.js';

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

function parseLine(text: string, line: number): NdjsonRecord {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BatchInputError('INVALID_JSON', line, 'the line is not a JSON object');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new BatchInputError('INVALID_JSON', line, 'the line is not a JSON object');
  const values = Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, cellText(v, key, line)]),
  );
  return { line, values };
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
      const body = pending.slice(start, nl).trim();
      if (body) yield parseLine(body, line);
      line++;
      start = nl + 1;
    }
    pending = pending.slice(start);
    if (pending.length > MAX_RECORD_CHARS)
      throw new BatchInputError('ROW_TOO_LONG', line, 'the line is longer than 1 MB');
  }
  const last = pending.trim();
  if (last) yield parseLine(last, line);
}
