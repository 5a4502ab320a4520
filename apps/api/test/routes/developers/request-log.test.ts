// The request log: every API-key call recorded once with its fields, secrets
// redacted in the stored bodies, filters, cursor paging, tenancy, and the 7-day / 30-day pruning.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { bearer } from '../../helpers/accounts.js';
import { apiKey, call, must, newCaller, session, type Caller } from '../../helpers/clients.js';

let t: TestApp;
let alice: Caller;
let bob: Caller;

interface Entry {
  id: string;
  createdAt: string;
  requestId: string;
  keyPrefix: string;
  method: string;
  path: string;
  route: string;
  status: number;
  latencyMs: number;
  ip: string;
  reportId: string | null;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await newCaller(t.app, t.config.outboxDir);
  bob = await newCaller(t.app, t.config.outboxDir);
});
afterAll(async () => t.close());

const writer = () => must(t.app.requestLog, 'request log writer');

async function list(who: Caller, query = '') {
  const res = await call(t.app, 'GET', `/api/developers/requests${query}`, bearer(who.token));
  expect(res.statusCode, res.body).toBe(200);
  return { items: res.json() as Entry[], next: res.headers['x-next-cursor'] as string | undefined };
}

/** Waits until the writer has stored `n` entries of `who` (owner look-ups run after the answer). */
async function settled(who: Caller, n: number) {
  await vi.waitFor(
    async () => {
      await writer().flush();
      expect((await list(who, '?limit=100')).items).toHaveLength(n);
    },
    { timeout: 5000, interval: 50 },
  );
  return (await list(who, '?limit=100')).items;
}

describe('recording', () => {
  it('records each API-key call once, with its fields; session calls and unknown keys are not recorded', async () => {
    const ip = await call(t.app, 'POST', '/api/iplookup', apiKey(alice), { ip: '8.8.8.8' });
    expect(ip.statusCode).toBe(200);
    const referenceID = (ip.json() as { ipPulse: { report: { referenceID: string } } }).ipPulse
      .report.referenceID;
    // Refused by the body schema before authentication: still the key owner's call.
    const bad = await call(t.app, 'POST', '/api/emaillookup', apiKey(alice), { email: 5 });
    expect(bad.statusCode).toBe(400);
    const reports = await call(t.app, 'GET', '/api/reports?limit=1', apiKey(alice));
    expect(reports.statusCode).toBe(200);
    // Not recorded: the dashboard's own calls, a key nobody owns, and another tenant's calls.
    await call(t.app, 'POST', '/api/iplookup', session(alice), { ip: '1.1.1.1' });
    await call(
      t.app,
      'POST',
      '/api/iplookup',
      { licensekey: 'pk_live_nobody', clientid: 'x' },
      {
        ip: '1.1.1.1',
      },
    );
    await call(t.app, 'GET', '/api/reports', apiKey(bob));

    const items = await settled(alice, 3);
    const byRoute = new Map(items.map((e) => [e.route, e]));
    const lookup = must(byRoute.get('/api/iplookup'), 'iplookup entry');
    expect(lookup).toMatchObject({
      method: 'POST',
      path: '/api/iplookup',
      status: 200,
      keyPrefix: alice.apiKey.slice(0, 12),
      ip: '127.0.0.1',
      reportId: referenceID,
      requestId: ip.headers['x-request-id'],
    });
    expect(lookup.latencyMs).toBeGreaterThan(0);
    expect(Date.now() - Date.parse(lookup.createdAt)).toBeLessThan(60_000);
    expect(byRoute.get('/api/emaillookup')).toMatchObject({ status: 400, reportId: null });
    expect(byRoute.get('/api/reports')).toMatchObject({
      method: 'GET',
      path: '/api/reports',
      status: 200,
    });
    // Newest first.
    expect(items.map((e) => e.createdAt)).toEqual(
      [...items.map((e) => e.createdAt)].sort().reverse(),
    );
    await settled(bob, 1);
  });

  it('keeps the bodies with the secrets redacted, and shows them only to their tenant', async () => {
    const card = '4111 1111 1111 1111';
    const res = await call(t.app, 'POST', '/api/addresslookup', apiKey(alice), {
      address: `Card ${card}, 10 Downing Street, London`,
      country: 'GB',
    });
    expect(res.statusCode, res.body).toBe(200);
    const binRes = await call(t.app, 'POST', '/api/binlookup', apiKey(alice), {
      bin: '4111111111111111',
    });
    expect(binRes.statusCode).toBe(400);
    const items = await settled(alice, 5);
    const address = must(
      items.find((e) => e.route === '/api/addresslookup'),
      'address entry',
    );
    const detail = await call(
      t.app,
      'GET',
      `/api/developers/requests/${address.id}`,
      bearer(alice.token),
    );
    expect(detail.statusCode).toBe(200);
    const d = detail.json() as Entry & {
      bodies: {
        requestHeaders: Record<string, string>;
        requestBody: { address: string };
        responseBody: unknown;
      };
    };
    expect(d.bodies.requestBody.address).toBe(
      'Card 4111 11** **** ****, 10 Downing Street, London',
    );
    expect(d.bodies.requestHeaders.licensekey).toBe(`${alice.apiKey.slice(0, 12)}…[REDACTED]`);
    expect(d.bodies.requestHeaders.clientid).toBe(alice.clientId);
    expect(d.bodies.responseBody).toMatchObject({
      addressPulse: { report: { referenceID: address.reportId } },
    });
    expect(detail.body).not.toContain(alice.apiKey);
    expect(detail.body).not.toContain('4111 1111 1111 1111');

    const bin = must(
      items.find((e) => e.route === '/api/binlookup'),
      'bin entry',
    );
    const binDetail = (
      await call(t.app, 'GET', `/api/developers/requests/${bin.id}`, bearer(alice.token))
    ).json() as { bodies: { requestBody: { bin: string }; responseBody: { code: string } } };
    expect(binDetail.bodies.requestBody.bin).toBe('411111**********');
    expect(binDetail.bodies.responseBody.code).toBe('VALIDATION_ERROR');

    const other = await call(
      t.app,
      'GET',
      `/api/developers/requests/${address.id}`,
      bearer(bob.token),
    );
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Request not found' });
    const junk = await call(
      t.app,
      'GET',
      '/api/developers/requests/not-a-uuid',
      bearer(alice.token),
    );
    expect(junk.statusCode).toBe(404);
  });
});

