// POST /api/privacy/requests (preview), POST /api/privacy/requests/{id}/run, GET …/certificate,
// GET …/export, GET /api/privacy/requests: an erasure reaches every place of the subject's data in
// the caller's tenant, and nothing of another tenant's, of billing or of the dashboard's figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { call, newCaller, session, type Caller } from '../../helpers/clients.js';
import { addMember } from '../../helpers/members.js';
import { person, seedPerson, workPrivacyJobs, type Person } from './fixture.js';

let t: TestApp;
let alice: Caller;
let bob: Caller;
let p: Person;
let aliceRefs: string[];
let bobRefs: string[];

const post = (url: string, headers: Record<string, string>, body?: unknown) =>
  call(t.app, 'POST', `/api${url}`, headers, body);
const get = (url: string, headers: Record<string, string>) =>
  call(t.app, 'GET', `/api${url}`, headers);

interface RequestView {
  id: string;
  status: string;
  preview: Array<{ place: string; count: number }>;
  progress: { placesDone: number; placesTotal: number };
}
const countOf = (r: RequestView, place: string) => r.preview.find((x) => x.place === place)?.count;

beforeAll(async () => {
  t = await createTestApp();
  alice = await newCaller(t.app, t.config.outboxDir);
  bob = await newCaller(t.app, t.config.outboxDir);
  p = person('Req');
  aliceRefs = (await seedPerson(t, alice, p)).refs;
  // The same person is also a customer of another tenant: their copy stays.
  bobRefs = (await seedPerson(t, bob, p)).refs;
});
afterAll(async () => t.close());

