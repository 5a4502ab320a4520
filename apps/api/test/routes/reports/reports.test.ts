// GET /api/reports (paging, filters, total), GET /api/report/{id}, DELETE /api/reports/{id}, the
// dashboard and billing reads, and every tenancy case. Deleting a report leaves usage, billing and
// the dashboard counts unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import {
  apiKey,
  call,
  must,
  newCaller,
  reportOf,
  session,
  type Caller,
} from '../../helpers/clients.js';

let t: TestApp;
let alice: Caller;
let bob: Caller;
const refs: string[] = [];
const month = new Date().toISOString().slice(0, 7);

const get = (url: string, headers: Record<string, string>) =>
  call(t.app, 'GET', `/api${url}`, headers);

beforeAll(async () => {
  t = await createTestApp();
  alice = await newCaller(t.app, t.config.outboxDir);
  bob = await newCaller(t.app, t.config.outboxDir);
  // 12 reports for alice: phone (VERIFIED / DECLINED / SUSPICIOUS) and email (RISKY / SUSPICIOUS).
  const inputs: Array<[string, object]> = [
    ['/phonelookup', { phone: '+447911123456' }], // VERIFIED
    ['/phonelookup', { phone: '+99912345678' }], // DECLINED
    ['/phonelookup', { phone: '+445612345678' }], // SUSPICIOUS (VOIP)
    ['/emaillookup', { email: 'a@mailinator.com' }], // RISKY
  ];
  for (let i = 0; i < 12; i++) {
    const [url, body] = must(inputs[i % inputs.length]);
    const res = await call(
      t.app,
      'POST',
      `/api${url}`,
      i % 2 ? apiKey(alice) : session(alice),
      body,
    );
    expect(res.statusCode).toBe(200);
    refs.push(reportOf(res.json()).referenceID);
  }
  await call(t.app, 'POST', '/api/phonelookup', apiKey(bob), { phone: '+447911123456' });
});
afterAll(async () => t.close());

describe('GET /reports', () => {
  it('lists newest first with the total in x-total-count, paging by cursor to the end', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await get(`/reports?limit=5${cursor ? `&cursor=${cursor}` : ''}`, session(alice));
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('12');
      const items = res.json() as Array<{
        id: string;
        referenceID: string;
        apiService: string;
        requestDateTime: string;
        status: string;
      }>;
      expect(Object.keys(must(items[0])).sort()).toEqual([
        'apiService',
        'id',
        'referenceID',
        'requestDateTime',
        'status',
      ]);
      seen.push(...items.map((i) => i.referenceID));
      cursor = res.headers['x-next-cursor'] as string | undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...refs].reverse());
  });

  it('filters by status (any case), service, reference id and date range; API-key mode works too', async () => {
    const declined = await get('/reports?status=declined', apiKey(alice));
    expect(declined.headers['x-total-count']).toBe('3');
    expect(
      (declined.json() as Array<{ status: string }>).every((r) => r.status === 'DECLINED'),
    ).toBe(true);
    const email = await get('/reports?service=emailLookup', session(alice));
    expect(email.headers['x-total-count']).toBe('3');
    expect(
      (email.json() as Array<{ apiService: string }>).every((r) => r.apiService === 'emailLookup'),
    ).toBe(true);
    const one = await get(`/reports?referenceId=${refs[4]}`, session(alice));
    expect(one.json()).toHaveLength(1);
    expect(one.headers['x-total-count']).toBe('1');
    const today = new Date().toISOString().slice(0, 10);
    const ranged = await get(`/reports?from=${today}&to=${today}`, session(alice));
    expect(ranged.headers['x-total-count']).toBe('12');
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const none = await get(`/reports?from=${encodeURIComponent(later)}`, session(alice));
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
    expect(none.headers['x-next-cursor']).toBeUndefined();
    const past = await get(`/reports?to=2020-01-01&from=2019-12-01`, session(alice));
    expect(past.headers['x-total-count']).toBe('0');
  });

  it('refuses bad paging and filter values with 400', async () => {
    for (const q of [
      'limit=0',
      'limit=101',
      'limit=abc',
      'cursor=garbage',
      'status=maybe',
      'service=teleport',
      'from=yesterday',
    ]) {
      const res = await get(`/reports?${q}`, session(alice));
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('exposes the paging headers to the browser (CORS)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/reports',
      headers: { ...session(alice), origin: 'http://localhost:3000' },
    });
    expect(String(res.headers['access-control-expose-headers'])).toMatch(
      /x-total-count.*x-next-cursor/i,
    );
  });
});

