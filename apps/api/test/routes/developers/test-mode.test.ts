// Test mode: a pk_test_ key gets the documented sandbox answers, real engines for other inputs, is
// never charged (not even with no calls left), and its reports and counts are kept apart from live.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { bearer } from '../../helpers/accounts.js';
import { call, must, newCaller, reportOf, type Caller } from '../../helpers/clients.js';
import { SANDBOX_INPUTS } from '../../../src/domain/sandbox.js';

let t: TestApp;
let alice: Caller;
let testKey: string;

const SERVICES = [
  'emailLookup',
  'phoneLookup',
  'ipLookup',
  'binLookup',
  'amlPerson',
  'amlBusiness',
] as const;

beforeAll(async () => {
  t = await createTestApp();
  alice = await newCaller(t.app, t.config.outboxDir);
  for (const s of SERVICES) await t.app.repos.clients.setService(alice.email, s, true);
  const res = await call(t.app, 'POST', '/api/developers/keys', bearer(alice.token), {
    name: 'Sandbox',
    mode: 'test',
  });
  testKey = (res.json() as { secret: string }).secret;
});
afterAll(async () => t.close());

const asTest = () => ({ licensekey: testKey, clientid: alice.clientId });
const asLive = () => ({ licensekey: alice.apiKey, clientid: alice.clientId });

/** The request of one sandbox input of a service. */
function request(service: (typeof SERVICES)[number], value: string): [string, object] {
  switch (service) {
    case 'emailLookup':
      return ['/emaillookup', { email: value }];
    case 'phoneLookup':
      return ['/phonelookup', { phone: value }];
    case 'ipLookup':
      return ['/iplookup', { ip: value }];
    case 'binLookup':
      return ['/binlookup', { bin: value }];
    case 'amlPerson': {
      const [f, l] = value.split(' ');
      return ['/amlperson', { f_name: f, l_name: l }];
    }
    case 'amlBusiness':
      return ['/amlbusiness', { company: value }];
  }
}

const lookup = (headers: Record<string, string>, url: string, body: object) =>
  call(t.app, 'POST', `/api${url}`, headers, body);

