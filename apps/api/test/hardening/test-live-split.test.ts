// The test/live split, one block per finding of the security
// review: a test key never reads, deletes or is charged for live data, and a dashboard session in
// test mode (its Test switch: the Pulse-Mode header) runs uncharged, in test data only.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublishedEvent } from '../../src/services/events.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { bearer } from '../helpers/accounts.js';
import {
  apiKey,
  call,
  must,
  newCaller,
  reportOf,
  session,
  type Caller,
} from '../helpers/clients.js';

let t: TestApp;
let alice: Caller;
/** Alice's test key, and the reference id of one of her live reports. */
let testKey: string;
let liveRef: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = await newCaller(t.app, t.config.outboxDir);
  const key = await call(t.app, 'POST', '/api/developers/keys', bearer(alice.token), {
    name: 'Sandbox',
    mode: 'test',
  });
  expect(key.statusCode, key.body).toBe(201);
  testKey = (key.json() as { secret: string }).secret;
  const live = await call(t.app, 'POST', '/api/iplookup', apiKey(alice), { ip: '8.8.8.8' });
  expect(live.statusCode, live.body).toBe(200);
  liveRef = reportOf(live.json()).referenceID;
}, 120_000);
afterAll(async () => t.close());

const asTestKey = () => ({ licensekey: testKey, clientid: alice.clientId });
/** The dashboard with its Test switch on: session + live License Key + Pulse-Mode: test. */
const dashboardTest = (c: Caller) => ({ ...session(c), 'pulse-mode': 'test' });

/** Calls left of `service` on the account summary (free this month + paid). */
async function callsLeft(c: Caller, service: string): Promise<number> {
  const res = await call(t.app, 'GET', '/api/dashboard/account-summary', session(c));
  expect(res.statusCode, res.body).toBe(200);
  const lines = (res.json() as { accountSummary: { services: Array<Record<string, unknown>> } })
    .accountSummary.services;
  const line = must(
    lines.find((l) => l.service === service),
    service,
  );
  return Number(line.free) + Number(line.paid);
}

describe('1. a test key cannot delete a live report', () => {
  it('DELETE /reports/<live id> with a pk_test_ key is a 404 and the report stays', async () => {
    const del = await call(t.app, 'DELETE', `/api/reports/${liveRef}`, asTestKey());
    expect(del.statusCode, del.body).toBe(404);
    expect(del.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Report not found' });
    const owner = await call(t.app, 'GET', `/api/report/${liveRef}`, bearer(alice.token));
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json()).toMatchObject({ mode: 'live' });
  });

  it('nor can a live key delete a test report; the test key deletes its own', async () => {
    const made = await call(t.app, 'POST', '/api/iplookup', asTestKey(), { ip: '203.0.113.10' });
    const testRef = reportOf(made.json()).referenceID;
    expect((await call(t.app, 'DELETE', `/api/reports/${testRef}`, apiKey(alice))).statusCode).toBe(
      404,
    );
    const del = await call(t.app, 'DELETE', `/api/reports/${testRef}`, asTestKey());
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ message: 'Report deleted' });
  });
});

describe('2. a test key reads test data only', () => {
  it('GET /report/<live id> with a pk_test_ key is a 404, as for another client', async () => {
    // A live report of its own (the block above may have deleted the first one on a broken build).
    const made = await call(t.app, 'POST', '/api/iplookup', apiKey(alice), { ip: '1.1.1.1' });
    const ref = reportOf(made.json()).referenceID;
    const res = await call(t.app, 'GET', `/api/report/${ref}`, asTestKey());
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Report not found' });
    expect(res.body).not.toContain('"mode":"live"');
    expect((await call(t.app, 'GET', `/api/report/${ref}`, apiKey(alice))).statusCode).toBe(200);
  });

  it.each(['/api/billing', '/api/billing/monthly-summary', '/api/dashboard/account-summary'])(
    '%s with a pk_test_ key is 403 MODE_MISMATCH (test mode has no billing)',
    async (url) => {
      const res = await call(t.app, 'GET', url, asTestKey());
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'MODE_MISMATCH',
        error: 'Test mode has no billing: test calls are never charged',
      });
      // The live key and the dashboard still read them.
      expect((await call(t.app, 'GET', url, apiKey(alice))).statusCode).toBe(200);
      expect((await call(t.app, 'GET', url, session(alice))).statusCode).toBe(200);
    },
  );

  it('a test key asking for live through the Pulse-Mode header is refused', async () => {
    const res = await call(t.app, 'GET', '/api/reports', { ...asTestKey(), 'pulse-mode': 'live' });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ code: 'MODE_MISMATCH' });
    const bad = await call(t.app, 'GET', '/api/reports', { ...session(alice), 'pulse-mode': 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'The Pulse-Mode header must be live or test' });
  });
});

