// The bounds of a batch upload:
// every file a customer can send is answered with a 4xx naming its line, at once,
// nothing of it is kept, and a file that takes too long is refused with 408.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_CELL_CHARS,
  MAX_COLUMNS,
  MAX_LINE_CHARS,
} from '../../../src/services/batches/limits.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { apiKey, newCaller, session, type Caller } from '../../helpers/clients.js';

let t: TestApp;
let alice: Caller;

beforeAll(async () => {
  t = await createTestApp();
  alice = await newCaller(t.app, t.config.outboxDir);
}, 60_000);
afterAll(async () => t.close());

function upload(body: string | Buffer, type = 'text/csv', service = 'amlPerson') {
  return t.app.inject({
    method: 'POST',
    url: `/api/batches?service=${service}`,
    headers: { ...apiKey(alice), 'content-type': type },
    payload: body,
  });
}

async function batchCount(): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/batches?limit=100',
    headers: session(alice),
  });
  return (res.json() as { items: unknown[] }).items.length;
}

/** Uploads `body` and expects a refusal with `status`, `code` and a message on `line`. */
async function refused(
  body: string | Buffer,
  status: number,
  code: string,
  line: number,
  type?: string,
) {
  const before = await batchCount();
  const started = Date.now();
  const res = await upload(body, type);
  expect(Date.now() - started).toBeLessThan(1000);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ code, line });
  expect(res.json().error).toMatch(new RegExp(`^Line ${line}: `));
  expect(await batchCount()).toBe(before);
  return res.json() as { error: string };
}

describe('upload bounds', () => {
  it('refuses a NUL anywhere in a cell with 400 and its line, however often and after a good file', async () => {
    const nul = 'f_name,l_name\nJohn,Smith\nJo\0hn,Smith\n';
    const first = await refused(nul, 400, 'INVALID_TEXT', 3);
    expect(first.error).toBe(
      'Line 3: the value of "f_name" holds a NUL or an unpaired surrogate character; remove it',
    );
    await refused(nul, 400, 'INVALID_TEXT', 3);
    expect((await upload('f_name,l_name\nJohn,Smith\n')).statusCode).toBe(201);
    await refused(nul, 400, 'INVALID_TEXT', 3);
    // In the header too, and in an NDJSON value.
    await refused('f_na\0me,l_name\nJohn,Smith\n', 400, 'INVALID_TEXT', 1);
    await refused(
      '{"f_name":"John","l_name":"Smith"}\n{"f_name":"Jo\\u0000hn","l_name":"Smith"}\n',
      400,
      'INVALID_TEXT',
      2,
      'application/x-ndjson',
    );
  });

  it('refuses a cell over the limit with its line and column', async () => {
    const res = await refused(
      `f_name,l_name\nJohn,Smith\n${'a'.repeat(MAX_CELL_CHARS + 1)},Smith\n`,
      400,
      'CELL_TOO_LONG',
      3,
    );
    expect(res.error).toBe(
      `Line 3: the value of "f_name" has 1,001 characters; at most 1,000 are read`,
    );
  });

  it('refuses a 900 KB cell, a line over the limit, at once', async () => {
    await refused(`f_name,l_name\n${'a'.repeat(900_000)},Smith\n`, 400, 'ROW_TOO_LONG', 2);
    const wide = Array.from({ length: 100 }, () => 'b'.repeat(900)).join(',');
    await refused(`f_name,l_name\nJohn,Smith\n${wide}\n`, 400, 'ROW_TOO_LONG', 3);
    expect(wide.length).toBeGreaterThan(MAX_LINE_CHARS);
  });

  it('refuses more columns than the limit, 5,000 of them included, before any preview', async () => {
    const header = ['f_name', 'l_name', ...Array.from({ length: 4998 }, (_, i) => `c${i}`)];
    const res = await refused(`${header.join(',')}\nJohn,Smith\n`, 400, 'TOO_MANY_COLUMNS', 1);
    expect(res.error).toBe(`Line 1: the row has 5,000 columns; at most ${MAX_COLUMNS} are read`);
    const ndjson = `${JSON.stringify(Object.fromEntries(header.map((h) => [h, 'x'])))}\n`;
    await refused(ndjson, 400, 'TOO_MANY_COLUMNS', 1, 'application/x-ndjson');
  });

  it('refuses an unclosed quote and a semicolon-separated file with 400 within a second', async () => {
    await refused('f_name,l_name\n"John,Smith\nJane,Doe\n', 400, 'MALFORMED_CSV', 2);
    // The quote is never closed in a long file: refused at the line bound, not read to its end.
    await refused(
      `f_name,l_name\n"John,Smith\n${'Jane,Doe\n'.repeat(200_000)}`,
      400,
      'ROW_TOO_LONG',
      2,
    );
    await refused('f_name;l_name\nJohn;Smith\n', 400, 'WRONG_DELIMITER', 1);
  });
});