describe('filters and paging', () => {
  it('filters by key prefix, status, endpoint and time', async () => {
    const all = (await list(alice, '?limit=100')).items;
    expect(all).toHaveLength(5);
    expect((await list(alice, `?key=${alice.apiKey.slice(0, 10)}&limit=100`)).items).toHaveLength(
      5,
    );
    expect((await list(alice, '?key=pk_test_&limit=100')).items).toHaveLength(0);
    const clientErrors = (await list(alice, '?status=4xx')).items;
    expect(clientErrors.map((e) => e.status)).toEqual([400, 400]);
    expect((await list(alice, '?status=200')).items).toHaveLength(3);
    const ips = (await list(alice, '?endpoint=/api/iplookup')).items;
    expect(ips.map((e) => e.route)).toEqual(['/api/iplookup']);
    const newest = must(all[0], 'newest');
    const oldest = must(all[all.length - 1], 'oldest');
    expect((await list(alice, `?from=${encodeURIComponent(newest.createdAt)}`)).items[0]?.id).toBe(
      newest.id,
    );
    const upTo = (await list(alice, `?to=${encodeURIComponent(oldest.createdAt)}`)).items;
    expect(upTo.map((e) => e.id)).toContain(oldest.id);
    expect(upTo.map((e) => e.id)).not.toContain(newest.id);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await list(alice, `?from=${tomorrow}`)).items).toHaveLength(0);
  });

  it('pages by cursor without gaps or repeats', async () => {
    const all = (await list(alice, '?limit=100')).items.map((e) => e.id);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await list(alice, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((e) => e.id));
      cursor = page.next;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(all);
  });

  it('refuses bad filters with 400 and callers without a session with 401', async () => {
    for (const q of [
      '?status=abc',
      '?status=9xx',
      '?limit=0',
      '?cursor=zzz',
      '?key=a%25b',
      '?from=2026-13-45',
    ]) {
      const res = await call(t.app, 'GET', `/api/developers/requests${q}`, bearer(alice.token));
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const res = await call(
      t.app,
      'GET',
      '/api/developers/requests?status=abc',
      bearer(alice.token),
    );
    expect(res.json().error).toBe(
      'status must be a class (2xx, 4xx, 5xx) or a status code (100–599)',
    );
    expect((await call(t.app, 'GET', '/api/developers/requests', apiKey(alice))).statusCode).toBe(
      401,
    );
    expect((await call(t.app, 'GET', '/api/developers/requests', {})).statusCode).toBe(401);
  });
});

