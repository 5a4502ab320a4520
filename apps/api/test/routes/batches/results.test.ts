// The results file of a batch as a client reads it, through the
// HTTP stack on PGlite and, with TEST_DATABASE_URL, PostgreSQL: read back with csv-parse it holds
// exactly the uploaded rows and cells (RFC 4180 quoting of commas, quotes and line breaks); a cell
// a spreadsheet would run is written with a leading ' (OWASP "CSV Injection"), NDJSON as uploaded;
// rows a cancel left unscreened read NOT_SCREENED; a custom watchlist's match names the list.
import { emptyEntry } from '@pulse/engines/aml';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { newCaller, session, type Caller } from '../../helpers/clients.js';

let t: TestApp;
let alice: Caller;

beforeAll(async () => {
  t = await createTestApp();
  // A public list of one sanctioned person, so the AML index is loaded.
  await t.app.services.listImports.replace(
    {
      info: { source: 'eu', name: 'EU test list', version: 'v1', licence: 'test', recordCount: 1 },
      records: [{ ...emptyEntry('eu', 'P1', 'Ivor Brannigan', 'individual'), isSanctioned: true }],
      stats: { rows: {}, records: 1, orphansKept: 0, orphansDropped: 0, warnings: [] },
    },
    'eu-v1.xml',
  );
  await t.app.engines.refresh();
  alice = await newCaller(t.app, t.config.outboxDir);
  await t.app.repos.metering.grant(alice.uuid, 'amlPerson', 100);
}, 120_000);
afterAll(async () => t.close());

const AML = 'service=amlPerson&fileName=people.csv';

/** Uploads `body` and answers the batch id. */
async function upload(body: string, type = 'text/csv', query = AML): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/batches?${query}`,
    headers: { ...session(alice), 'content-type': type },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

async function post(url: string): Promise<void> {
  const res = await t.app.inject({ method: 'POST', url, headers: session(alice) });
  expect(res.statusCode, res.body).toBe(200);
}

/** Uploads `body`, starts the batch and works it to the end. */
async function screened(body: string, type?: string, query?: string): Promise<string> {
  const id = await upload(body, type, query);
  await post(`/api/batches/${id}/start`);
  await t.app.services.batchRunner.drain();
  return id;
}

async function results(id: string, format: 'csv' | 'ndjson'): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/batches/${id}/results?format=${format}`,
    headers: session(alice),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

/**
 * The results CSV as the upload reader (and a spreadsheet) reads it: CRLF, LF or CR ends a record
 * outside quotes. Records of cells, header first.
 */
const csvRecords = (text: string): string[][] =>
  parse(text, { record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: false });

const ndjsonRecords = (text: string): Array<Record<string, unknown>> =>
  text
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

/** A CSV file of `rows` under `header`, quoted where RFC 4180 says, CRLF between records. */
function csvFile(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const quote = (c: string) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
  return [header, ...rows].map((r) => r.map(quote).join(',')).join('\r\n') + '\r\n';
}

const HEADER = ['f_name', 'l_name', 'notes', 'amount'];
/** Cells a spreadsheet export holds: line breaks, commas and quotes in quoted cells, unicode, signs. */
const ROWS = [
  ['John', 'Smith\n=1+1', 'line feed, then a formula', '-12.5'],
  ['Ann, Jr.', 'O"Brien', 'say "hi", twice', '-3'],
  ['Zoë', 'Ålesund\r\nVestre', 'CRLF inside', '+7'],
  ['Li', 'Mei\rChen', 'a lone CR', '0.5'],
  ['Søren', 'Kierkegaard', '株式会社 😀 ‮rtl', ''],
  ['Jane', 'Doe', '', '-0'],
];

