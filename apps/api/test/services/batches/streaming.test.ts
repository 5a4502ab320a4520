// Large files: the reader streams (rows come out while the source is still producing) and the
// real limits, 1,000,000 rows and 100 MB, hold.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  MAX_BYTES,
  MAX_ROWS,
  openBatchFile,
  previewBatch,
} from '../../../src/services/batches/index.js';
import { refusal } from './helpers.js';

/** A generated CSV of `rows` rows after `header`, in chunks of 1,000 rows; tells how far it got. */
function generated(header: string, rows: number, row: (i: number) => string) {
  const progress = { chunks: 0, done: false };
  async function* chunks() {
    yield Buffer.from(`${header}\n`);
    for (let start = 0; start < rows; start += 1000) {
      let text = '';
      for (let i = start; i < Math.min(rows, start + 1000); i++) text += `${row(i)}\n`;
      progress.chunks++;
      yield Buffer.from(text);
    }
    progress.done = true;
  }
  return { source: Readable.from(chunks()), progress };
}

describe('a 200,000-row file', () => {
  it('yields rows while the source is still producing, and counts every row', async () => {
    const { source, progress } = generated(
      'email,name',
      200_000,
      (i) => `user${i}@example.com,"N, ${i}"`,
    );
    const file = await openBatchFile(source, { service: 'emailLookup', format: 'csv' });
    let count = 0;
    let chunksAtFirstRow = -1;
    let last = { line: 0, cells: [] as string[] };
    for await (const row of file.rows) {
      if (count === 0) {
        chunksAtFirstRow = progress.chunks;
        expect(progress.done).toBe(false);
      }
      count++;
      last = row;
    }
    expect(chunksAtFirstRow).toBeGreaterThan(0);
    expect(chunksAtFirstRow).toBeLessThan(20);
    expect(count).toBe(200_000);
    expect(last).toEqual({ line: 200_001, cells: ['user199999@example.com', 'N, 199999'] });
    expect(progress.done).toBe(true);
  });

  it('previews it: 20 rows checked, 200,000 counted', async () => {
    const { source } = generated('email', 200_000, (i) => `user${i}@example.com`);
    const p = await previewBatch(source, { service: 'emailLookup', format: 'csv' });
    expect(p.rows).toHaveLength(20);
    expect(p.rowCount).toBe(200_000);
    expect(p.cost).toBe(200_000);
  });
});

describe('the real limits', () => {
  it('are 1,000,000 rows and 100 MB', () => {
    expect(MAX_ROWS).toBe(1_000_000);
    expect(MAX_BYTES).toBe(100 * 1024 * 1024);
  });

  it('refuses row 1,000,001 with 413', async () => {
    const { source } = generated('bin', MAX_ROWS + 1, () => '424242');
    const err = await refusal(source, { service: 'binLookup', format: 'csv' });
    expect(err).toMatchObject({ code: 'TOO_MANY_ROWS', line: MAX_ROWS + 2, statusCode: 413 });
    expect(err.message).toBe(
      'Line 1000002: the file has more than 1,000,000 rows; split it into several batches',
    );
  });

  it('refuses the byte past 100 MB with 413', async () => {
    // 1,024-byte rows (two cells within the cell limit) after the 9-byte header: the 102,400th
    // row (line 102,401) holds byte 100 MB + 1.
    const row = `${'a'.repeat(511)},${'b'.repeat(511)}`;
    const { source } = generated('address,', 110_000, () => row);
    const err = await refusal(source, { service: 'addressLookup', format: 'csv' });
    expect(err).toMatchObject({ code: 'FILE_TOO_LARGE', statusCode: 413 });
    expect(err.message).toMatch(
      /^Line 102401: the file is larger than 100 MB; split it into several batches$/,
    );
  });
});
