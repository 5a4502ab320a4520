// The batch flow through the HTTP stack, on PGlite and, with
// TEST_DATABASE_URL, PostgreSQL: upload and preview charge nothing; start, progress and results;
// every row once (a chunk worked twice writes nothing again); cancel; pause when the calls run
// out and resume after a top-up; malformed files refused with their line and nothing kept;
// roles, tenants and test mode kept apart.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, outboxMessages } from '../../helpers/accounts.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { apiKey, newCaller, session, type Caller } from '../../helpers/clients.js';
import { addMember } from '../../helpers/members.js';

let t: TestApp;
let alice: Caller;
let bob: Caller;
let viewerToken: string;

const PHONES = ['+14155552671', '+442071838750', '+33142685300', '+4930901820', '+81312345678'];
const csv = (rows: string[], header = 'phone') => `${header}\r\n${rows.join('\r\n')}\r\n`;

beforeAll(async () => {
  t = await createTestApp({}, {}, process.env.DEBUG_LOG ? { logger: { level: 'error' } } : {});
  await t.app.repos.catalog.set('phoneLookup', 'freeCallsPerMonth', 0);
  alice = await newCaller(t.app, t.config.outboxDir);
  bob = await newCaller(t.app, t.config.outboxDir);
  viewerToken = (await addMember(t.app, t.config, alice.uuid, 'viewer')).token;
}, 60_000);
afterAll(async () => t.close());

async function paidLeft(c: Caller, service = 'phoneLookup'): Promise<number> {
  return (await t.app.repos.metering.balances(c.uuid)).get(service) ?? 0;
}