describe('GET /report/{id}', () => {
  it('returns the detail shape of spec §3', async () => {
    const res = await get(`/report/${refs[0]}`, session(alice));
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      clientId: alice.clientId,
      apiService: 'phoneLookup',
      requestType: 'dashboard',
      inputRequest: { phone: '+447911123456' },
      status: 'VERIFIED',
      report: { referenceID: refs[0], apiKeyUsed: expect.stringMatching(/^pk_live_.{4}….{4}$/) },
    });
    expect(d.report.jsonResponse.results).toMatchObject({
      status: 'VERIFIED',
      response: { isValid: true, countryCode: 'GG' },
    }); // +44 7911 12… is a Guernsey range
    expect(d.report.jsonResponse.results.sources.length).toBeGreaterThan(0);
  });

  it('is a 404 for another client’s report and for an unknown id', async () => {
    expect((await get(`/report/${refs[0]}`, session(bob))).statusCode).toBe(404);
    expect((await get(`/report/${refs[0]}`, apiKey(bob))).statusCode).toBe(404);
    expect((await get('/report/rpt_doesnotexist', session(alice))).statusCode).toBe(404);
  });
});

describe('dashboard and billing reads', () => {
  it('counts outcomes per month and per day (SUSPICIOUS counts as suspicious; ERROR is no tile)', async () => {
    const res = await get(
      `/verification/counts?clientId=${alice.clientId}&month=${month}`,
      session(alice),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.countDetails).toEqual({ verified: 3, declined: 3, suspicious: 3, risky: 3 });
    expect(body.daily).toHaveLength(
      new Date(Date.UTC(+month.slice(0, 4), +month.slice(5), 0)).getUTCDate(),
    );
    const today = body.daily.find(
      (d: { date: string }) => d.date === new Date().toISOString().slice(0, 10),
    );
    expect(today).toMatchObject({ verified: 3, declined: 3, suspicious: 3, risky: 3 });
    const empty = await get(
      `/verification/counts?clientId=${alice.clientId}&month=2020-02`,
      apiKey(alice),
    );
    expect(empty.json().countDetails).toEqual({
      verified: 0,
      declined: 0,
      suspicious: 0,
      risky: 0,
    });
    expect(empty.json().daily).toHaveLength(29);
    expect((await get(`/verification/counts?month=2020-13`, session(alice))).statusCode).toBe(400);
  });

  it('summarises the account per service', async () => {
    await t.app.repos.metering.grant(alice.uuid, 'ipLookup', 500);
    await t.app.repos.clients.setService(alice.email, 'amlPerson', false);
    const res = await get(`/dashboard/account-summary?clientId=${alice.clientId}`, session(alice));
    expect(res.statusCode).toBe(200);
    const services = res.json().accountSummary.services as Array<Record<string, unknown>>;
    expect(services.map((s) => s.service)).toEqual([
      'emailLookup',
      'phoneLookup',
      'ipLookup',
      'addressLookup',
      'binLookup',
      'amlPerson',
      'amlBusiness',
      'fraudEngine',
    ]);
    expect(services.find((s) => s.service === 'phoneLookup')).toEqual({
      service: 'phoneLookup',
      name: 'Phone Lookup',
      category: 'email_ip_phone',
      status: 'Active',
      free: 91,
      paid: 0,
      freeLimit: 100,
      freeUsed: 9,
    });
    expect(services.find((s) => s.service === 'ipLookup')).toMatchObject({ free: 100, paid: 500 });
    expect(services.find((s) => s.service === 'amlPerson')).toMatchObject({ status: 'Inactive' });
    expect(services.find((s) => s.service === 'fraudEngine')).toMatchObject({
      status: 'Inactive',
      free: 0,
      category: null,
    });
  });

  it('bills per service and month, and lists the monthly summary newest first', async () => {
    const res = await get(`/billing?month=${month}&clientId=${alice.clientId}`, {
      ...session(alice),
      clientid: alice.clientId,
    });
    expect(res.statusCode).toBe(200);
    const b = res.json();
    expect(b.totalRequests).toBe(12);
    expect(b.totalCost).toBe(0);
    expect(b.services.find((s: { id: string }) => s.id === 'emailLookup')).toEqual({
      id: 'emailLookup',
      name: 'Email Lookup',
      freeCallsAvailable: 97,
      freeCallsUsed: 3,
      paidCallsAvailable: 0,
      paidCallsUsed: 0,
      costPerCall: 2,
      totalServiceCost: 0,
    });
    const summary = await get(
      `/billing/monthly-summary?clientId=${alice.clientId}`,
      session(alice),
    );
    expect(summary.statusCode).toBe(200);
    const s = summary.json().billingSummary;
    expect(s.current.month).toBe(month);
    expect(s.current.totalCost).toBe(0);
    expect(s.current.billingDate).toMatch(new RegExp(`^${month}-(28|29|30|31)$`));
    expect(s.historical).toEqual([]);
  });
});

