// The batch file reader: what a customer's file yields, and every file it refuses with the line
// to look at.
import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { BatchInputError, openBatchFile } from '../../../src/services/batches/index.js';
import { bytes, readAll, refusal } from './helpers.js';

const csv = { service: 'emailLookup', format: 'csv' } as const;

describe('reading CSV', () => {
  it('yields each row with the line it starts on, through quoted commas, quotes and line breaks', async () => {
    const file = [
      'address,country,latitude,longitude',
      '"10 Downing St, London",GB,51.5034,-0.1276',
      '"Flat 2',
      'The ""Old"" Mill",GB,,',
      '',
      'Main St,US,-33.86,151.2',
    ].join('\r\n');
    const { header, mapping, rows } = await readAll(bytes(file), {
      service: 'addressLookup',
      format: 'csv',
    });
    expect(header).toEqual(['address', 'country', 'latitude', 'longitude']);
    expect(mapping).toEqual(header);
    expect(rows).toEqual([
      { line: 2, cells: ['10 Downing St, London', 'GB', '51.5034', '-0.1276'] },
      { line: 3, cells: ['Flat 2\r\nThe "Old" Mill', 'GB', '', ''] },
      { line: 6, cells: ['Main St', 'US', '-33.86', '151.2'] },
    ]);
  });

  it('drops a leading BOM and accepts LF line ends and chunks cut mid-character', async () => {
    const euro = Buffer.from('€', 'utf8');
    const { header, rows } = await readAll(
      bytes('\uFEFFE-mail\nj', euro.subarray(0, 1), euro.subarray(1), 'r@example.com\n'),
      csv,
    );
    expect(header).toEqual(['E-mail']);
    expect(rows).toEqual([{ line: 2, cells: ['j€r@example.com'] }]);
  });

  it('skips blank rows, a row of empty cells included, without counting them', async () => {
    const { rows } = await readAll(
      bytes('email,name\n\na@example.com,A\n,\n\nb@example.com,B\n'),
      csv,
    );
    expect(rows.map((r) => r.line)).toEqual([3, 6]);
  });

  it('lets E.164 phone numbers and negative numbers through the formula rule', async () => {
    const { rows } = await readAll(
      bytes('phone\n+442079460958\n+44 20 7946 0958\n-1 (555) 010-0000\n"\t+44 20 7946 0958"\n'),
      { service: 'phoneLookup', format: 'csv' },
    );
    expect(rows).toHaveLength(4);
  });
});

