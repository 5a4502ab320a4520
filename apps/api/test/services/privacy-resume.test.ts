// An erasure run that dies part-way (a process killed inside a place's transaction, which the
// database rolls back) resumes when the queue retries its job: the places already committed are
// not worked again, the one in flight is, and the certificate counts every row once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { call, newCaller, session, type Caller } from '../helpers/clients.js';
import { person, seedPerson, type Person } from '../routes/privacy/fixture.js';

let t: TestApp;
let alice: Caller;
let p: Person;

beforeAll(async () => {
  t = await createTestApp();
  alice = await newCaller(t.app, t.config.outboxDir);
  p = person('Crash');
  await seedPerson(t, alice, p);
});
afterAll(async () => t.close());

/** The places and counts of a request's certificate (which must be ready). */
async function certificatePlaces(id: string): Promise<Array<{ place: string; count: number }>> {
  const cert = await call(t.app, 'GET', `/api/privacy/requests/${id}/certificate`, session(alice));
  expect(cert.statusCode).toBe(200);
  return (cert.json() as { places: Array<{ place: string; count: number }> }).places;
}

it('resumes at the place in flight and counts each row once', async () => {
  const res = await call(t.app, 'POST', '/api/privacy/requests', session(alice), {
    kind: 'erasure',
    subject: { email: p.email, phone: p.phone, name: `${p.first} ${p.last}`, dateOfBirth: p.dob },
  });
  const preview = res.json() as { id: string; preview: Array<{ place: string; count: number }> };
  await call(t.app, 'POST', `/api/privacy/requests/${preview.id}/run`, session(alice));

  // The first attempt dies inside the transaction of `cases`, after its update ran.
  const repo = t.app.repos.privacy;
  const redact = repo.redact.bind(repo);
  let died = false;
  repo.redact = async (tx, tenantId, place, match, reportIds) => {
    const n = await redact(tx, tenantId, place, match, reportIds);
    if (place === 'cases' && !died) {
      died = true;
      throw new Error('killed');
    }
    return n;
  };
  const service = t.app.services.privacy;
  await expect(service.work({ tenantId: alice.uuid, requestId: preview.id })).rejects.toThrow(
    'killed',
  );
  const mid = await call(t.app, 'GET', `/api/privacy/requests/${preview.id}`, session(alice));
  const progress = (
    mid.json() as { status: string; progress: { places: Array<{ place: string }> } }
  ).progress.places.map((x) => x.place);
  expect((mid.json() as { status: string }).status).toBe('running');
  expect(progress).toContain('batchRows');
  expect(progress).not.toContain('cases');

  // The queue's retry: the same job again.
  await service.work({ tenantId: alice.uuid, requestId: preview.id });
  repo.redact = redact;
  const places = await certificatePlaces(preview.id);
  // Every place once, in registry order, with the counts the preview announced.
  expect(places.map((x) => x.place)).toEqual(preview.preview.map((x) => x.place));
  expect(places).toEqual(preview.preview);
});

it('a run taken over while the first still works records each place once', async () => {
  // A run outlives its hold on the job (jobs/privacy-request.ts): the queue hands it to another
  // worker while the first is still going. Both finish; the certificate must not count twice.
  const q = person('Overlap');
  await seedPerson(t, alice, q);
  const res = await call(t.app, 'POST', '/api/privacy/requests', session(alice), {
    kind: 'erasure',
    subject: { email: q.email, phone: q.phone, name: `${q.first} ${q.last}`, dateOfBirth: q.dob },
  });
  const preview = res.json() as { id: string; preview: Array<{ place: string; count: number }> };
  await call(t.app, 'POST', `/api/privacy/requests/${preview.id}/run`, session(alice));
  const service = t.app.services.privacy;
  const job = { tenantId: alice.uuid, requestId: preview.id };
  await Promise.all([service.work(job), service.work(job)]);
  const places = await certificatePlaces(preview.id);
  expect(places).toEqual(preview.preview);
});
