// GET and PUT /api/privacy/settings, the daily retention pass (services.privacy.runRetention, the
// upkeep `privacy-retention`) and legal holds (POST and DELETE /api/cases/{id}/hold): each kind
// is redacted when past its own period, a held case and its report are kept until released, and
// billing, usage and the dashboard's figures do not change.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { call, newCaller, session, type Caller } from '../../helpers/clients.js';
import { addMember } from '../../helpers/members.js';
import { person, seedPerson, type Person, type Seeded } from './fixture.js';

const DAY = 86_400_000;
let now = new Date();
let t: TestApp;
let alice: Caller;
let bob: Caller;
let p: Person;
let seeded: Seeded;
let bobSeeded: Seeded;

const get = (url: string, c: Caller) => call(t.app, 'GET', `/api${url}`, session(c));
const send = (method: 'PUT' | 'POST' | 'DELETE', url: string, c: Caller, body?: unknown) =>
  call(t.app, method, `/api${url}`, session(c), body);

/** The figures a customer sees of usage, billing and the dashboard. */
async function figures(c: Caller): Promise<unknown[]> {
  const urls = [
    '/billing',
    '/billing/monthly-summary',
    '/verification/counts',
    '/dashboard/account-summary',
    '/reports?limit=100',
  ];
  const out: unknown[] = [];
  for (const url of urls) {
    const res = await get(url, c);
    expect(res.statusCode, url).toBe(200);
    // The list's items keep id, status, service and time: exactly what must not change.
    out.push(res.json(), res.headers['x-total-count'] ?? null);
  }
  return out;
}

/** Whether the report still holds the person's input. */
async function kept(c: Caller, ref: string): Promise<boolean> {
  const res = await get(`/report/${ref}`, c);
  expect(res.statusCode).toBe(200);
  return (res.json() as { redactedAt?: string }).redactedAt === undefined;
}

async function one(query: ReturnType<typeof sql>): Promise<unknown> {
  const res = (await t.app.database.db.execute(query)) as unknown as {
    rows: Array<{ v: unknown }>;
  };
  return res.rows[0]?.v;
}

const advanceTo = async (days: number) => {
  now = new Date(Date.now() + days * DAY);
  return t.app.services.privacy.runRetention();
};

beforeAll(async () => {
  t = await createTestApp({}, {}, { clock: () => now });
  alice = await newCaller(t.app, t.config.outboxDir);
  bob = await newCaller(t.app, t.config.outboxDir);
  p = person('Ret');
  seeded = await seedPerson(t, alice, p);
  bobSeeded = await seedPerson(t, bob, person('Other'));
  // The case was closed as a false positive, and one monitored match has ended.
  await t.app.database.db.execute(
    sql`update cases set review_state = 'false_positive' where id = ${seeded.caseId}::uuid`,
  );
  await t.app.database.db.execute(
    sql`update monitoring_alerts set kind = 'match_ended' where tenant_id = ${alice.uuid}::uuid`,
  );
});
afterAll(async () => t.close());

describe('retention settings', () => {
  it('answers the documented defaults before any change', async () => {
    const res = await get('/privacy/settings', alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      reports: 730,
      batchRows: 365,
      requestLog: 30,
      closedCases: 1825,
      endedMonitoring: 365,
    });
  });

  it('refuses a period out of 1–3,650 days or a missing kind', async () => {
    const ok = { reports: 30, batchRows: 30, requestLog: 7, closedCases: 60, endedMonitoring: 30 };
    for (const body of [
      { ...ok, reports: 0 },
      { ...ok, closedCases: 3651 },
      { ...ok, requestLog: 1.5 },
      { reports: 30 },
    ])
      expect((await send('PUT', '/privacy/settings', alice, body)).statusCode).toBe(400);
  });

  it('stores the periods, audited, for the owner or an admin only', async () => {
    const body = {
      reports: 30,
      batchRows: 30,
      requestLog: 7,
      closedCases: 60,
      endedMonitoring: 30,
    };
    const res = await send('PUT', '/privacy/settings', alice, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(body);
    expect((await get('/privacy/settings', alice)).json()).toEqual(body);
    // Another tenant keeps the defaults.
    expect((await get('/privacy/settings', bob)).json()).toMatchObject({ reports: 730 });
    const log = await get('/audit-log?action=privacy.settings_changed', alice);
    expect((log.json() as unknown[]).length).toBe(1);
    const dev = await addMember(t.app, t.config, alice.uuid, 'developer');
    const put = await call(
      t.app,
      'PUT',
      '/api/privacy/settings',
      {
        authorization: `Bearer ${dev.token}`,
      },
      body,
    );
    expect(put.statusCode).toBe(403);
  });
});

