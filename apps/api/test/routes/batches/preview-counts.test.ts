// What a batch preview promises, through the HTTP stack on PGlite
// and, with TEST_DATABASE_URL, PostgreSQL: a date of birth that is no day is refused by the single
// lookup and in a batch alike; the preview counts the rows the lookup's rules refuse apart from
// those it screens, charges only the latter, and the charge then matches it. AML rows are screened
// against the bundled UN snapshot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_LISTS, parseBundledSanctions } from '../../../src/datasets/bundled.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { apiKey, call as lookup, newCaller, session, type Caller } from '../../helpers/clients.js';

let t: TestApp;
let alice: Caller;

beforeAll(async () => {
  t = await createTestApp();
  const un = BUNDLED_LISTS.find((l) => 'sanctions' in l.target && l.target.sanctions === 'un');
  if (!un) throw new Error('the bundled UN list is missing');
  await t.app.services.listImports.replace(parseBundledSanctions(un), 'un snapshot');
  await t.app.engines.refresh();
  for (const service of ['phoneLookup', 'amlPerson'])
    await t.app.repos.catalog.set(service, 'freeCallsPerMonth', 0);
  alice = await newCaller(t.app, t.config.outboxDir);
}, 60_000);
afterAll(async () => t.close());

const paidLeft = async (service: string): Promise<number> =>
  (await t.app.repos.metering.balances(alice.uuid)).get(service) ?? 0;

async function upload(service: string, fileName: string, body: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/batches?service=${service}&fileName=${fileName}`,
    headers: { ...session(alice), 'content-type': 'text/csv' },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; preview: Record<string, unknown> };
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: session(alice), ...(payload ? { payload } : {}) });

describe('a date of birth that is no day of the calendar', () => {
  it('is refused by the AML person lookup with the date picker’s message, charging nothing', async () => {
    await t.app.repos.metering.grant(alice.uuid, 'amlPerson', 1);
    for (const dob of ['1980-13-45', '1990-02-30']) {
      const res = await lookup(t.app, 'POST', '/api/amlperson', apiKey(alice), {
        f_name: 'John',
        l_name: 'Smith',
        dob,
      });
      expect(res.statusCode, dob).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        error: 'Date input not valid.',
      });
    }
    expect(await paidLeft('amlPerson')).toBe(1);
    const leap = await lookup(t.app, 'POST', '/api/amlperson', apiKey(alice), {
      f_name: 'John',
      l_name: 'Smith',
      dob: '1980-02-29',
    });
    expect(leap.statusCode, leap.body).toBe(200);
    expect(await paidLeft('amlPerson')).toBe(0);
  });

  it('in an AML person batch: the row is refused with that message, counted apart, never charged', async () => {
    await t.app.repos.metering.grant(alice.uuid, 'amlPerson', 10);
    const b = await upload(
      'amlPerson',
      'people.csv',
      'f_name,l_name,dob\r\nJane,Doe,1980-01-31\r\nJohn,Smith,1980-13-45\r\nAnn,Lee,\r\n',
    );
    expect(b.preview).toMatchObject({
      rowCount: 3,
      rowsToScreen: 2,
      rowsRefused: 1,
      cost: 2,
      callsLeft: 10,
    });
    expect((b.preview.rows as Array<{ errors: string[] }>).map((r) => r.errors)).toEqual([
      [],
      ['Date input not valid.'],
      [],
    ]);
    // A read of the detail counts the same.
    expect((await call('GET', `/api/batches/${b.id}`)).json().preview).toMatchObject({
      rowsToScreen: 2,
      rowsRefused: 1,
      cost: 2,
    });

    expect((await call('POST', `/api/batches/${b.id}/start`)).statusCode).toBe(200);
    await t.app.services.batchRunner.drain();
    const done = (await call('GET', `/api/batches/${b.id}`)).json();
    expect(done).toMatchObject({ state: 'done', rowsDone: 3, rowsFailed: 1 });
    expect(done.errorRows).toEqual([
      { rowNo: 2, line: 3, error: 'Date input not valid.', referenceId: null },
    ]);
    expect(await paidLeft('amlPerson')).toBe(8);
  });
});

describe('the preview counts', () => {
  it('count every row of the file, not only the rows shown, and again after a mapping change', async () => {
    await t.app.repos.metering.grant(alice.uuid, 'phoneLookup', 100);
    // More rows than the preview shows (20), the refused ones past them.
    const good = Array.from({ length: 25 }, (_, i) => `Jane,+1415555${String(1000 + i)}`);
    const body = `name,mobile\r\n${[...good, 'Bob,12', 'Ann,not a phone'].join('\r\n')}\r\n`;
    const b = await upload('phoneLookup', 'phones.csv', body);
    expect(b.preview).toMatchObject({
      mapping: [null, 'phone'],
      rowCount: 27,
      rowsToScreen: 25,
      rowsRefused: 2,
      cost: 25,
      callsLeft: 100,
    });
    expect(b.preview.rows).toHaveLength(20);

    const swapped = await call('PUT', `/api/batches/${b.id}/mapping`, { mapping: ['phone', null] });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().preview).toMatchObject({ rowsToScreen: 0, rowsRefused: 27, cost: 0 });
    const back = await call('PUT', `/api/batches/${b.id}/mapping`, { mapping: [null, 'phone'] });
    expect(back.json().preview).toMatchObject({ rowsToScreen: 25, rowsRefused: 2, cost: 25 });
    await call('POST', `/api/batches/${b.id}/cancel`);
  });
});