describe('test mode', () => {
  it('answers every documented sandbox input with its status, the same every time', async () => {
    for (const service of SERVICES) {
      for (const [value, status] of Object.entries(SANDBOX_INPUTS[service])) {
        const [url, body] = request(service, value);
        for (let i = 0; i < 2; i++) {
          const res = await lookup(asTest(), url, body);
          expect(res.statusCode, `${service} ${value}: ${res.body}`).toBe(200);
          const results = reportOf(res.json()).jsonResponse.results;
          expect(results).toMatchObject({
            status,
            message: `Test mode: a sandbox input that always returns ${status}. No call was charged.`,
            reasons: [`Sandbox input for ${status}`],
          });
          expect(results.sources[0]).toEqual({
            name: 'Pulse sandbox (test mode)',
            version: '1',
            licence: 'n/a',
          });
        }
      }
    }
  });

  it('runs the real engines on other inputs, and live keys never get sandbox answers', async () => {
    const real = await lookup(asTest(), '/iplookup', { ip: '8.8.8.8' });
    const live = await lookup(asLive(), '/iplookup', { ip: '8.8.8.8' });
    const a = reportOf(real.json()).jsonResponse.results;
    const b = reportOf(live.json()).jsonResponse.results;
    expect(a.status).toBe(b.status);
    expect(a.response).toEqual(b.response);
    const sandboxIpLive = await lookup(asLive(), '/iplookup', { ip: '203.0.113.40' });
    expect(reportOf(sandboxIpLive.json()).jsonResponse.results.message).not.toMatch(/Test mode/);
  });

  it('never charges a test call, even with no calls left', async () => {
    const bob = await newCaller(t.app, t.config.outboxDir);
    const key = await call(t.app, 'POST', '/api/developers/keys', bearer(bob.token), {
      name: 'CI',
      mode: 'test',
    });
    const headers = {
      licensekey: (key.json() as { secret: string }).secret,
      clientid: bob.clientId,
    };
    await t.app.repos.catalog.set('ipLookup', 'freeCallsPerMonth', 0);
    try {
      expect(
        (
          await lookup({ licensekey: bob.apiKey, clientid: bob.clientId }, '/iplookup', {
            ip: '8.8.8.8',
          })
        ).statusCode,
      ).toBe(402);
      for (const ip of ['203.0.113.10', '8.8.8.8', '1.1.1.1'])
        expect((await lookup(headers, '/iplookup', { ip })).statusCode).toBe(200);
    } finally {
      await t.app.repos.catalog.set('ipLookup', 'freeCallsPerMonth', 100);
    }
    const month = new Date().toISOString().slice(0, 7);
    expect((await t.app.repos.metering.usage(bob.uuid, month)).get('ipLookup')).toBeUndefined();
    const billing = await call(t.app, 'GET', `/api/billing?month=${month}`, bearer(bob.token));
    expect(billing.json()).toMatchObject({ totalRequests: 0, totalCost: 0 });
  });

  it('keeps test reports and counts apart from live ones', async () => {
    const carol = await newCaller(t.app, t.config.outboxDir);
    const created = await call(t.app, 'POST', '/api/developers/keys', bearer(carol.token), {
      name: 'Staging',
      mode: 'test',
    });
    const test = {
      licensekey: (created.json() as { secret: string }).secret,
      clientid: carol.clientId,
    };
    const live = { licensekey: carol.apiKey, clientid: carol.clientId };
    const testRef = reportOf(
      (await lookup(test, '/iplookup', { ip: '203.0.113.40' })).json(),
    ).referenceID;
    await lookup(test, '/iplookup', { ip: '203.0.113.10' });
    const liveRef = reportOf(
      (await lookup(live, '/iplookup', { ip: '8.8.8.8' })).json(),
    ).referenceID;

    const reports = async (query: string, headers: Record<string, string>) => {
      const res = await call(t.app, 'GET', `/api/reports${query}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      return {
        refs: (res.json() as Array<{ referenceID: string }>).map((r) => r.referenceID),
        total: Number(res.headers['x-total-count']),
      };
    };
    const session = bearer(carol.token);
    expect(await reports('', session)).toEqual({ refs: [liveRef], total: 1 });
    expect(await reports('?mode=live', session)).toEqual({ refs: [liveRef], total: 1 });
    const testList = await reports('?mode=test', session);
    expect(testList.total).toBe(2);
    expect(testList.refs).toContain(testRef);
    // The dashboard sends the (live) License Key with its session on every call (spec §6): the
    // session's view mode decides, so the Test view lists the test reports.
    const dashboard = { ...session, licensekey: carol.apiKey };
    const dashboardTest = await reports('?mode=test', dashboard);
    expect(dashboardTest.total).toBe(2);
    expect(dashboardTest.refs).toContain(testRef);
    expect(await reports('?mode=live', dashboard)).toEqual({ refs: [liveRef], total: 1 });
    const dashboardCounts = await call(
      t.app,
      'GET',
      '/api/verification/counts?mode=test',
      dashboard,
    );
    expect(dashboardCounts.statusCode, dashboardCounts.body).toBe(200);
    expect(dashboardCounts.json()).toMatchObject({
      countDetails: { verified: 1, declined: 1, suspicious: 0, risky: 0 },
    });
    // A key reads its own mode; asking a key for the other mode is refused.
    expect((await reports('', test)).total).toBe(2);
    expect((await reports('', live)).refs).toEqual([liveRef]);
    const mismatch = await call(t.app, 'GET', '/api/reports?mode=live', test);
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json()).toMatchObject({
      code: 'MODE_MISMATCH',
      error: 'A test key reads test data only',
    });
    const liveMismatch = await call(t.app, 'GET', '/api/reports?mode=test', live);
    expect(liveMismatch.json()).toMatchObject({ error: 'A live key reads live data only' });

    const counts = async (mode: string) =>
      (
        (await call(t.app, 'GET', `/api/verification/counts?mode=${mode}`, session)).json() as {
          countDetails: Record<string, number>;
        }
      ).countDetails;
    const liveCounts = await counts('live');
    const testCounts = await counts('test');
    expect(testCounts).toEqual({ verified: 1, declined: 1, suspicious: 0, risky: 0 });
    expect(Object.values(liveCounts).reduce((a, b) => a + b, 0)).toBe(1);

    // A report is read and deleted in its own mode only: the Test view sends Pulse-Mode: test.
    const testView = { ...dashboard, 'pulse-mode': 'test' };
    expect((await call(t.app, 'GET', `/api/report/${testRef}`, session)).statusCode).toBe(404);
    const detail = await call(t.app, 'GET', `/api/report/${testRef}`, testView);
    expect(detail.json()).toMatchObject({ mode: 'test', status: 'DECLINED' });
    // Deleting a test report lowers the test total only.
    expect((await call(t.app, 'DELETE', `/api/reports/${testRef}`, session)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/reports/${testRef}`, testView)).statusCode).toBe(200);
    expect((await reports('?mode=test', session)).total).toBe(1);
    expect((await reports('', session)).total).toBe(1);
    expect(must(await counts('test')).declined).toBe(1);
  });

  it('refuses an unknown mode', async () => {
    const res = await call(t.app, 'GET', '/api/reports?mode=sandbox', bearer(alice.token));
    expect(res.statusCode).toBe(400);
  });
});