function upload(
  headers: Record<string, string>,
  body: string,
  query = 'service=phoneLookup&fileName=phones.csv',
  type = 'text/csv',
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/batches?${query}`,
    headers: { ...headers, 'content-type': type },
    payload: body,
  });
}

const get = (headers: Record<string, string>, url: string) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (headers: Record<string, string>, url: string) =>
  t.app.inject({ method: 'POST', url, headers });

async function uploaded(c: Caller, body: string): Promise<{ id: string; [k: string]: unknown }> {
  const res = await upload(session(c), body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function batchReports(c: Caller, id: string): Promise<number> {
  const res = await get(session(c), `/api/reports?batch=${id}&limit=100`);
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.headers['x-total-count']);
}

describe('upload and preview', () => {
  it('reads the file into a preview with the mapping, checked rows, count and cost, charging nothing', async () => {
    await t.app.repos.metering.grant(alice.uuid, 'phoneLookup', 10);
    const res = await upload(session(alice), csv([...PHONES, 'not a phone']));
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json();
    expect(b).toMatchObject({
      service: 'phoneLookup',
      state: 'preview',
      fileName: 'phones.csv',
      format: 'csv',
      mode: 'live',
      rowCount: 6,
      rowsDone: 0,
      rowsLeft: 6,
      decisions: { VERIFIED: 0, SUSPICIOUS: 0, RISKY: 0, DECLINED: 0, ERROR: 0 },
      outcomes: { VERIFIED: 0, SUSPICIOUS: 0, RISKY: 0, DECLINED: 0, ERROR: 0 }, // deprecated
      errorRows: [],
    });
    expect(b.createdBy?.name).toEqual(expect.any(String));
    expect(b.preview).toMatchObject({
      header: ['phone'],
      fields: ['phone'],
      mapping: ['phone'],
      suggestedMapping: ['phone'],
      rowCount: 6,
      // The row the phone rule refuses is not screened, so not charged.
      rowsToScreen: 5,
      rowsRefused: 1,
      cost: 5,
      callsLeft: 10,
    });
    expect(b.preview.rows).toHaveLength(6);
    expect(b.preview.rows[0]).toEqual({ rowNo: 1, line: 2, cells: [PHONES[0]], errors: [] });
    expect(b.preview.rows[5]).toEqual({
      rowNo: 6,
      line: 7,
      cells: ['not a phone'],
      errors: ['Enter a valid phone number'],
    });
    expect(await paidLeft(alice)).toBe(10);
    expect(await batchReports(alice, b.id)).toBe(0);
    // The list shows it to every member, the viewer too.
    const list = await get(bearer(viewerToken), '/api/batches?limit=20');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((x: { id: string }) => x.id)).toContain(b.id);
  });

  it('takes NDJSON keyed by field name', async () => {
    const body = PHONES.slice(0, 2)
      .map((phone) => JSON.stringify({ phone }))
      .join('\n');
    const res = await upload(
      session(alice),
      body,
      'service=phoneLookup&fileName=p.ndjson',
      'application/x-ndjson',
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ format: 'ndjson', rowCount: 2 });
  });

  it.each([
    ['an empty file', '', 'EMPTY_FILE', 1],
    ['a ragged row', 'phone\r\n+14155552671\r\n+14155552671,extra\r\n', 'RAGGED_ROW', 3],
    ['a semicolon file', 'phone;name\r\n+14155552671;Jane\r\n', 'WRONG_DELIMITER', 1],
    ['a formula cell', "phone\r\n+14155552671\r\n=cmd|' /C calc'!A0\r\n", 'FORMULA_CELL', 3],
    [
      'a header without the required column',
      'telephone_no\r\n+14155552671\r\n',
      'MISSING_COLUMNS',
      1,
    ],
  ])('refuses %s with its line, keeping and charging nothing', async (_name, body, code, line) => {
    const before = (await get(session(bob), '/api/batches')).json().items.length;
    const res = await upload(session(bob), body);
    expect(res.statusCode).toBe(400);
    const err = res.json();
    expect(err).toMatchObject({ code, line });
    expect(err.error).toMatch(new RegExp(`^Line ${line}: `));
    expect((await get(session(bob), '/api/batches')).json().items.length).toBe(before);
  });

  it('refuses bad UTF-8 with its line', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/batches?service=phoneLookup',
      headers: { ...session(bob), 'content-type': 'text/csv' },
      payload: Buffer.concat([Buffer.from('phone\r\n'), Buffer.from([0xff, 0xfe, 0x41])]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_ENCODING', line: 2 });
  });

  it('answers 415 for a body that is neither CSV nor NDJSON', async () => {
    const res = await upload(session(bob), '{}', 'service=phoneLookup', 'application/json');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      error: 'Send the file with Content-Type text/csv or application/x-ndjson',
    });
    const form = await upload(session(bob), 'a=b', 'service=phoneLookup', 'multipart/form-data');
    expect(form.statusCode).toBe(415);
  });

  it('lets the mapping change while in preview, re-checking the rows', async () => {
    const b = await uploaded(alice, csv(['Jane,+14155552671'], 'name,mobile'));
    const preview = b.preview as { mapping: unknown[]; suggestedMapping: unknown[] };
    // "mobile" is an alias of phone.
    expect(preview.suggestedMapping).toEqual([null, 'phone']);
    const put = (mapping: unknown[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/batches/${b.id}/mapping`,
        headers: session(alice),
        payload: { mapping },
      });
    const none = await put([null, null]);
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('MISSING_COLUMNS');
    const wrong = await put(['phone', 'phone']);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const swapped = await put(['phone', null]);
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().preview.rows[0].errors).toEqual(['Enter a valid phone number']);
    expect((await put([null, 'phone'])).json().preview.rows[0].errors).toEqual([]);
    const go = await post(session(alice), `/api/batches/${b.id}/start`);
    expect(go.statusCode, go.body).toBe(200);
    const late = await put(['phone', null]);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('BATCH_STARTED');
    await post(session(alice), `/api/batches/${b.id}/cancel`);
  });
});

