// The watchlist file reader: columns by header name in any
// order, header aliases, the limits (413) and the batch input's encoding and quoting rules.
import { describe, expect, it } from 'vitest';
import { readWatchlistFile } from '../../src/services/watchlists/csv.js';

async function* chunks(...parts: Array<string | Uint8Array>) {
  for (const p of parts) yield p;
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => ({ code: 'none' }),
    (e: { code: string; statusCode: number; message: string; line: number }) => ({
      code: e.code,
      statusCode: e.statusCode,
      message: e.message,
      line: e.line,
    }),
  );

describe('readWatchlistFile', () => {
  it('reads columns by name in any order, with header aliases, a BOM and quoted line breaks', async () => {
    const file =
      '\ufeffRef,Country,Full Name,DOB,AKA,Notes\r\n7,fr,"Anne\nMarie Dupont",1980-02,"A. Dupont; Anne Dupont ;",x\r\n\r\n8,,Acme SA,,,\r\n';
    expect(await readWatchlistFile(chunks(file))).toEqual([
      {
        reference: '7',
        name: 'Anne Marie Dupont',
        aliases: ['A. Dupont', 'Anne Dupont'],
        dateOfBirth: '1980-02',
        country: 'FR',
      },
      { reference: '8', name: 'Acme SA', aliases: [], dateOfBirth: null, country: null },
    ]);
  });

  it('refuses more entries or bytes than the limits with 413, naming the line', async () => {
    const file = 'name,reference\nA,1\nB,2\nC,3\n';
    expect(await refusal(readWatchlistFile(chunks(file), { maxEntries: 2 }))).toEqual({
      code: 'TOO_MANY_ROWS',
      statusCode: 413,
      line: 4,
      message: 'Line 4: the list has more than 2 entries; split it into several lists',
    });
    expect(await refusal(readWatchlistFile(chunks(file), { maxBytes: 20 }))).toMatchObject({
      code: 'FILE_TOO_LARGE',
      statusCode: 413,
      line: 3,
    });
  });

  it('refuses a bad country, an unreal date and a formula in a later column', async () => {
    const bad = async (row: string) =>
      refusal(readWatchlistFile(chunks(`name,reference,date_of_birth,country\n${row}\n`)));
    expect(await bad('A,1,,GBR')).toMatchObject({
      code: 'INVALID_VALUE',
      message: 'Line 2: "country" must be a two-letter ISO 3166-1 code such as GB (got "GBR")',
    });
    expect(await bad('A,1,1980-02-30,')).toMatchObject({ code: 'INVALID_VALUE', line: 2 });
    expect(await bad('A,1,,+cmd')).toMatchObject({ code: 'FORMULA_CELL', line: 2 });
    expect(await bad('A,,,')).toMatchObject({
      code: 'MISSING_VALUE',
      message: 'Line 2: "reference" is empty',
    });
  });
});