describe('the results hold exactly the uploaded rows', () => {
  it('CSV and NDJSON: parsed back, the input columns are the uploaded header, rows and cells', async () => {
    const id = await screened(csvFile(HEADER, ROWS));
    const body = await results(id, 'csv');
    // No cell's text starts a line of its own: the line feed stays inside its quoted cell.
    expect(body.split(/\r\n|\n|\r/).filter((l) => l.startsWith('=1+1,'))).toEqual([]);
    const [header, ...rows] = csvRecords(body);
    expect(header?.slice(0, HEADER.length)).toEqual(HEADER);
    expect(header?.slice(HEADER.length, HEADER.length + 2)).toEqual(['row', 'decision']);
    expect(rows.map((r) => r.slice(0, HEADER.length))).toEqual(ROWS);
    expect(rows.map((r) => r[HEADER.length])).toEqual(['1', '2', '3', '4', '5', '6']);

    const nd = ndjsonRecords(await results(id, 'ndjson'));
    expect(nd.map((r) => r.input)).toEqual(
      ROWS.map((cells) => Object.fromEntries(HEADER.map((h, i) => [h, cells[i]]))),
    );
    expect(nd.map((r) => r.row)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('an NDJSON upload comes back with the same values in the CSV results', async () => {
    const people = ROWS.map(([f_name, l_name]) => ({ f_name, l_name, dob: '' }));
    const id = await screened(
      people.map((p) => JSON.stringify(p)).join('\n'),
      'application/x-ndjson',
      'service=amlPerson&fileName=people.ndjson',
    );
    const [header, ...rows] = csvRecords(await results(id, 'csv'));
    expect(header?.slice(0, 5)).toEqual(['f_name', 'l_name', 'dob', 'gender', 'fuzzy_amlp']);
    expect(rows.map((r) => r.slice(0, 3))).toEqual(people.map((p) => [p.f_name, p.l_name, '']));
  });

  it("writes a cell a spreadsheet would run with a leading ' in quotes; NDJSON as uploaded", async () => {
    // Uploads refuse formulas; a phone number with spaces passes, and a spreadsheet would still
    // read it as a formula. Plain numbers stay numbers.
    const id = await screened(
      csvFile(HEADER, [
        ['Ann', 'Lee', '+44 20 7946 0958', '-12.5'],
        ['Bo', 'Kim', '-1 (555) 010-0000', '+3'],
      ]),
    );
    const body = await results(id, 'csv');
    const lines = body.split('\r\n');
    expect(lines[1]).toMatch(/^Ann,Lee,"'\+44 20 7946 0958",-12\.5,1,/);
    expect(lines[2]).toMatch(/^Bo,Kim,"'-1 \(555\) 010-0000",\+3,2,/);
    const nd = ndjsonRecords(await results(id, 'ndjson'));
    expect(nd.map((r) => r.input)).toEqual([
      { f_name: 'Ann', l_name: 'Lee', notes: '+44 20 7946 0958', amount: '-12.5' },
      { f_name: 'Bo', l_name: 'Kim', notes: '-1 (555) 010-0000', amount: '+3' },
    ]);
  });
});

describe('result columns', () => {
  it('marks the rows a cancel left unscreened NOT_SCREENED; a running batch leaves them empty', async () => {
    const id = await upload(csvFile(HEADER, ROWS.slice(0, 3)));
    await post(`/api/batches/${id}/start`);
    // Queued, not worked yet: its rows may still be screened.
    const queued = csvRecords(await results(id, 'csv'));
    const decision = (queued[0] ?? []).indexOf('decision');
    expect(queued.slice(1).map((r) => r[decision])).toEqual(['', '', '']);
    expect(ndjsonRecords(await results(id, 'ndjson')).map((r) => r.decision)).toEqual([
      null,
      null,
      null,
    ]);

    await post(`/api/batches/${id}/cancel`);
    await t.app.services.batchRunner.drain();
    const cancelled = csvRecords(await results(id, 'csv'));
    expect(cancelled.slice(1).map((r) => r[decision])).toEqual([
      'NOT_SCREENED',
      'NOT_SCREENED',
      'NOT_SCREENED',
    ]);
    const nd = ndjsonRecords(await results(id, 'ndjson'));
    expect(nd.map((r) => [r.decision, r.report_id, r.error])).toEqual([
      ['NOT_SCREENED', null, null],
      ['NOT_SCREENED', null, null],
      ['NOT_SCREENED', null, null],
    ]);
  });

  it('marks the rows of an interrupted upload NOT_SCREENED: the batch never starts', async () => {
    const { batches } = t.app.repos;
    // An upload cut short after two rows, as the sweep leaves it.
    const b = await batches.create({
      tenantId: alice.uuid,
      mode: 'live',
      service: 'amlPerson',
      fileName: 'cut.csv',
      format: 'csv',
      header: ['f_name', 'l_name'],
      mapping: ['f_name', 'l_name'],
      createdBy: null,
    });
    await batches.insertRows(b.id, [
      { rowNo: 1, line: 2, cells: ['Ann', 'Lee'] },
      { rowNo: 2, line: 3, cells: ['Bo', 'Kim'] },
    ]);
    const at = new Date();
    expect(await batches.interruptStale(new Date(at.getTime() + 60_000), at)).toHaveLength(1);
    const nd = ndjsonRecords(await results(b.id, 'ndjson'));
    expect(nd.map((r) => [r.input, r.decision])).toEqual([
      [{ f_name: 'Ann', l_name: 'Lee' }, 'NOT_SCREENED'],
      [{ f_name: 'Bo', l_name: 'Kim' }, 'NOT_SCREENED'],
    ]);
  });

  it('best_match_list names the custom watchlist a match is on, and the public list', async () => {
    const list = await t.app.inject({
      method: 'POST',
      url: `/api/watchlists?name=${encodeURIComponent('Internal exits, 2026')}`,
      headers: { ...session(alice), 'content-type': 'text/csv' },
      payload: 'name,reference\r\nZebediah Quartermaine,R-1\r\n',
    });
    expect(list.statusCode, list.body).toBe(201);
    const id = await screened(
      csvFile(
        ['f_name', 'l_name'],
        [
          ['Zebediah', 'Quartermaine'],
          ['Ivor', 'Brannigan'],
        ],
      ),
    );
    const nd = ndjsonRecords(await results(id, 'ndjson'));
    expect(nd.map((r) => [r.best_match, r.best_match_list])).toEqual([
      ['Zebediah Quartermaine', 'Internal exits, 2026'],
      ['Ivor Brannigan', 'EU Consolidated Financial Sanctions List'],
    ]);
    const [header, ...rows] = csvRecords(await results(id, 'csv'));
    const column = (header ?? []).indexOf('best_match_list');
    expect(rows.map((r) => r[column])).toEqual([
      'Internal exits, 2026',
      'EU Consolidated Financial Sanctions List',
    ]);
  });
});
