// The abuse soak: hostile upload bodies (abuse-corpus.ts)
// interleaved with valid uploads, lookups, cross-tenant probes, monitoring and case actions, sent
// to a real API process (its own event loop, so a process that hangs fails this test instead of
// freezing it), first in the sequences that used to hang a process and then in a seeded random
// order. After every request the process answers its liveness probe within 1 s; no request gets a
// 5xx or goes unanswered; the process's RSS stays within 300 MB of its start. Runs on PGlite in
// `npm test` and on PostgreSQL in `npm run test:pg` (TEST_DATABASE_URL).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestVerificationToken, PASSWORD, signupBody } from '../helpers/accounts.js';
import { adminQuery, withDatabase } from '../helpers/postgres.js';
import { startApi, type ApiProcess } from '../helpers/processes.js';
import { abuseCorpus, type AbuseUpload } from './abuse-corpus.js';

const SEED = 46;
/** Longest wait for any answer before it counts as unanswered, ms. */
const ANSWER_MS = 30_000;
/** Longest wait for the liveness probe after each request, ms. */
const HEALTH_MS = 1000;
/** Most RSS growth over the soak, MB. */
const RSS_GROWTH_MB = 300;

const adminUrl = process.env.TEST_DATABASE_URL;
const dbName = `pulse_t_soak_${randomBytes(5).toString('hex')}`;
const stateDir = mkdtempSync(join(tmpdir(), 'pulse-soak-'));
let api: ApiProcess;

interface Tenant {
  session: Record<string, string>;
  key: Record<string, string>;
}
let alice: Tenant;
let bob: Tenant;
let testKey: Record<string, string>;
let aliceBatch = '';

/** The API process's resident memory, MB. */
function rssMb(): number {
  const status = readFileSync(`/proc/${api.child.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024);
}

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${api.url}${path}`, { ...init, signal: AbortSignal.timeout(ANSWER_MS) });
}

