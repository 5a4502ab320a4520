// Starting a batch that cannot start, through the HTTP stack on
// PGlite and, with TEST_DATABASE_URL, PostgreSQL: the 409 names the state the batch is in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { newCaller, session, type Caller } from '../../helpers/clients.js';

let t: TestApp;
let alice: Caller;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.repos.catalog.set('phoneLookup', 'freeCallsPerMonth', 0);
  alice = await newCaller(t.app, t.config.outboxDir);
}, 60_000);
afterAll(async () => t.close());

async function upload(body: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/batches?service=phoneLookup&fileName=p.csv',
    headers: { ...session(alice), 'content-type': 'text/csv' },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

const call = (method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url, headers: session(alice) });

describe('starting a batch that cannot start', () => {
  const phones = 'phone\r\n+14155552671\r\n';

  it('says a cancelled batch was cancelled', async () => {
    const b = await upload(phones);
    expect((await call('POST', `/api/batches/${b.id}/cancel`)).statusCode).toBe(200);
    const res = await call('POST', `/api/batches/${b.id}/start`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'BATCH_ENDED',
      error: 'This batch was cancelled: it cannot be started',
    });
  });

  it('says a finished batch has finished, and a failed one failed', async () => {
    await t.app.repos.metering.grant(alice.uuid, 'phoneLookup', 10);
    const done = await upload(phones);
    await call('POST', `/api/batches/${done.id}/start`);
    await t.app.services.batchRunner.drain();
    expect((await call('GET', `/api/batches/${done.id}`)).json().state).toBe('done');
    const again = await call('POST', `/api/batches/${done.id}/start`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'BATCH_ENDED',
      error: 'This batch has finished: it cannot be started again',
    });

    const failed = await upload(phones);
    await t.app.repos.batches.transition(alice.uuid, failed.id, ['preview'], 'failed', new Date());
    const res = await call('POST', `/api/batches/${failed.id}/start`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'BATCH_ENDED',
      error: 'This batch failed: it cannot be started again',
    });
  });

  it('says a batch already under way has started', async () => {
    const b = await upload(phones);
    expect((await call('POST', `/api/batches/${b.id}/start`)).statusCode).toBe(200);
    const twice = await call('POST', `/api/batches/${b.id}/start`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'BATCH_STARTED',
      error: 'This batch has already started',
    });
    await call('POST', `/api/batches/${b.id}/cancel`);
  });
});
