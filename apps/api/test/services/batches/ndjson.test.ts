// NDJSON batch files: one JSON object per line, keys are field names.
import { describe, expect, it } from 'vitest';
import { bytes, readAll, refusal } from './helpers.js';

const person = { service: 'amlPerson', format: 'ndjson' } as const;

describe('reading NDJSON', () => {
  it("yields the service's fields as cells, numbers as written, null and absent keys empty", async () => {
    const file = [
      '\uFEFF{"f_name":"Jane","l_name":"Doe","fuzzy_amlp":2,"customer_id":"c-1"}',
      '',
      '{"f_name":"John","l_name":"Roe","dob":"1980-01-31","gender":null}',
    ].join('\n');
    const { header, mapping, rows } = await readAll(bytes(file), person);
    expect(header).toEqual(['f_name', 'l_name', 'dob', 'gender', 'fuzzy_amlp']);
    expect(mapping).toEqual(header);
    expect(rows).toEqual([
      { line: 1, cells: ['Jane', 'Doe', '', '', '2'] },
      { line: 3, cells: ['John', 'Roe', '1980-01-31', '', ''] },
    ]);
  });

  it('reads objects split across chunks and CRLF line ends', async () => {
    const { rows } = await readAll(
      bytes('{"f_name":"Ja', 'ne","l_name":"Doe"}\r\n{"f_name":"A",', '"l_name":"B"}\r\n'),
      person,
    );
    expect(rows.map((r) => r.cells.slice(0, 2))).toEqual([
      ['Jane', 'Doe'],
      ['A', 'B'],
    ]);
  });
});

describe('refusing an NDJSON file, naming the line', () => {
  it('a line that is not JSON, or not an object', async () => {
    const broken = await refusal(bytes('{"f_name":"A","l_name":"B"}\n\n{"f_name":"A",\n'), person);
    expect(broken).toMatchObject({ code: 'INVALID_JSON', line: 3 });
    expect(broken.message).toBe('Line 3: the line is not a JSON object');
    const array = await refusal(bytes('{"f_name":"A","l_name":"B"}\n["A","B"]\n'), person);
    expect(array).toMatchObject({ code: 'INVALID_JSON', line: 2 });
  });

  it('a value that is neither text, a number nor null', async () => {
    const err = await refusal(
      bytes('{"f_name":"A","l_name":"B"}\n{"f_name":"A","l_name":{"x":1}}\n'),
      person,
    );
    expect(err.message).toBe('Line 2: "l_name" must be text, a number or null');
  });

  it('a first object without the required keys', async () => {
    const err = await refusal(bytes('{"firstName":"A","l_name":"B"}\n'), person);
    expect(err).toMatchObject({ code: 'MISSING_COLUMNS', line: 1 });
  });

  it('a formula value', async () => {
    const err = await refusal(
      bytes('{"f_name":"A","l_name":"B"}\n{"f_name":"=1+1","l_name":"B"}\n'),
      person,
    );
    expect(err).toMatchObject({ code: 'FORMULA_CELL', line: 2 });
  });

  it('an empty file, and more rows than the limit', async () => {
    expect(await refusal(bytes('\n\n'), person)).toMatchObject({ code: 'EMPTY_FILE', line: 1 });
    const err = await refusal(bytes('{"f_name":"A","l_name":"B"}\n'.repeat(3)), {
      ...person,
      maxRows: 2,
    });
    expect(err).toMatchObject({ code: 'TOO_MANY_ROWS', line: 3, statusCode: 413 });
  });

  it('invalid UTF-8', async () => {
    const err = await refusal(
      bytes(
        '{"f_name":"A","l_name":"B"}\n{"f_name":"',
        Uint8Array.from([0xc3, 0x28]),
        '","l_name":"B"}\n',
      ),
      person,
    );
    expect(err).toMatchObject({ code: 'INVALID_ENCODING', line: 2 });
  });
});