describe('legal hold', () => {
  it('holds a case of the tenant with a reason; another tenant’s case is 404', async () => {
    const res = await send('POST', `/cases/${seeded.caseId}/hold`, alice, {
      reason: 'Litigation 42',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: seeded.caseId, onHold: true, reason: 'Litigation 42' });
    expect(
      (await send('POST', `/cases/${bobSeeded.caseId}/hold`, alice, { reason: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await send('POST', `/cases/${seeded.caseId}/hold`, alice, { reason: '' })).statusCode,
    ).toBe(400);
  });
});

describe('the daily retention pass', () => {
  let before: unknown[];
  let bobBefore: unknown[];
  const [emailRef, , amlRef] = [0, 1, 2];

  it('redacts only the request-log bodies past 7 days', async () => {
    before = await figures(alice);
    bobBefore = await figures(bob);
    const done = await advanceTo(10);
    expect(done.map((d) => d.place)).toContain('requestLogBodies');
    expect(await kept(alice, seeded.refs[emailRef] as string)).toBe(true);
    const bodies = await one(sql`select count(*)::int as v from api_request_bodies b
      join api_requests r on r.id = b.request_id
      where r.tenant_id = ${alice.uuid}::uuid and b.request_body is not null`);
    expect(bodies).toBe(0);
  });

  it('past 30 days redacts reports, batch rows and ended matches, but keeps the held case and its report', async () => {
    await advanceTo(40);
    expect(await kept(alice, seeded.refs[emailRef] as string)).toBe(false);
    expect(await kept(alice, seeded.refs[amlRef] as string)).toBe(true);
    expect(
      await one(sql`select array_to_string(cells, '|') as v from batch_rows r join batches b on b.id = r.batch_id
        where b.tenant_id = ${alice.uuid}::uuid`),
    ).toBe('||');
    expect(
      await one(
        sql`select subject_name as v from monitoring_alerts where tenant_id = ${alice.uuid}::uuid`,
      ),
    ).toBe('[personal data removed]');
    // Another tenant on the defaults keeps its reports.
    expect(await kept(bob, bobSeeded.refs[emailRef] as string)).toBe(true);
  });

  it('once the hold is lifted, the closed case past 60 days goes, with its report', async () => {
    await advanceTo(70);
    expect(
      await one(sql`select subject::text as v from cases where id = ${seeded.caseId}::uuid`),
    ).not.toBe('{}');
    const released = await send('DELETE', `/cases/${seeded.caseId}/hold`, alice);
    expect(released.json()).toEqual({ id: seeded.caseId, onHold: false, reason: null });
    await advanceTo(71);
    expect(
      await one(sql`select subject::text as v from cases where id = ${seeded.caseId}::uuid`),
    ).toBe('{}');
    expect(
      await one(sql`select note as v from case_events where case_id = ${seeded.caseId}::uuid`),
    ).toBe('[personal data removed]');
    expect(await kept(alice, seeded.refs[amlRef] as string)).toBe(false);
  });

  it('leaves billing, usage, the dashboard and the reports list exactly as they were', async () => {
    expect(await figures(alice)).toEqual(before);
    expect(await figures(bob)).toEqual(bobBefore);
  });

  it('is idempotent: a second pass changes nothing', async () => {
    expect(await advanceTo(71)).toEqual([]);
  });
});