describe('an erasure', () => {
  let id: string;

  it('previews the rows of the subject per place and changes nothing', async () => {
    const res = await post('/privacy/requests', session(alice), {
      kind: 'erasure',
      subject: { email: p.email, phone: p.phone, name: `${p.first} ${p.last}`, dateOfBirth: p.dob },
    });
    expect(res.statusCode).toBe(201);
    const r = res.json() as RequestView;
    id = r.id;
    expect(r.status).toBe('previewed');
    expect(countOf(r, 'reports')).toBe(3);
    for (const place of [
      'cases',
      'caseEvents',
      'falsePositiveMemory',
      'monitoredSubjects',
      'monitoringAlerts',
      'watchlistEntries',
      'batchRows',
      'webhookDeliveries',
      'webhookAttempts',
    ])
      expect(countOf(r, place), place).toBe(1);
    expect(countOf(r, 'requestLogBodies')).toBeGreaterThanOrEqual(1);
    const report = await get(`/report/${aliceRefs[0]}`, session(alice));
    expect(JSON.stringify(report.json())).toContain(p.email);
  });

  it('runs as a job, redacts every copy, and ends with a certificate without personal values', async () => {
    const usageBefore = await get('/billing', session(alice));
    const countsBefore = await get('/verification/counts', session(alice));
    expect([usageBefore.statusCode, countsBefore.statusCode]).toEqual([200, 200]);
    expect(JSON.stringify(countsBefore.json())).toMatch(/[1-9]/);
    const run = await post(`/privacy/requests/${id}/run`, session(alice));
    expect(run.statusCode).toBe(202);
    expect((run.json() as RequestView).status).toBe('queued');
    // Not done before the job runs: no certificate yet.
    expect((await get(`/privacy/requests/${id}/certificate`, session(alice))).statusCode).toBe(409);
    await workPrivacyJobs(t);

    const done = (await get(`/privacy/requests/${id}`, session(alice))).json() as RequestView;
    expect(done.status).toBe('done');
    expect(done.progress.placesDone).toBe(done.progress.placesTotal);
    const cert = await get(`/privacy/requests/${id}/certificate`, session(alice));
    expect(cert.statusCode).toBe(200);
    const text = JSON.stringify(cert.json());
    for (const v of [p.email, p.phone, p.last, p.dob]) expect(text).not.toContain(v);
    const places = (cert.json() as { places: Array<{ place: string; count: number }> }).places;
    expect(places.find((x) => x.place === 'reports')?.count).toBe(3);

    // The report keeps its id, status and time, says when it was redacted, and holds nothing of the person.
    const report = await get(`/report/${aliceRefs[0]}`, session(alice));
    expect(report.statusCode).toBe(200);
    const body = report.json() as { status: string; redactedAt?: string; inputRequest: object };
    expect(body.redactedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(body.inputRequest).toEqual({});
    expect(JSON.stringify(body)).not.toContain(p.email);
    // Billing and the dashboard's figures are exactly as before.
    expect((await get('/billing', session(alice))).json()).toEqual(usageBefore.json());
    expect((await get('/verification/counts', session(alice))).json()).toEqual(countsBefore.json());
  });

  it('leaves the same person in another tenant untouched', async () => {
    const report = await get(`/report/${bobRefs[0]}`, session(bob));
    expect(JSON.stringify(report.json())).toContain(p.email);
    expect((report.json() as { redactedAt?: string }).redactedAt).toBeUndefined();
    const again = await post('/privacy/requests', session(bob), {
      kind: 'access',
      subject: { email: p.email },
    });
    expect(countOf(again.json() as RequestView, 'reports')).toBe(1);
  });

  it('runs once: a second run is 409, another tenant’s request is 404', async () => {
    expect((await post(`/privacy/requests/${id}/run`, session(alice))).statusCode).toBe(409);
    expect((await post(`/privacy/requests/${id}/run`, session(bob))).statusCode).toBe(404);
    expect((await get(`/privacy/requests/${id}`, session(bob))).statusCode).toBe(404);
    expect((await get(`/privacy/requests/${id}/certificate`, session(bob))).statusCode).toBe(404);
  });

  it('finds nothing more when previewed again', async () => {
    const res = await post('/privacy/requests', session(alice), {
      kind: 'erasure',
      subject: { email: p.email, phone: p.phone, name: `${p.first} ${p.last}`, dateOfBirth: p.dob },
    });
    const r = res.json() as RequestView;
    expect(r.preview.filter((x) => x.count > 0)).toEqual([
      // The preview just stored holds the search itself until it runs or is itself erased.
    ]);
  });
});

describe('an access request', () => {
  it('exports the person’s rows per place, and only the caller tenant’s', async () => {
    const res = await post('/privacy/requests', session(bob), {
      kind: 'access',
      subject: { phone: p.phone },
    });
    const { id } = res.json() as RequestView;
    expect((await get(`/privacy/requests/${id}/export`, session(bob))).statusCode).toBe(409);
    await post(`/privacy/requests/${id}/run`, session(bob));
    await workPrivacyJobs(t);
    const out = await get(`/privacy/requests/${id}/export`, session(bob));
    expect(out.statusCode).toBe(200);
    const places = (out.json() as { places: Record<string, unknown[]> }).places;
    expect(JSON.stringify(places.reports)).toContain(p.phone.slice(1));
    expect(places.caseEvents).toHaveLength(1);
    // Alice's copy was erased; Bob's export is his tenant's only.
    expect(JSON.stringify(places)).not.toContain(alice.uuid);
    expect((await get(`/privacy/requests/${id}/certificate`, session(bob))).statusCode).toBe(409);
  });

  it('lists the tenant’s requests newest first, without the subject', async () => {
    const res = await get('/privacy/requests?limit=10', session(bob));
    expect(res.statusCode).toBe(200);
    const list = res.json() as RequestView[];
    expect(list.length).toBe(2);
    expect(JSON.stringify(list)).not.toContain(p.email);
  });
});

describe('bounds and roles', () => {
  it('refuses a search without criteria, a half name, a bad phone, an unknown field', async () => {
    for (const subject of [
      {},
      { name: 'Ann Lee' },
      { phone: '07700900123' },
      { ip: 'not-an-ip' },
      { email: 'x'.repeat(300) },
      { nickname: 'zq' },
    ]) {
      const res = await post('/privacy/requests', session(alice), { kind: 'erasure', subject });
      expect(res.statusCode, JSON.stringify(subject)).toBe(400);
    }
  });

  it('lets an admin in and refuses a developer, an analyst and a viewer', async () => {
    const body = { kind: 'access', subject: { email: p.email } };
    const admin = await addMember(t.app, t.config, alice.uuid, 'admin');
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    expect((await post('/privacy/requests', auth(admin.token), body)).statusCode).toBe(201);
    for (const role of ['developer', 'analyst', 'viewer'] as const) {
      const m = await addMember(t.app, t.config, alice.uuid, role);
      expect((await post('/privacy/requests', auth(m.token), body)).statusCode).toBe(403);
      expect((await get('/privacy/requests', auth(m.token))).statusCode).toBe(403);
      expect((await get('/privacy/settings', auth(m.token))).statusCode).toBe(403);
    }
  });

  it('audits the request by id and kind, never by the subject', async () => {
    const log = await get('/audit-log?limit=100', session(alice));
    const text = JSON.stringify(log.json());
    expect(text).toContain('privacy.request_created');
    expect(text).toContain('privacy.request_run');
    expect(text).not.toContain(p.email);
  });
});