describe('start, progress and results', () => {
  it('screens every row once: rows done = reports written = calls consumed', async () => {
    await t.app.repos.metering.grant(bob.uuid, 'phoneLookup', 100);
    const b = await uploaded(bob, csv([...PHONES, 'not a phone']));
    const started = await post(session(bob), `/api/batches/${b.id}/start`);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().state).toBe('queued');
    expect(await paidLeft(bob)).toBe(100);

    await t.app.services.batchRunner.drain();
    const done = (await get(session(bob), `/api/batches/${b.id}`)).json();
    expect(done).toMatchObject({
      state: 'done',
      rowCount: 6,
      rowsDone: 6,
      rowsFailed: 1,
      rowsLeft: 0,
      etaSeconds: null,
      preview: null,
    });
    const { ERROR, ...charged } = done.decisions as Record<string, number>;
    expect(ERROR).toBe(1);
    expect(Object.values(charged).reduce((a, n) => a + n, 0)).toBe(5);
    expect(done.errorRows).toEqual([
      { rowNo: 6, line: 7, error: 'Enter a valid phone number', referenceId: null },
    ]);
    expect(await paidLeft(bob)).toBe(95);
    expect(await batchReports(bob, b.id)).toBe(5);
    // The member who started it is told, once.
    const told = outboxMessages(t.config.outboxDir).filter(
      (m) =>
        m.includes(`To: ${bob.email}`) &&
        m.includes('Your Phone Lookup batch "phones.csv" has finished.'),
    );
    expect(told).toHaveLength(1);
    expect(told[0]).toContain('6 of 6 rows were screened, 1 with errors (not charged).');

    // A chunk worked again (a retried or duplicated job) finds its rows done.
    await t.app.services.batchRunner.work({ batchId: b.id, from: 1, to: 6 });
    expect(await paidLeft(bob)).toBe(95);
    expect(await batchReports(bob, b.id)).toBe(5);
    expect((await get(session(bob), `/api/batches/${b.id}`)).json().rowsDone).toBe(6);

    // The results: input columns, then the outcome of each row, in row order.
    const res = await get(session(bob), `/api/batches/${b.id}/results?format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="phones-results.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'phone,row,decision,score,message,valid,line_type,carrier,country_code,report_id,error',
    );
    expect(lines).toHaveLength(7);
    expect(lines[1]).toMatch(/^\+14155552671,1,(VERIFIED|SUSPICIOUS|RISKY|DECLINED),/);
    expect(lines[1]).toMatch(/,rpt_[a-z0-9]+,$/);
    expect(lines[6]).toBe('not a phone,6,ERROR,,,,,,,,Enter a valid phone number');
    const nd = await get(session(bob), `/api/batches/${b.id}/results?format=ndjson`);
    const rows = nd.body
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(rows).toHaveLength(6);
    expect(rows[0]).toMatchObject({ input: { phone: PHONES[0] }, row: 1 });
    // The report of a row is a normal report.
    const report = await get(session(bob), `/api/report/${rows[0].report_id}`);
    expect(report.statusCode).toBe(200);
  });

  it('cancel stops new rows at once; the results of a cancelled batch still download', async () => {
    await t.app.repos.metering.grant(bob.uuid, 'phoneLookup', 10);
    const left = await paidLeft(bob);
    const b = await uploaded(bob, csv(PHONES));
    await post(session(bob), `/api/batches/${b.id}/start`);
    const cancelled = await post(session(bob), `/api/batches/${b.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', finishedAt: expect.any(String) });
    await t.app.services.batchRunner.drain();
    expect((await get(session(bob), `/api/batches/${b.id}`)).json().rowsDone).toBe(0);
    expect(await paidLeft(bob)).toBe(left);
    const again = await post(session(bob), `/api/batches/${b.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BATCH_ENDED');
    const res = await get(session(bob), `/api/batches/${b.id}/results`);
    expect(res.body.trimEnd().split('\r\n')).toHaveLength(6);
  });

  it('pauses when the calls run out and resumes after a top-up', async () => {
    const carol = await newCaller(t.app, t.config.outboxDir);
    await t.app.repos.metering.grant(carol.uuid, 'phoneLookup', 3);
    const b = await uploaded(carol, csv(PHONES));
    await post(session(carol), `/api/batches/${b.id}/start`);
    await t.app.services.batchRunner.drain();
    const paused = (await get(session(carol), `/api/batches/${b.id}`)).json();
    expect(paused).toMatchObject({ state: 'paused', rowsDone: 3, rowsLeft: 2 });
    expect(await paidLeft(carol)).toBe(0);
    expect(await batchReports(carol, b.id)).toBe(3);

    // A top-up through the sandbox checkout, as the Billing page does.
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-checkout-session',
      headers: session(carol),
      payload: {
        serviceType: 'phoneLookup',
        purchaseType: 'single',
        quantity: 500,
        successUrl: 'http://localhost:3000/payment-success',
        cancelUrl: 'http://localhost:3000/payment-cancel',
      },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const page = new URL(checkout.json().url as string);
    const paid = await t.app.inject({
      method: 'POST',
      url: page.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        token: page.searchParams.get('token') ?? '',
        action: 'pay',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/40',
        cvc: '123',
        name: 'Carol',
      }).toString(),
    });
    expect(paid.statusCode, paid.body).toBe(303);
    expect((await get(session(carol), `/api/batches/${b.id}`)).json().state).toBe('queued');
    await t.app.services.batchRunner.drain();
    const done = (await get(session(carol), `/api/batches/${b.id}`)).json();
    expect(done).toMatchObject({ state: 'done', rowsDone: 5 });
    expect(await paidLeft(carol)).toBe(498);
    expect(await batchReports(carol, b.id)).toBe(5);
  });
});

describe('who may see and run batches', () => {
  let id: string;
  beforeEach(async () => {
    id = (await uploaded(alice, csv(PHONES.slice(0, 1)))).id;
  });

  it('refuses a viewer every change, and lets the viewer read', async () => {
    expect((await upload(bearer(viewerToken), csv(PHONES))).statusCode).toBe(403);
    expect((await post(bearer(viewerToken), `/api/batches/${id}/start`)).statusCode).toBe(403);
    expect((await post(bearer(viewerToken), `/api/batches/${id}/cancel`)).statusCode).toBe(403);
    expect((await get(bearer(viewerToken), `/api/batches/${id}`)).statusCode).toBe(200);
    expect((await get(bearer(viewerToken), `/api/batches/${id}/results`)).statusCode).toBe(200);
  });

  it('pages the list by limit and cursor, and refuses a bad limit', async () => {
    const first = await get(session(alice), '/api/batches?limit=1');
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.items).toHaveLength(1);
    const next = await get(session(alice), `/api/batches?limit=1&cursor=${page.nextCursor}`);
    expect(next.json().items[0].id).not.toBe(page.items[0].id);
    expect((await get(session(alice), '/api/batches?limit=0')).statusCode).toBe(400);
    expect((await get(session(alice), '/api/batches?limit=abc')).statusCode).toBe(400);
  });

  it('answers 401 without a session or key', async () => {
    const res = await get({}, '/api/batches');
    expect(res.statusCode).toBe(401);
    expect((await upload({}, csv(PHONES))).statusCode).toBe(401);
  });

  it("reads another tenant's batch as missing", async () => {
    for (const res of [
      await get(session(bob), `/api/batches/${id}`),
      await get(session(bob), `/api/batches/${id}/results`),
      await post(session(bob), `/api/batches/${id}/start`),
      await post(session(bob), `/api/batches/${id}/cancel`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Batch not found' });
    }
    expect(
      (await get(session(bob), '/api/batches')).json().items.map((b: { id: string }) => b.id),
    ).not.toContain(id);
  });

  it('runs an API key upload in the key’s mode, and a test batch never charges', async () => {
    const res = await upload(apiKey(alice), csv(PHONES.slice(0, 2)));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ mode: 'live', createdBy: null });
    const before = await paidLeft(alice);
    const test = await upload({ ...session(alice), 'pulse-mode': 'test' }, csv(PHONES.slice(0, 2)));
    expect(test.statusCode, test.body).toBe(201);
    const tb = test.json();
    expect(tb).toMatchObject({ mode: 'test', preview: { cost: 0, callsLeft: null } });
    // Not in the live list; in the test one.
    expect((await get(session(alice), `/api/batches/${tb.id}`)).statusCode).toBe(404);
    const testHeaders = { ...session(alice), 'pulse-mode': 'test' };
    await post(testHeaders, `/api/batches/${tb.id}/start`);
    await t.app.services.batchRunner.drain();
    expect((await get(testHeaders, `/api/batches/${tb.id}`)).json()).toMatchObject({
      state: 'done',
      rowsDone: 2,
    });
    expect(await paidLeft(alice)).toBe(before);
  });
});
