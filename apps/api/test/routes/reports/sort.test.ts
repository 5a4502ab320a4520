// GET /api/reports?sort&order: by date either way, by service or status either way (newest first
// within each value), paged by cursor to the end with nothing lost or repeated; a cursor is of one
// order; bad sort input of any shape is a 400, never a 500. GET /api/report/{id} names the batch
// whose row made the report.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { call, must, newCaller, reportOf, session, type Caller } from '../../helpers/clients.js';

let t: TestApp;
let alice: Caller;

interface Item {
  id: string;
  referenceID: string;
  apiService: string;
  requestDateTime: string;
  status: string;
}

const get = (url: string) => call(t.app, 'GET', `/api${url}`, session(alice));

beforeAll(async () => {
  t = await createTestApp();
  alice = await newCaller(t.app, t.config.outboxDir);
  const inputs: Array<[string, object]> = [
    ['/phonelookup', { phone: '+447911123456' }], // VERIFIED
    ['/emaillookup', { email: 'a@mailinator.com' }], // RISKY
    ['/phonelookup', { phone: '+99912345678' }], // DECLINED
    ['/phonelookup', { phone: '+445612345678' }], // SUSPICIOUS (VOIP)
  ];
  for (let i = 0; i < 11; i++) {
    const [url, body] = must(inputs[i % inputs.length]);
    const res = await call(t.app, 'POST', `/api${url}`, session(alice), body);
    expect(res.statusCode, res.body).toBe(200);
  }
}, 60_000);
afterAll(async () => t.close());

/** Every report of `query`, page by page (limit 3), in the order the API gave them. */
async function all(query: string): Promise<Item[]> {
  const seen: Item[] = [];
  let cursor: string | undefined;
  do {
    const res = await get(`/reports?limit=3&${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('11');
    seen.push(...(res.json() as Item[]));
    cursor = res.headers['x-next-cursor'] as string | undefined;
  } while (cursor);
  return seen;
}

/** `a` before `b` in (time desc, id desc), the default order. */
const newer = (a: Item, b: Item) =>
  b.requestDateTime.localeCompare(a.requestDateTime) || b.id.localeCompare(a.id);

describe('GET /reports sorted', () => {
  it('sorts by date, newest first by default and oldest first when asked', async () => {
    const byDefault = await all('');
    expect(byDefault).toEqual([...byDefault].sort(newer));
    expect(await all('sort=date&order=desc')).toEqual(byDefault);
    expect(await all('sort=date&order=asc')).toEqual([...byDefault].reverse());
    expect(await all('order=asc')).toEqual([...byDefault].reverse());
  });

  it.each([
    ['service', 'apiService'],
    ['status', 'status'],
  ] as const)(
    'sorts by %s either way, newest first within each value, across pages',
    async (sort, field) => {
      const newestFirst = await all('');
      for (const order of ['asc', 'desc'] as const) {
        const got = await all(`sort=${sort}&order=${order}`);
        const sign = order === 'asc' ? 1 : -1;
        const expected = [...newestFirst].sort(
          (a, b) => sign * a[field].localeCompare(b[field]) || newer(a, b),
        );
        expect(got).toEqual(expected);
      }
      // The values really differ, so the order is visible.
      expect(new Set(newestFirst.map((i) => i[field])).size).toBeGreaterThan(1);
    },
  );

  it('keeps the filters when sorting', async () => {
    const res = await get('/reports?service=phoneLookup&sort=status&order=asc&limit=100');
    expect(res.statusCode).toBe(200);
    const items = res.json() as Item[];
    expect(items.every((i) => i.apiService === 'phoneLookup')).toBe(true);
    expect(items.map((i) => i.status)).toEqual([...items.map((i) => i.status)].sort());
  });

  it("refuses another order's cursor with 400", async () => {
    const byDate = await get('/reports?limit=2');
    const byService = await get('/reports?limit=2&sort=service');
    const dateCursor = String(byDate.headers['x-next-cursor']);
    const serviceCursor = String(byService.headers['x-next-cursor']);
    expect((await get(`/reports?sort=service&cursor=${dateCursor}`)).statusCode).toBe(400);
    expect((await get(`/reports?sort=date&cursor=${serviceCursor}`)).statusCode).toBe(400);
    expect((await get(`/reports?sort=status&cursor=${serviceCursor}`)).statusCode).toBe(200);
  });

  it('answers 400 VALIDATION_ERROR, never 500, to any other sort or order', async () => {
    const sorts = ['date', 'service', 'status'];
    const orders = ['asc', 'desc'];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('DATE', 'Service', 'id', '')),
        fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('ASC', 'up', '1')),
        async (sort, order) => {
          const res = await get(
            `/reports?sort=${encodeURIComponent(sort)}&order=${encodeURIComponent(order)}`,
          );
          const valid = sorts.includes(sort) && orders.includes(order);
          expect(res.statusCode, res.body).toBe(valid ? 200 : 400);
          if (!valid) expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
        },
      ),
      { numRuns: 60 },
    );
    // A repeated parameter is an array, not one of the values.
    for (const q of ['sort=date&sort=service', 'order=asc&order=desc']) {
      const res = await get(`/reports?${q}`);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(400);
    }
  });
});

describe('GET /report/{id} batchId', () => {
  it('is null for a single lookup and the batch id for a batch row', async () => {
    const single = reportOf(
      (
        await call(t.app, 'POST', '/api/phonelookup', session(alice), { phone: '+447911123456' })
      ).json(),
    ).referenceID;
    const one = await get(`/report/${single}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ requestType: 'dashboard', batchId: null });

    await t.app.repos.metering.grant(alice.uuid, 'phoneLookup', 5);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/batches?service=phoneLookup&fileName=phones.csv',
      headers: { ...session(alice), 'content-type': 'text/csv' },
      payload: 'phone\n+447911123456\n',
    });
    expect(up.statusCode, up.body).toBe(201);
    const batchId = (up.json() as { id: string }).id;
    const start = await call(t.app, 'POST', `/api/batches/${batchId}/start`, session(alice));
    expect(start.statusCode, start.body).toBe(200);
    await t.app.services.batchRunner.drain();
    const rows = (await get(`/reports?batch=${batchId}`)).json() as Item[];
    expect(rows).toHaveLength(1);
    const detail = await get(`/report/${must(rows[0]).referenceID}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ requestType: 'dashboard', batchId });
  });
});