describe('refusing a CSV file, naming the line', () => {
  it('bytes that are not UTF-8 (a Latin-1 é on line 3)', async () => {
    const err = await refusal(
      bytes('email\r\na@example.com\r\n', Uint8Array.from([0x72, 0xe9, 0x40, 0x78]), '\r\n'),
      csv,
    );
    expect(err).toBeInstanceOf(BatchInputError);
    expect(err).toMatchObject({ code: 'INVALID_ENCODING', line: 3, statusCode: 400 });
    expect(err.message).toBe(
      'Line 3: the file is not UTF-8 text; save it as "CSV UTF-8" (or UTF-8 JSON lines)',
    );
  });

  it('a broken character at a chunk boundary, and one cut off at the end of the file', async () => {
    const cut = await refusal(
      bytes('email\nx@example.com\na', Uint8Array.from([0xe2, 0x82]), 'b@example.com\n'),
      csv,
    );
    expect(cut).toMatchObject({ code: 'INVALID_ENCODING', line: 3 });
    const end = await refusal(bytes('email\na@example.com\nb', Uint8Array.from([0xe2])), csv);
    expect(end).toMatchObject({ code: 'INVALID_ENCODING', line: 3 });
  });

  it('a row with more or fewer columns than the header', async () => {
    const more = await refusal(bytes('email,name\na@example.com,A\nb@example.com,B,extra\n'), csv);
    expect(more).toMatchObject({ code: 'RAGGED_ROW', line: 3 });
    expect(more.message).toBe('Line 3: the row has 3 columns but the header has 2');
    // After a quoted line break the count still points at the right line.
    const fewer = await refusal(bytes('email,name\na@example.com,"A\nB"\nb@example.com\n'), csv);
    expect(fewer).toMatchObject({ code: 'RAGGED_ROW', line: 4 });
  });

  it('a semicolon- or tab-separated file', async () => {
    const semi = await refusal(bytes('email;name\na@example.com;A\n'), csv);
    expect(semi).toMatchObject({ code: 'WRONG_DELIMITER', line: 1 });
    expect(semi.message).toBe(
      'Line 1: the file looks semicolon (;)-separated; save it as CSV with commas (,) between the columns',
    );
    const tab = await refusal(bytes('email\tname\na@example.com\tA\n'), csv);
    expect(tab.message).toContain('the file looks tab-separated');
  });

  it.each([
    ['=HYPERLINK("http://x","y")', '='],
    ['@SUM(A1:A2)', '@'],
    ['+1+cmd|calc', '+'],
    ['-2+3', '-'],
  ])('a formula cell %s', async (cell, first) => {
    const quoted = `"${cell.replace(/"/g, '""')}"`;
    const err = await refusal(bytes(`email,name\na@example.com,A\nb@example.com,${quoted}\n`), csv);
    expect(err).toMatchObject({ code: 'FORMULA_CELL', line: 3 });
    expect(err.message).toBe(
      `Line 3: the value of "name" starts with "${first}" and would run as a formula in a spreadsheet; remove that character`,
    );
  });

  it.each([
    ['\t=1+1', 'a tab then "="'],
    ['\t\t@SUM(A1:A2)', 'a tab then "@"'],
    ['\r=1+1', 'a carriage return then "="'],
    ['\t-2+3', 'a tab then "-"'],
  ])('a formula cell behind tabs or carriage returns %j', async (cell, starts) => {
    const err = await refusal(bytes(`email,name\na@example.com,A\nb@example.com,"${cell}"\n`), csv);
    expect(err).toMatchObject({ code: 'FORMULA_CELL', line: 3 });
    expect(err.message).toBe(
      `Line 3: the value of "name" starts with ${starts} and would run as a formula in a spreadsheet; remove those characters`,
    );
    const nd = await refusal(
      bytes(`{"email":"a@example.com"}\n${JSON.stringify({ email: cell })}\n`),
      {
        service: 'emailLookup',
        format: 'ndjson',
      },
    );
    expect(nd).toMatchObject({ code: 'FORMULA_CELL', line: 2 });
  });

  it('a malformed cell on line 4 is refused at line 4, not at the header', async () => {
    const rows = 'email,name\na@example.com,A\nb@example.com,B\n';
    // A formula with quotes inside an unquoted value: csv-parse cannot read it.
    const formula = await refusal(bytes(`${rows}c@example.com,=HYPERLINK("http://x","y")\n`), csv);
    expect(formula).toMatchObject({ code: 'MALFORMED_CSV', line: 4 });
    expect(formula.message).toMatch(/^Line 4: /);
    const closing = await refusal(bytes(`${rows}c@example.com,"=1"+1"\nd@example.com,D\n`), csv);
    expect(closing).toMatchObject({ code: 'MALFORMED_CSV', line: 4 });
    expect(closing.message).toBe(
      'Line 4: a quote (") inside a value must be doubled ("") and the value put in quotes',
    );
    // After a quoted line break, the line the refused row starts on.
    const multi = await refusal(
      bytes(`email,name\na@example.com,"A\nA"\nc@example.com,=HYPERLINK("x")\n`),
      csv,
    );
    expect(multi).toMatchObject({ code: 'MALFORMED_CSV', line: 4 });
  });

  it('a formula in the header', async () => {
    expect(await refusal(bytes('email,=1+1\na@example.com,x\n'), csv)).toMatchObject({
      code: 'FORMULA_CELL',
      line: 1,
    });
  });

  it("a header without the service's required columns", async () => {
    const person = await refusal(bytes('First Name,DOB\nJane,1980-01-31\n'), {
      service: 'amlPerson',
      format: 'csv',
    });
    expect(person).toMatchObject({ code: 'MISSING_COLUMNS', line: 1 });
    expect(person.message).toBe(
      'Line 1: the header has no column for Last Name (l_name); the template of the service lists the columns',
    );
    const fraud = await refusal(bytes('notes,country\nx,GB\n'), {
      service: 'fraudEngine',
      format: 'csv',
    });
    expect(fraud.message).toBe(
      'Line 1: the header needs at least one of the columns f_name, l_name, company, email, ip, phone, bin, address; the template of the service lists the columns',
    );
  });

  it('an empty file, a BOM alone, blank lines alone, and a header without rows', async () => {
    for (const empty of [bytes(), bytes(''), bytes('\uFEFF'), bytes('\r\n\r\n')]) {
      const err = await refusal(empty, csv);
      expect(err).toMatchObject({
        code: 'EMPTY_FILE',
        line: 1,
        message: 'Line 1: the file is empty',
      });
    }
    const headerOnly = await refusal(bytes('email\r\n'), csv);
    expect(headerOnly).toMatchObject({ code: 'EMPTY_FILE', line: 2 });
    expect(headerOnly.message).toBe('Line 2: the file has no rows below the header');
  });

  it('stops reading the source of a refused header', async () => {
    let produced = 0;
    async function* endless() {
      yield Buffer.from('name\n');
      for (;;) {
        produced++;
        yield Buffer.from('x\n'.repeat(1000));
      }
    }
    const source = Readable.from(endless());
    await expect(openBatchFile(source, csv)).rejects.toMatchObject({ code: 'MISSING_COLUMNS' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(source.destroyed).toBe(true);
    expect(produced).toBeLessThan(100);
  });

  it('a quote that is never closed, at the line of its row', async () => {
    const err = await refusal(
      bytes('email,name\na@example.com,A\nb@example.com,"B\nc@example.com,C\n'),
      csv,
    );
    expect(err).toMatchObject({ code: 'MALFORMED_CSV', line: 3 });
  });

  it('more rows than the limit: 413 at the first row over it', async () => {
    const err = await refusal(bytes('email\na@example.com\n\nb@example.com\nc@example.com\n'), {
      ...csv,
      maxRows: 2,
    });
    expect(err).toMatchObject({ code: 'TOO_MANY_ROWS', line: 5, statusCode: 413 });
    expect(err.message).toBe(
      'Line 5: the file has more than 2 rows; split it into several batches',
    );
  });

  it('more bytes than the limit: 413 at the line the limit falls in', async () => {
    const err = await refusal(bytes('email\n', 'a@example.com\n'.repeat(10)), {
      ...csv,
      maxBytes: 50,
    });
    expect(err).toMatchObject({ code: 'FILE_TOO_LARGE', line: 5, statusCode: 413 });
    expect(err.message).toBe(
      'Line 5: the file is larger than 50 bytes; split it into several batches',
    );
  });
});