describe('retention', () => {
  it('prunes bodies after 7 days and entries after 30 days (time under the test’s control)', async () => {
    const now = new Date();
    const day = 86_400_000;
    const base = {
      tenantId: alice.uuid,
      requestId: 'old',
      keyPrefix: alice.apiKey.slice(0, 12),
      method: 'POST',
      path: '/api/iplookup',
      route: '/api/iplookup',
      status: 200,
      latencyMs: 3,
      ip: '127.0.0.1',
      reportId: null,
      query: {},
      headers: { 'content-type': 'application/json' },
      requestBody: { ip: '9.9.9.9' },
      responsePayload: '{"ok":true}',
    };
    writer().add({ ...base, createdAt: new Date(now.getTime() - 6 * day) });
    writer().add({ ...base, createdAt: new Date(now.getTime() - 8 * day) });
    writer().add({ ...base, createdAt: new Date(now.getTime() - 31 * day) });
    await writer().flush();
    const before = (await list(alice, '?limit=100&endpoint=/api/iplookup')).items;
    expect(before).toHaveLength(4);

    expect(await t.app.services.requestLog.prune(now)).toEqual({ bodies: 2, rows: 1 });
    const after = (await list(alice, '?limit=100&endpoint=/api/iplookup')).items;
    expect(after).toHaveLength(3);
    const bodiesOf = async (e: Entry) =>
      (
        (
          await call(t.app, 'GET', `/api/developers/requests/${e.id}`, bearer(alice.token))
        ).json() as {
          bodies: unknown;
        }
      ).bodies;
    const ages = await Promise.all(
      after.map(
        async (e) =>
          [Math.round((now.getTime() - Date.parse(e.createdAt)) / day), await bodiesOf(e)] as const,
      ),
    );
    expect(ages.map(([age, bodies]) => [age, bodies === null])).toEqual([
      [0, false],
      [6, false],
      [8, true],
    ]);
    // Idempotent.
    expect(await t.app.services.requestLog.prune(now)).toEqual({ bodies: 0, rows: 0 });
  });

  it('runs the prune periodically inside the API', async () => {
    const own = await createTestApp({
      requestLog: { enabled: true, flushMs: 20, maxBatch: 200, pruneIntervalMs: 50 },
    });
    try {
      const c = await newCaller(own.app, own.config.outboxDir);
      const w = must(own.app.requestLog, 'writer');
      w.add({
        tenantId: c.uuid,
        createdAt: new Date(Date.now() - 40 * 86_400_000),
        requestId: 'ancient',
        keyPrefix: c.apiKey.slice(0, 12),
        method: 'GET',
        path: '/api/reports',
        route: '/api/reports',
        status: 200,
        latencyMs: 1,
        ip: '127.0.0.1',
        reportId: null,
        query: {},
        headers: {},
        requestBody: undefined,
        responsePayload: '[]',
      });
      await w.flush();
      await vi.waitFor(
        async () => {
          const res = await call(own.app, 'GET', '/api/developers/requests', bearer(c.token));
          expect(res.json()).toEqual([]);
        },
        { timeout: 5000, interval: 50 },
      );
    } finally {
      await own.close();
    }
  });
});

describe('switched off', () => {
  it('records nothing with REQUEST_LOG=0', async () => {
    const own = await createTestApp({
      requestLog: { enabled: false, flushMs: 20, maxBatch: 200, pruneIntervalMs: 0 },
    });
    try {
      expect(own.app.requestLog).toBeNull();
      const c = await newCaller(own.app, own.config.outboxDir);
      await call(own.app, 'POST', '/api/iplookup', apiKey(c), { ip: '8.8.8.8' });
      const res = await call(own.app, 'GET', '/api/developers/requests', bearer(c.token));
      expect(res.json()).toEqual([]);
    } finally {
      await own.close();
    }
  });
});

describe('answers read from their reports', () => {
  // The writer stores no copy of an answer that is a report; the detail rebuilds it from the report.
  it('shows each lookup answer exactly as it was sent, and none once the report is deleted', async () => {
    const carol = await newCaller(t.app, t.config.outboxDir);
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/api/iplookup', { ip: '8.8.8.8' }],
      ['/api/phonelookup', { phone: '+14155552671' }],
      ['/api/emaillookup', { email: 'someone@gmail.com' }],
      ['/api/binlookup', { bin: '411111' }],
      ['/api/addresslookup', { address: '10 Downing Street, London', country: 'GB' }],
    ];
    const sent = new Map<string, unknown>();
    for (const [path, body] of calls) {
      const res = await call(t.app, 'POST', path, apiKey(carol), body);
      expect(res.statusCode, res.body).toBe(200);
      sent.set(path, JSON.parse(res.body));
    }
    const items = await settled(carol, calls.length);
    const detailOf = async (id: string) =>
      (await call(t.app, 'GET', `/api/developers/requests/${id}`, bearer(carol.token))).json() as {
        bodies: { responseBody: unknown };
      };
    for (const entry of items) {
      expect(entry.reportId).toMatch(/^rpt_/);
      expect((await detailOf(entry.id)).bodies.responseBody, entry.route).toEqual(
        sent.get(entry.route),
      );
    }
    const ip = must(
      items.find((e) => e.route === '/api/iplookup'),
      'iplookup entry',
    );
    const deleted = await call(t.app, 'DELETE', `/api/reports/${ip.reportId}`, session(carol));
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    // The call is still logged with its request; the deleted report's answer is not kept.
    const after = (await detailOf(ip.id)) as {
      bodies: { responseBody: unknown; requestBody: unknown };
    };
    expect(after.bodies.responseBody).toBeNull();
    expect(after.bodies.requestBody).toEqual({ ip: '8.8.8.8' });
  });
});
