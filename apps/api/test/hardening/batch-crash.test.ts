// kill -9 of a real API process mid-batch (issue 46), on PostgreSQL (npm run test:pg): the
// production layout of API processes that only send jobs (JOBS_WORK=0) and one `start:worker`
// process that works them.
// 1. Killed during a 100,000-row upload: the next process shows the batch `interrupted` with the
//    rows it stored (never `preview`), and refuses to start it.
// 2. Killed just after a start, its chunk jobs lost with it (the window between the start's commit
//    and their send): the next API process sends them again and the worker, which never restarted,
//    screens every row.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestVerificationToken, PASSWORD, signupBody } from '../helpers/accounts.js';
import { adminQuery, withDatabase } from '../helpers/app.js';
import { API_DIR, apiArgs, startApi, type ApiProcess } from '../helpers/processes.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const dbName = `pulse_t_crash_${randomBytes(5).toString('hex')}`;
const stateDir = mkdtempSync(join(tmpdir(), 'pulse-crash-'));
const PHONE = '+14155552671';
const ROWS = 100_000;

let dbUrl = '';
let env: NodeJS.ProcessEnv = {};
let worker: ChildProcess | undefined;
const procs: ApiProcess[] = [];

/** One statement on the test's database. */
const sql = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> =>
  adminQuery<T>(dbUrl, text, values);

async function json(
  p: ApiProcess,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${p.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function api(): Promise<ApiProcess> {
  const p = await startApi(env);
  procs.push(p);
  return p;
}

/** A `start:worker` process, resolved once it works jobs. */
function startWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, apiArgs('worker'), {
    cwd: API_DIR,
    env: { ...process.env, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (c: Buffer) => {
      out += c.toString();
      if (out.includes('Pulse worker: working queued jobs')) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}:\n${out}`)));
  });
}

/** Signs a customer up on `p`: its session headers. */
async function customer(p: ApiProcess): Promise<Record<string, string>> {
  const body = signupBody();
  expect((await json(p, 'POST', '/api/auth/signup', {}, body)).status).toBe(201);
  const token = latestVerificationToken(join(stateDir, 'outbox'), body.email);
  expect((await json(p, 'POST', '/api/auth/verify-email', {}, { token })).status).toBe(200);
  const login = await json(
    p,
    'POST',
    '/api/auth/login',
    {},
    { email: body.email, password: PASSWORD },
  );
  expect(login.status).toBe(200);
  const auth = { authorization: `Bearer ${login.body.token as string}` };
  const profile = await json(p, 'GET', '/api/user-data/profile', auth);
  return { ...auth, licensekey: profile.body.apiKey as string };
}

describe.skipIf(!adminUrl)('kill -9 of an API process mid-batch, on PostgreSQL', () => {
  beforeAll(async () => {
    await adminQuery(adminUrl ?? '', `create database ${dbName}`);
    dbUrl = withDatabase(adminUrl ?? '', dbName);
    env = {
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      KEY_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      PULSE_STATE_DIR: stateDir,
      PUBLIC_APP_URL: 'http://localhost:3000',
      SEED_DEMO: '0',
      ENGINES_PRELOAD: '0',
      DATASET_POLL_MS: '0',
      SCRYPT_LOG2N: '10',
      LOG_LEVEL: 'warn',
      JOBS_WORK: '0',
      JOBS_POLL_MS: '500',
      // Short bounds, so the test need not wait the production 5 minutes and 1 minute.
      BATCH_UPLOAD_STALE_MS: '2000',
      BATCH_SWEEP_MS: '1000',
    };
  }, 60_000);

  afterAll(async () => {
    worker?.kill('SIGKILL');
    await Promise.all(procs.map((p) => p.stop('SIGKILL')));
    if (adminUrl) await adminQuery(adminUrl, `drop database if exists ${dbName} with (force)`);
    rmSync(stateDir, { recursive: true, force: true });
  });

  it(
    'leaves no startable batch when killed mid-upload, and a started batch whose jobs were lost still ends',
    { timeout: 240_000 },
    async () => {
      const [first, started] = await Promise.all([api(), startWorker()]);
      worker = started;
      const who = await customer(first);

      // 1. kill -9 during a 100,000-row upload, once 5,000 rows are stored.
      const req = request(`${first.url}/api/batches?service=phoneLookup&fileName=big.csv`, {
        method: 'POST',
        headers: { ...who, 'content-type': 'text/csv', 'transfer-encoding': 'chunked' },
      });
      req.on('error', () => undefined);
      req.write('phone\r\n');
      const block = `${Array.from({ length: 1_000 }, () => PHONE).join('\r\n')}\r\n`;
      let sent = 0;
      const feed = async () => {
        // Written as the socket drains, the file's end never reached: the process dies first.
        while (sent < ROWS && !req.destroyed) {
          sent += 1_000;
          if (!req.write(block)) await new Promise((r) => req.once('drain', r));
        }
      };
      void feed();
      const [stored] = await until(
        () =>
          sql<{ id: string; n: string }>(
            'select b.id, count(r.row_no) as n from batches b left join batch_rows r on r.batch_id = b.id group by b.id',
          ),
        (rows) => Number(rows[0]?.n ?? 0) >= 5_000,
        '5,000 rows stored',
      );
      await first.stop('SIGKILL');
      req.destroy();
      const id = stored?.id ?? '';

      const second = await api();
      const cut = await until(
        () => json(second, 'GET', `/api/batches/${id}`, who),
        (r) => r.body.state !== 'uploading',
        'the sweep',
      );
      const rowsStored = Number(
        (
          await sql<{ n: string }>('select count(*) as n from batch_rows where batch_id = $1', [id])
        )[0]?.n,
      );
      expect(cut.body).toMatchObject({ state: 'interrupted', rowCount: rowsStored, preview: null });
      expect(rowsStored).toBeGreaterThanOrEqual(5_000);
      expect(rowsStored).toBeLessThan(ROWS);
      const refused = await json(second, 'POST', `/api/batches/${id}/start`, who);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('BATCH_INTERRUPTED');

      // 2. kill -9 just after a start; its chunk jobs are lost with the process.
      const small = await fetch(
        `${second.url}/api/batches?service=phoneLookup&fileName=small.csv`,
        {
          method: 'POST',
          headers: { ...who, 'content-type': 'text/csv' },
          body: `phone\r\n${Array.from({ length: 30 }, () => PHONE).join('\r\n')}\r\n`,
        },
      );
      expect(small.status).toBe(201);
      const batchId = ((await small.json()) as { id: string }).id;
      // The worker would take the jobs at once: it stops polling while the jobs are sent and lost.
      worker.kill('SIGSTOP');
      const start = await json(second, 'POST', `/api/batches/${batchId}/start`, who);
      expect(start.status).toBe(200);
      await second.stop('SIGKILL');
      await sql('delete from pgboss.job where singleton_key = $1', [batchId]);
      worker.kill('SIGCONT');

      const third = await api();
      const done = await until(
        () => json(third, 'GET', `/api/batches/${batchId}`, who),
        (r) => r.body.state === 'done',
        'the batch to be screened',
      );
      expect(done.body).toMatchObject({ rowCount: 30, rowsDone: 30, rowsLeft: 0 });
      const [reports] = await sql<{ n: string }>(
        'select count(*) as n from batch_rows where batch_id = $1 and reference_id is not null',
        [batchId],
      );
      expect(Number(reports?.n)).toBe(30);
    },
  );
});