/** Listens on a free port. @returns its base URL */
async function listening(app: TestApp['app']): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** A request body that sends the header and one row, then nothing more until cancelled. */
function stalledBody(): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(ctl) {
      ctl.enqueue(new TextEncoder().encode('f_name,l_name\nJohn,Smith\n'));
    },
  });
}

describe('processing deadline', () => {
  it('refuses with 408 an upload not read within BATCH_UPLOAD_TIMEOUT_MS, its batch left interrupted', async () => {
    const own = await createTestApp({ batchUploadTimeoutMs: 1000 });
    try {
      const c = await newCaller(own.app, own.config.outboxDir);
      const base = await listening(own.app);
      // A sender that sends the header and then nothing: the read waits until the deadline.
      const body = stalledBody();
      const started = Date.now();
      const res = await fetch(`${base}/api/batches?service=amlPerson`, {
        method: 'POST',
        headers: { ...apiKey(c), 'content-type': 'text/csv' },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(408);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(res.headers.get('connection')).toBe('close');
      expect(await res.json()).toMatchObject({
        code: 'UPLOAD_TIMEOUT',
        error:
          'The file was not read within 1 s, so its batch is left interrupted; upload it again, or split it into smaller files',
      });
      await body.cancel().catch(() => undefined);
      // Like any upload that stopped before the end of its file: interrupted, never startable.
      const list = await own.app.inject({
        method: 'GET',
        url: '/api/batches',
        headers: session(c),
      });
      expect((list.json() as { items: Array<{ state: string }> }).items).toMatchObject([
        { state: 'interrupted' },
      ]);
    } finally {
      await own.close();
    }
  });
});

describe('shutdown', () => {
  it('stops an upload in flight, so the app closes well within SHUTDOWN_TIMEOUT_MS', async () => {
    const own = await createTestApp();
    try {
      const c = await newCaller(own.app, own.config.outboxDir);
      const base = await listening(own.app);
      const body = stalledBody();
      const answer = fetch(`${base}/api/batches?service=amlPerson`, {
        method: 'POST',
        headers: { ...apiKey(c), 'content-type': 'text/csv' },
        body,
        duplex: 'half',
      } as RequestInit);
      // The upload is being read once its batch exists (a wait for a state, not a retried action).
      const batchExists = async () =>
        (await own.app.repos.batches.list(c.uuid, 'live', 1)).items.length > 0;
      for (let i = 0; i < 300 && !(await batchExists()); i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(await batchExists()).toBe(true);
      const started = Date.now();
      await own.app.close();
      expect(Date.now() - started).toBeLessThan(own.config.shutdownTimeoutMs / 2);
      const res = await answer;
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toMatchObject({
        code: 'UNAVAILABLE',
        error: 'The server is restarting: upload the file again in a moment',
      });
      await body.cancel().catch(() => undefined);
    } finally {
      // A second close of the app is a no-op; this one also drops the test's database.
      await own.close();
    }
  });
});