const json = (headers: Record<string, string>, body: unknown, method = 'POST'): RequestInit => ({
  method,
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Expects `res` to have `status`, naming the process's last log lines when it does not. */
async function expectStatus(res: Response, status: number): Promise<void> {
  if (res.status !== status)
    expect(res.status, `${await res.text()}\n${api.output().slice(-3000)}`).toBe(status);
}

/** Signs a customer up through the API and reads its session and live key. */
async function signUp(): Promise<Tenant> {
  const body = signupBody();
  await expectStatus(await call('/api/auth/signup', json({}, body)), 201);
  const token = latestVerificationToken(join(stateDir, 'outbox'), body.email);
  await expectStatus(await call('/api/auth/verify-email', json({}, { token })), 200);
  const res = await call('/api/auth/login', json({}, { email: body.email, password: PASSWORD }));
  await expectStatus(res.clone(), 200);
  const login = (await res.json()) as { token: string; user: { clientId: string } };
  const session = { authorization: `Bearer ${login.token}` };
  const profile = (await (await call('/api/user-data/profile', { headers: session })).json()) as {
    apiKey: string;
  };
  return { session, key: { licensekey: profile.apiKey, clientid: login.user.clientId } };
}

interface Step {
  name: string;
  run: () => Promise<Response>;
}

const problems: string[] = [];
let requests = 0;
let peakRss = 0;

/** Sends one step, then probes liveness. @returns false once the process stopped answering */
async function send(step: Step): Promise<boolean> {
  requests++;
  try {
    const res = await step.run();
    await res.arrayBuffer();
    if (res.status >= 500) problems.push(`${step.name}: ${res.status}`);
  } catch (err) {
    problems.push(`${step.name}: no answer (${(err as Error).name})`);
  }
  try {
    const live = await fetch(`${api.url}/api/health/live`, {
      signal: AbortSignal.timeout(HEALTH_MS),
    });
    await live.arrayBuffer();
    if (live.status !== 200) problems.push(`${step.name}: then liveness answered ${live.status}`);
  } catch {
    problems.push(`${step.name}: then liveness did not answer within ${HEALTH_MS} ms`);
    return false;
  }
  peakRss = Math.max(peakRss, rssMb());
  return true;
}

/** Sends the steps in order, stopping at the first after which the process no longer answers. */
async function sendAll(steps: readonly Step[]): Promise<boolean> {
  for (const step of steps) if (!(await send(step))) return false;
  return true;
}

function hostile(u: AbuseUpload, headers: Record<string, string>): Step {
  return {
    name: u.name,
    run: () =>
      call(`/api/batches?service=${u.service}`, {
        method: 'POST',
        headers: { ...headers, ...(u.contentType ? { 'content-type': u.contentType } : {}) },
        body: u.body,
      }),
  };
}

/** The valid traffic the hostile uploads are mixed with; the first is a valid upload. */
function valid(): Step[] {
  const csv = (headers: Record<string, string>, type: string, body: string): RequestInit => ({
    method: 'POST',
    headers: { ...headers, 'content-type': type },
    body,
  });
  return [
    {
      name: 'valid upload',
      run: () =>
        call(
          '/api/batches?service=amlPerson',
          csv(alice.key, 'text/csv', 'f_name,l_name\nJohn,Smith\nJane,Doe\n'),
        ),
    },
    {
      name: 'valid NDJSON upload (test key)',
      run: () =>
        call(
          '/api/batches?service=phoneLookup',
          csv(
            testKey,
            'application/x-ndjson',
            '{"phone":"+14155552671"}\n{"phone":"+4930901820"}\n',
          ),
        ),
    },
    {
      name: 'phone lookup',
      run: () => call('/api/phonelookup', json(alice.key, { phone: '+14155552671' })),
    },
    {
      name: 'email lookup (test key)',
      run: () => call('/api/emaillookup', json(testKey, { email: 'ada@example.com' })),
    },
    { name: 'batch list', run: () => call('/api/batches', { headers: alice.key }) },
    {
      name: 'cross-tenant batch probe',
      run: () => call(`/api/batches/${aliceBatch}`, { headers: bob.key }),
    },
    {
      name: 'cross-tenant results probe',
      run: () => call(`/api/batches/${aliceBatch}/results`, { headers: bob.key }),
    },
    {
      name: 'monitoring subject add',
      run: () =>
        call(
          '/api/monitoring/subjects',
          json(alice.session, { kind: 'person', name: 'John Smith' }),
        ),
    },
    { name: 'case list', run: () => call('/api/cases', { headers: alice.session }) },
    {
      name: 'case settings',
      run: () => call('/api/cases/settings', json(alice.session, { fourEyes: true }, 'PUT')),
    },
    {
      name: 'monitoring alerts',
      run: () => call('/api/monitoring/alerts', { headers: bob.session }),
    },
  ];
}

beforeAll(async () => {
  let databaseUrl: string | undefined;
  if (adminUrl) {
    await adminQuery(adminUrl, `create database ${dbName}`);
    databaseUrl = withDatabase(adminUrl, dbName);
  }
  api = await startApi({
    PORT: '0',
    HOST: '127.0.0.1',
    PULSE_STATE_DIR: stateDir,
    ...(databaseUrl
      ? {
          DATABASE_URL: databaseUrl,
          JWT_SECRET: randomBytes(32).toString('hex'),
          KEY_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
        }
      : {}),
    // The production bound: a request refused as overloaded is a 5xx the soak counts.
    OVERLOAD_EVENT_LOOP_DELAY_MS: '1000',
    SEED_DEMO: '0',
    BUNDLED_DATA: '0',
    ENGINES_PRELOAD: '0',
    DATASET_POLL_MS: '0',
    SCRYPT_LOG2N: '10',
    RATE_LIMIT_AUTH_MAX: '1000',
    LOG_LEVEL: 'warn',
  });
  // Served once its start is done (GET /api/health/ready).
  for (let i = 0; i < 100 && (await call('/api/health/ready')).status !== 200; i++)
    await new Promise((r) => setTimeout(r, 200));
  alice = await signUp();
  bob = await signUp();
  const key = await call(
    '/api/developers/keys',
    json(alice.session, { name: 'Sandbox', mode: 'test' }),
  );
  testKey = {
    licensekey: ((await key.json()) as { secret: string }).secret,
    clientid: alice.key.clientid ?? '',
  };
  const first = await call('/api/batches?service=amlPerson', {
    method: 'POST',
    headers: { ...alice.key, 'content-type': 'text/csv' },
    body: 'f_name,l_name\nJohn,Smith\n',
  });
  aliceBatch = ((await first.json()) as { id: string }).id;
  // Each engine loads its data at its first call: loaded before the clock starts, since the soak
  // is about what customers send, not about a cold start.
  for (const step of valid()) await (await step.run()).arrayBuffer();
}, 300_000);

afterAll(async () => {
  await api?.stop();
  if (adminUrl) await adminQuery(adminUrl, `drop database if exists ${dbName} with (force)`);
  rmSync(stateDir, { recursive: true, force: true });
});

describe('abuse soak', () => {
  it('answers every request, none with a 5xx, and stays live and within its memory bound', async () => {
    const startRss = rssMb();
    const started = Date.now();
    const corpus = abuseCorpus(SEED);
    expect(corpus.length).toBeGreaterThanOrEqual(300);
    const byName = (name: string) => {
      const found = corpus.find((u) => u.name === `amlPerson: ${name}`);
      if (!found) throw new Error(`no corpus entry ${name}`);
      return hostile(found, alice.key);
    };
    const steps = valid();
    // The sequences that hung a process: NUL, NUL, good, NUL, 900 KB; cross-tenant probes and a
    // monitoring add after uploads; a 900 KB cell after 5,000 columns; an unclosed quote; a
    // `;`-separated file.
    const sequences: Step[] = [
      byName('nul in a cell'),
      byName('nul in a cell'),
      ...steps.slice(0, 1),
      byName('nul in a cell'),
      byName('900 KB cell'),
      ...steps.slice(5, 8),
      byName('5000 columns'),
      byName('900 KB cell'),
      byName('unclosed quote'),
      byName('semicolons'),
    ];
    const live = await sendAll(sequences);

    // Then every hostile body once, with valid traffic between them, in a seeded random order.
    const mixed: Step[] = [
      ...corpus.map((u) => hostile(u, alice.key)),
      ...Array.from({ length: 4 }, () => steps).flat(),
    ];
    const [order] = fc.sample(fc.shuffledSubarray(mixed, { minLength: mixed.length }), {
      seed: SEED,
      numRuns: 1,
    });
    if (live) await sendAll(order ?? []);

    console.log(
      `abuse soak (${adminUrl ? 'PostgreSQL' : 'PGlite'}): ${requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, API RSS ${startRss} MB at the start, ${peakRss} MB at its peak`,
    );
    expect(problems, api.output().slice(-5000)).toEqual([]);
    expect(peakRss - startRss).toBeLessThan(RSS_GROWTH_MB);
  }, 600_000);
});
