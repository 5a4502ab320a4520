/** Sources for the batch reader tests: a file's bytes as a stream, in one or several chunks. */
import { Readable } from 'node:stream';
import type { BatchInputError } from '../../../src/services/batches/index.js';
import { openBatchFile, type ReadOptions } from '../../../src/services/batches/index.js';

/** `parts` (text as UTF-8, or raw bytes) as a byte stream, one chunk per part. */
export const bytes = (...parts: Array<string | Uint8Array>): Readable =>
  Readable.from(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))),
  );

/** Reads the whole file. @returns its header, mapping and rows */
export async function readAll(source: Readable, opts: ReadOptions) {
  const file = await openBatchFile(source, opts);
  const rows = [];
  for await (const row of file.rows) rows.push(row);
  return { header: file.header, mapping: file.mapping, rows };
}

/** The error reading the whole file throws (fails the test when it reads fine). */
export async function refusal(source: Readable, opts: ReadOptions): Promise<BatchInputError> {
  try {
    await readAll(source, opts);
  } catch (err) {
    return err as BatchInputError;
  }
  throw new Error('the file was accepted');
}
