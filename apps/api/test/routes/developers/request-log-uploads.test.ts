// The request log and uploaded files: an upload
// made with an API key is logged as its type and size, never as the request stream, and the log
// is written while the process keeps answering.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer } from '../../helpers/accounts.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { apiKey, call, must, newCaller, type Caller } from '../../helpers/clients.js';

let t: TestApp;
let bob: Caller;

beforeAll(async () => {
  t = await createTestApp();
  bob = await newCaller(t.app, t.config.outboxDir);
});
afterAll(async () => t.close());

const writer = () => must(t.app.requestLog, 'request log writer');

interface Entry {
  id: string;
  route: string;
  status: number;
}

async function list(who: Caller, query = '') {
  const res = await call(t.app, 'GET', `/api/developers/requests${query}`, bearer(who.token));
  expect(res.statusCode, res.body).toBe(200);
  return { items: res.json() as Entry[] };
}

/** Waits until the writer has stored `n` entries of `who`. */
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

describe('uploaded files in the request log', () => {
  it('records an uploaded file as its type and size, never the request stream, and stays responsive', async () => {
    // The stream of a file upload used to be walked as if it were the body's JSON: its socket,
    // server and buffered bytes, for minutes on the event loop. A NUL upload, a good one and a
    // long-cell one, as an API client would send them.
    const bodies = ['f_name,l_name\nJo\0hn,Smith\n', 'f_name,l_name\nJohn,Smith\n'];
    bodies.push(`f_name,l_name\n${'a'.repeat(900_000)},Smith\n`);
    const before = (await list(bob, '?limit=100')).items.length;
    for (const payload of bodies)
      await t.app.inject({
        method: 'POST',
        url: '/api/batches?service=amlPerson',
        headers: { ...apiKey(bob), 'content-type': 'text/csv' },
        payload,
      });
    const started = Date.now();
    const items = await settled(bob, before + 3);
    expect(Date.now() - started).toBeLessThan(5000);
    const uploads = items.filter((e) => e.route === '/api/batches');
    expect(uploads.map((e) => e.status).sort()).toEqual([201, 400, 400]);
    for (const entry of uploads) {
      const detail = await call(
        t.app,
        'GET',
        `/api/developers/requests/${entry.id}`,
        bearer(bob.token),
      );
      const { requestBody } = (detail.json() as { bodies: { requestBody: unknown } }).bodies;
      expect(requestBody).toEqual({
        file: { contentType: 'text/csv', bytes: expect.any(Number) as number },
      });
    }
  });
});
