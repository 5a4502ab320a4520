// Uploads that do not reach the end of their file, and batches a dead process left behind (issue
// 46), on PGlite and, with TEST_DATABASE_URL, PostgreSQL: a client that goes away mid-upload leaves
// an `interrupted` batch with the rows stored, never a startable one; starting it answers 409; the
// sweep marks a stale upload interrupted and sends the jobs of a queued batch that has none; and a
// paused batch says why. The kill -9 cases are in test/hardening/batch-crash.test.ts.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { newCaller, session, type Caller } from '../../helpers/clients.js';

let t: TestApp;
let alice: Caller;
/** The clock of the app: real time plus `skew` ms (the sweep's staleness is read from it). */
let skew = 0;

const PHONE = '+14155552671';

beforeAll(async () => {
  t = await createTestApp({}, {}, { clock: () => new Date(Date.now() + skew) });
  await t.app.repos.catalog.set('phoneLookup', 'freeCallsPerMonth', 0);
  alice = await newCaller(t.app, t.config.outboxDir);
}, 60_000);
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: session(alice) });
const post = (url: string) => t.app.inject({ method: 'POST', url, headers: session(alice) });

async function uploaded(rows: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/batches?service=phoneLookup&fileName=phones.csv',
    headers: { ...session(alice), 'content-type': 'text/csv' },
    payload: `phone\r\n${Array.from({ length: rows }, () => PHONE).join('\r\n')}\r\n`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${String(v)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('an upload cut short', () => {
  it('leaves an interrupted batch with the rows stored when the client goes away, and start answers 409', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const before = new Set((await t.app.repos.batches.list(alice.uuid, 'live', 100)).items);
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/batches?service=phoneLookup&fileName=cut.csv',
      headers: { ...session(alice), 'content-type': 'text/csv', 'transfer-encoding': 'chunked' },
    });
    req.on('error', () => undefined);
    req.write('phone\r\n');
    // 2,500 rows: two chunks of 1,000 stored, the rest read but not yet written.
    for (let i = 0; i < 25; i++)
      req.write(`${Array.from({ length: 100 }, () => PHONE).join('\r\n')}\r\n`);
    const mine = async () =>
      (await t.app.repos.batches.list(alice.uuid, 'live', 100)).items.filter(
        (b) => ![...before].some((o) => o.id === b.id),
      )[0];
    await until(mine, (b) => (b?.rowCount ?? 0) >= 2_000, 'the rows to be stored');
    // The client goes away before the end of its file.
    req.destroy();
    const cut = await until(mine, (b) => b?.state === 'interrupted', 'the batch to be interrupted');
    expect(cut?.rowCount).toBe(2_000);
    const id = cut?.id ?? '';

    const detail = await get(`/api/batches/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      state: 'interrupted',
      rowCount: 2_000,
      rowsDone: 0,
      preview: null,
      pauseReason: null,
    });
    const start = await post(`/api/batches/${id}/start`);
    expect(start.statusCode).toBe(409);
    expect(start.json()).toMatchObject({
      code: 'BATCH_INTERRUPTED',
      error:
        'The upload of this file was interrupted after 2,000 rows, so it cannot start; upload the file again',
    });
    // Nothing of it was charged or queued.
    expect((await get(`/api/batches/${id}`)).json().state).toBe('interrupted');
  });
});

describe('the sweep', () => {
  it('marks an upload with no progress for BATCH_UPLOAD_STALE_MS interrupted, keeping the rows stored', async () => {
    const { batches } = t.app.repos;
    // An upload whose process died after storing 1,500 rows: nothing moves it on by itself.
    const b = await batches.create({
      tenantId: alice.uuid,
      mode: 'live',
      service: 'phoneLookup',
      fileName: 'died.csv',
      format: 'csv',
      header: ['phone'],
      mapping: ['phone'],
      createdBy: null,
    });
    await batches.insertRows(
      b.id,
      Array.from({ length: 1_500 }, (_, i) => ({ rowNo: i + 1, line: i + 2, cells: [PHONE] })),
    );
    const uploading = (await get(`/api/batches/${b.id}`)).json();
    expect(uploading).toMatchObject({ state: 'uploading', rowCount: 1_500, preview: null });
    const early = await post(`/api/batches/${b.id}/start`);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('BATCH_UPLOADING');

    // Still fresh: a live upload in another process is left alone.
    expect((await t.app.services.batchRunner.sweep()).interrupted).toBe(0);
    skew = t.config.batchUploadStaleMs + 1_000;
    try {
      expect((await t.app.services.batchRunner.sweep()).interrupted).toBe(1);
    } finally {
      skew = 0;
    }
    expect((await get(`/api/batches/${b.id}`)).json()).toMatchObject({
      state: 'interrupted',
      rowCount: 1_500,
    });
    const start = await post(`/api/batches/${b.id}/start`);
    expect(start.statusCode).toBe(409);
    expect(start.json().code).toBe('BATCH_INTERRUPTED');
    // A late chunk of the dead upload stores nothing more.
    expect(await batches.insertRows(b.id, [{ rowNo: 1_501, line: 1_502, cells: [PHONE] }])).toBe(
      false,
    );
    expect(await batches.finishUpload(alice.uuid, b.id, 1_501)).toBe(false);
  });

  it('sends again the chunk jobs of a queued batch that has none, and leaves one that has them', async () => {
    await t.app.repos.metering.grant(alice.uuid, 'phoneLookup', 100);
    // Started, but its process died between the start's commit and the send of its jobs.
    const orphan = await uploaded(3);
    await t.app.repos.batches.transition(alice.uuid, orphan, ['preview'], 'queued', new Date());
    // Started normally: its jobs are queued.
    const normal = await uploaded(2);
    expect((await post(`/api/batches/${normal}/start`)).statusCode).toBe(200);

    expect(await t.app.services.batchRunner.sweep()).toEqual({
      interrupted: 0,
      requeued: 1,
      finished: 0,
    });
    await t.app.services.batchRunner.drain();
    for (const id of [orphan, normal])
      expect((await get(`/api/batches/${id}`)).json()).toMatchObject({
        state: 'done',
        rowsLeft: 0,
      });
    // Every row once: the orphan's jobs were sent once.
    expect((await get(`/api/batches/${orphan}`)).json().rowsDone).toBe(3);
  });
});

describe('a paused batch', () => {
  it('says why: NO_CALLS_LEFT, cleared once it is queued again', async () => {
    const carol = await newCaller(t.app, t.config.outboxDir);
    await t.app.repos.metering.grant(carol.uuid, 'phoneLookup', 1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/batches?service=phoneLookup',
      headers: { ...session(carol), 'content-type': 'text/csv' },
      payload: `phone\r\n${PHONE}\r\n${PHONE}\r\n`,
    });
    const id = res.json().id as string;
    const start = (url: string) => t.app.inject({ method: 'POST', url, headers: session(carol) });
    expect((await start(`/api/batches/${id}/start`)).json().pauseReason).toBeNull();
    await t.app.services.batchRunner.drain();
    const read = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/batches/${id}`, headers: session(carol) })
      ).json();
    expect(await read()).toMatchObject({ state: 'paused', pauseReason: 'NO_CALLS_LEFT' });
    await t.app.repos.metering.grant(carol.uuid, 'phoneLookup', 1);
    const resumed = await start(`/api/batches/${id}/start`);
    expect(resumed.json()).toMatchObject({ state: 'queued', pauseReason: null });
  });
});