describe('13. the dashboard in test mode is never charged and shows test data only', () => {
  it('a lookup with the Test switch on consumes no live call and writes a test report', async () => {
    const before = await callsLeft(alice, 'ipLookup');
    const res = await call(t.app, 'POST', '/api/iplookup', dashboardTest(alice), {
      ip: '203.0.113.40',
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = reportOf(res.json());
    expect(report.jsonResponse.results.status).toBe('DECLINED');
    expect(await callsLeft(alice, 'ipLookup')).toBe(before);
    const detail = await call(
      t.app,
      'GET',
      `/api/report/${report.referenceID}`,
      dashboardTest(alice),
    );
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ mode: 'test', requestType: 'dashboard' });
    // Not in the live view.
    const live = await call(t.app, 'GET', `/api/report/${report.referenceID}`, session(alice));
    expect(live.statusCode).toBe(404);
  });

  it('a test lookup works with no calls left (never 402)', async () => {
    const bob = await newCaller(t.app, t.config.outboxDir);
    await t.app.repos.catalog.set('phoneLookup', 'freeCallsPerMonth', 0);
    try {
      const live = await call(t.app, 'POST', '/api/phonelookup', session(bob), {
        phone: '+15555550100',
      });
      expect(live.statusCode).toBe(402);
      const test = await call(t.app, 'POST', '/api/phonelookup', dashboardTest(bob), {
        phone: '+15555550100',
      });
      expect(test.statusCode, test.body).toBe(200);
    } finally {
      await t.app.repos.catalog.set('phoneLookup', 'freeCallsPerMonth', 100);
    }
  });

  it('the request log shows the calls of the view mode only', async () => {
    const carol = await newCaller(t.app, t.config.outboxDir);
    const key = await call(t.app, 'POST', '/api/developers/keys', bearer(carol.token), {
      name: 'CI',
      mode: 'test',
    });
    const carolTest = {
      licensekey: (key.json() as { secret: string }).secret,
      clientid: carol.clientId,
    };
    await call(t.app, 'POST', '/api/iplookup', apiKey(carol), { ip: '8.8.8.8' });
    await call(t.app, 'POST', '/api/iplookup', carolTest, { ip: '203.0.113.10' });
    await call(t.app, 'GET', '/api/reports', carolTest);
    type Entry = { id: string; keyPrefix: string };
    const list = async (headers: Record<string, string>) => {
      const res = await call(t.app, 'GET', '/api/developers/requests?limit=100', headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Entry[];
    };
    // The writer stores entries after the answers went out: wait until all three are there.
    await vi.waitFor(
      async () => {
        await must(t.app.requestLog, 'request log writer').flush();
        const all = [...(await list(bearer(carol.token))), ...(await list(dashboardTest(carol)))];
        expect(all).toHaveLength(3);
      },
      { timeout: 5000, interval: 50 },
    );
    const live = await list(bearer(carol.token));
    const test = await list(dashboardTest(carol));
    expect(live.map((e) => e.keyPrefix.slice(0, 8))).toEqual(['pk_live_']);
    expect(test.map((e) => e.keyPrefix.slice(0, 8))).toEqual(['pk_test_', 'pk_test_']);
    // An entry of the other mode is not found.
    const other = await call(
      t.app,
      'GET',
      `/api/developers/requests/${must(test[0], 'test entry').id}`,
      bearer(carol.token),
    );
    expect(other.statusCode).toBe(404);
    const own = await call(
      t.app,
      'GET',
      `/api/developers/requests/${must(test[0], 'test entry').id}`,
      dashboardTest(carol),
    );
    expect(own.statusCode, own.body).toBe(200);
  });

  it('report webhooks say which mode the report is of', async () => {
    const seen: PublishedEvent[] = [];
    const stop = t.app.services.events.subscribe((e) => {
      if (e.tenantId === alice.uuid) seen.push(e);
    });
    try {
      const res = await call(t.app, 'POST', '/api/iplookup', asTestKey(), { ip: '203.0.113.20' });
      const ref = reportOf(res.json()).referenceID;
      await call(t.app, 'DELETE', `/api/reports/${ref}`, asTestKey());
    } finally {
      stop();
    }
    expect(seen.map((e) => [e.type, e.data.mode])).toEqual([
      ['report.created', 'test'],
      ['report.deleted', 'test'],
    ]);
  });
});
