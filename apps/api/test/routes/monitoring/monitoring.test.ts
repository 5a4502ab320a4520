// Ongoing AML monitoring through the HTTP stack, on PGlite and,
// with TEST_DATABASE_URL, PostgreSQL: subjects added from a body, a report and a batch (each
// screened once, charged like a lookup; a batch the calls left do not cover adds none), listed,
// paged and stopped; tenants kept apart; viewers and analysts read but do not add; bad input 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../helpers/accounts.js';
import type { TestApp } from '../../helpers/app.js';
import { apiKey, call, newCaller, reportOf, session, type Caller } from '../../helpers/clients.js';
import {
  monitoringCalls,
  startMonitoringApp,
  type MonitoringFixture,
  type SubjectView,
} from './fixture.js';

let f: MonitoringFixture;
let t: TestApp;
let alice: Caller;
let bob: Caller;
const { add, subjects, person } = monitoringCalls(() => f);

beforeAll(async () => {
  f = await startMonitoringApp();
  ({ t, alice, bob } = f);
}, 120_000);
afterAll(async () => t.close());

describe('adding and stopping', () => {
  it('adds a person from a body: screened once as a charged AML report, 200 when monitored already', async () => {
    const reports = async () =>
      Number((await call(t.app, 'GET', '/api/reports', session(alice))).headers['x-total-count']);
    const count = await reports();
    const res = await add({
      kind: 'person',
      name: 'Eric Badege',
      dateOfBirth: '1971-01-01',
      country: 'CD',
      reference: 'cust-1',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { subject } = res.json() as { subject: SubjectView };
    expect(subject).toMatchObject({
      kind: 'person',
      name: 'Eric Badege',
      dateOfBirth: '1971-01-01',
      country: 'CD',
      reference: 'cust-1',
      origin: 'api',
      decision: 'DECLINED',
      // The deprecated name, answered until @pulse/api 2.0 (docs/api-contract.md).
      outcome: 'DECLINED',
      matchCount: 1,
    });
    expect(Date.parse(subject.lastScreenedAt)).toBeGreaterThan(0);
    expect(await reports()).toBe(count + 1);
    // The same subject, written otherwise: already monitored, nothing screened.
    const again = await add({ kind: 'person', name: 'BADEGE eric', dateOfBirth: '1971-01-01' });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as { subject: SubjectView }).subject.id).toBe(subject.id);
    expect(await reports()).toBe(count + 1);
    // Its first screen opened a case of origin `monitoring`.
    const cases = await call(t.app, 'GET', '/api/cases?limit=100', session(alice));
    const mine = (cases.json() as { items: Array<{ origin: string; subject: { name: string } }> })
      .items;
    expect(mine.filter((c) => c.origin === 'monitoring').map((c) => c.subject.name)).toContain(
      'Eric Badege',
    );
  });

  it('adds a business with an API key', async () => {
    const res = await add({ kind: 'business', name: 'Acme Widgets Ltd' }, apiKey(alice));
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as { subject: SubjectView }).subject).toMatchObject({
      kind: 'business',
      name: 'Acme Widgets Ltd',
      dateOfBirth: null,
      origin: 'api',
      outcome: 'VERIFIED',
      matchCount: 0,
    });
  });

  it("adds the subject of an AML report; refuses another service's report and another tenant's", async () => {
    const screened = await call(t.app, 'POST', '/api/amlperson', session(alice), {
      f_name: 'Sultani',
      l_name: 'Makenga',
      dob: '1973-12-25',
    });
    expect(screened.statusCode, screened.body).toBe(200);
    const reportId = reportOf(screened.json()).referenceID;
    const res = await add({ reportId });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as { subject: SubjectView }).subject).toMatchObject({
      kind: 'person',
      name: 'Sultani Makenga',
      dateOfBirth: '1973-12-25',
      origin: 'report',
      outcome: 'DECLINED',
    });
    expect((await add({ reportId })).statusCode).toBe(200);
    expect((await add({ reportId }, session(bob))).statusCode).toBe(404);

    const business = await call(t.app, 'POST', '/api/amlbusiness', session(alice), {
      company: 'Globex Trading',
    });
    expect(business.statusCode, business.body).toBe(200);
    const fromBusiness = await add({ reportId: reportOf(business.json()).referenceID });
    expect(fromBusiness.statusCode, fromBusiness.body).toBe(201);
    expect((fromBusiness.json() as { subject: SubjectView }).subject).toMatchObject({
      kind: 'business',
      name: 'Globex Trading',
      origin: 'report',
    });
    const bin = await call(t.app, 'POST', '/api/binlookup', session(alice), { bin: '457173' });
    expect(bin.statusCode, bin.body).toBe(200);
    const refused = await add({ reportId: reportOf(bin.json()).referenceID });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'NOT_AML_REPORT' });
  });

  it('adds the rows of a batch (chosen decisions, then all); refuses a batch the calls left do not cover', async () => {
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/batches?service=amlPerson&fileName=people.csv',
      headers: { ...session(alice), 'content-type': 'text/csv' },
      payload: 'f_name,l_name\r\nLaurent,Nkunda\r\nHortense,Pemberton-Quayle\r\n',
    });
    expect(up.statusCode, up.body).toBe(201);
    const batchId = (up.json() as { id: string }).id;
    expect(
      (await call(t.app, 'POST', `/api/batches/${batchId}/start`, session(alice))).statusCode,
    ).toBe(200);
    await t.app.services.batchRunner.drain();
    const declined = await add({ batchId, decisions: ['DECLINED'] });
    expect(declined.statusCode, declined.body).toBe(201);
    expect(declined.json()).toEqual({ added: 1, alreadyMonitored: 0 });
    // The deprecated `outcomes` picks the same rows.
    const again = await add({ batchId, outcomes: ['DECLINED'] });
    expect(again.json()).toEqual({ added: 0, alreadyMonitored: 1 });
    const all = await add({ batchId });
    expect(all.statusCode, all.body).toBe(201);
    expect(all.json()).toEqual({ added: 1, alreadyMonitored: 1 });
    const names = (await subjects('?limit=100')).items.filter((s) => s.origin === 'batch');
    expect(names.map((s) => s.name).sort()).toEqual([
      'Hortense Pemberton-Quayle',
      'Laurent Nkunda',
    ]);
    expect((await add({ batchId }, session(bob))).statusCode).toBe(404);

    // Carol spends her 25 free calls and 1 paid on a batch: no call is left for its rows.
    const carol = await newCaller(t.app, t.config.outboxDir);
    await t.app.repos.metering.grant(carol.uuid, 'amlPerson', 1);
    const rows = Array.from({ length: 26 }, (_, i) => `Quentin${i},Xylander${i}`).join('\r\n');
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/batches?service=amlPerson&fileName=many.csv',
      headers: { ...session(carol), 'content-type': 'text/csv' },
      payload: `f_name,l_name\r\n${rows}\r\n`,
    });
    const bigId = (big.json() as { id: string }).id;
    expect(
      (await call(t.app, 'POST', `/api/batches/${bigId}/start`, session(carol))).statusCode,
    ).toBe(200);
    await t.app.services.batchRunner.drain();
    const refused = await add({ batchId: bigId }, session(carol));
    expect(refused.statusCode, refused.body).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'NO_CALLS_LEFT' });
    expect((await subjects('', session(carol))).total).toBe(0);
  });

  it('lists with filters and pages; stops one (404 for another tenant, then for it)', async () => {
    const found = await subjects('?q=badege');
    expect(found.items.map((s) => s.name)).toEqual(['Eric Badege']);
    const verified = (await subjects('?decision=VERIFIED')).items;
    expect(verified.length).toBeGreaterThan(0);
    expect(verified.every((s) => s.decision === 'VERIFIED')).toBe(true);
    // The deprecated `outcome` filter finds the same subjects.
    const byOldName = (await subjects('?outcome=VERIFIED')).items;
    expect(byOldName.map((s) => s.id)).toEqual(verified.map((s) => s.id));
    expect((await subjects('?decision=DECLINED')).items.map((s) => s.name)).not.toContain(
      verified[0]?.name,
    );
    const first = await subjects('?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.total).toBeGreaterThan(2);
    const second = await subjects(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((s) => s.id)).not.toContain(first.items[0]?.id);

    const doomed = await person('Temporary Subject');
    expect(
      (await call(t.app, 'DELETE', `/api/monitoring/subjects/${doomed.id}`, session(bob)))
        .statusCode,
    ).toBe(404);
    const stop = await call(
      t.app,
      'DELETE',
      `/api/monitoring/subjects/${doomed.id}`,
      session(alice),
    );
    expect(stop.statusCode, stop.body).toBe(204);
    expect((await subjects('?q=Temporary')).items).toEqual([]);
    expect(
      (await call(t.app, 'DELETE', `/api/monitoring/subjects/${doomed.id}`, session(alice)))
        .statusCode,
    ).toBe(404);
    expect(JSON.stringify(await subjects('?limit=100', session(bob)))).not.toContain('Badege');
  });

  it('lets viewers and analysts read but not add or stop; refuses bad bodies', async () => {
    for (const token of [f.viewerToken, f.analystToken]) {
      expect((await add({ kind: 'person', name: 'Some One' }, bearer(token))).statusCode).toBe(403);
      const read = await call(t.app, 'GET', '/api/monitoring/subjects', bearer(token));
      expect(read.statusCode, read.body).toBe(200);
      expect((await call(t.app, 'GET', '/api/monitoring/alerts', bearer(token))).statusCode).toBe(
        200,
      );
    }
    expect((await add({ kind: 'person' })).statusCode).toBe(400);
    expect((await add({ kind: 'person', name: 'A B', dateOfBirth: '1.1.1970' })).statusCode).toBe(
      400,
    );
    expect((await add({ kind: 'robot', name: 'R2' })).statusCode).toBe(400);
    expect(
      (await call(t.app, 'GET', '/api/monitoring/subjects?limit=0', session(alice))).statusCode,
    ).toBe(400);
    expect(
      (await call(t.app, 'GET', '/api/monitoring/subjects?cursor=nope', session(alice))).statusCode,
    ).toBe(400);
  });
});