describe('DELETE /reports/{id}', () => {
  it('deletes the caller’s report; billing, usage and counts are unchanged; the list shrinks', async () => {
    const before = await Promise.all([
      get(`/billing?month=${month}&clientId=${alice.clientId}`, session(alice)).then((r) => r.body),
      get(`/verification/counts?clientId=${alice.clientId}&month=${month}`, session(alice)).then(
        (r) => r.body,
      ),
      get(`/dashboard/account-summary?clientId=${alice.clientId}`, session(alice)).then(
        (r) => r.body,
      ),
    ]);
    const res = await call(t.app, 'DELETE', `/api/reports/${refs[1]}`, {
      ...session(alice),
      clientid: alice.clientId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Report deleted' });
    const after = await Promise.all([
      get(`/billing?month=${month}&clientId=${alice.clientId}`, session(alice)).then((r) => r.body),
      get(`/verification/counts?clientId=${alice.clientId}&month=${month}`, session(alice)).then(
        (r) => r.body,
      ),
      get(`/dashboard/account-summary?clientId=${alice.clientId}`, session(alice)).then(
        (r) => r.body,
      ),
    ]);
    expect(after).toEqual(before);
    expect((await get(`/report/${refs[1]}`, session(alice))).statusCode).toBe(404);
    const list = await get('/reports', session(alice));
    expect(list.headers['x-total-count']).toBe('11');
    expect((await get('/reports?status=DECLINED', session(alice))).headers['x-total-count']).toBe(
      '2',
    );
    // Deleting again, via the API key this time: 404 with { error, message }.
    const again = await call(t.app, 'DELETE', `/api/reports/${refs[1]}`, apiKey(alice));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      error: 'Report not found',
      message: 'Report not found',
      code: 'NOT_FOUND',
    });
  });

  it('is a 404 for another client’s report, which stays', async () => {
    const res = await call(t.app, 'DELETE', `/api/reports/${refs[2]}`, {
      ...session(bob),
      clientid: bob.clientId,
    });
    expect(res.statusCode).toBe(404);
    expect((await get(`/report/${refs[2]}`, session(alice))).statusCode).toBe(200);
  });
});

describe('tenancy', () => {
  it.each([
    '/verification/counts?clientId=OTHER&month=2026-01',
    '/dashboard/account-summary?clientId=OTHER',
    '/billing/monthly-summary?clientId=OTHER',
    '/billing?month=2026-01&clientId=OTHER',
  ])('%s with another client’s clientId → 403', async (path) => {
    for (const headers of [session(alice), apiKey(alice)]) {
      const res = await get(path.replace('OTHER', bob.clientId), headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });

  it('a clientid header of another client → 403; API key of A with clientid of B → 403; no credentials → 401', async () => {
    expect((await get('/reports', { ...session(alice), clientid: bob.clientId })).statusCode).toBe(
      403,
    );
    expect(
      (await get('/reports', { licensekey: alice.apiKey, clientid: bob.clientId })).statusCode,
    ).toBe(403);
    expect(
      (await get('/billing', { licensekey: alice.apiKey, clientid: bob.clientId })).statusCode,
    ).toBe(403);
    for (const path of [
      '/reports',
      `/report/${refs[0]}`,
      '/verification/counts',
      '/dashboard/account-summary',
      '/billing/monthly-summary',
      '/billing',
      '/geo/ip',
    ]) {
      const res = await get(path, {});
      expect(res.statusCode, path).toBe(401);
    }
    expect((await call(t.app, 'DELETE', `/api/reports/${refs[0]}`, {})).statusCode).toBe(401);
  });

  it('bob sees only his own reports', async () => {
    const res = await get('/reports', session(bob));
    expect(res.headers['x-total-count']).toBe('1');
    expect((res.json() as unknown[]).length).toBe(1);
  });
});
