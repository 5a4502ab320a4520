// Three API processes on one PostgreSQL and one Redis agree:
// sessions, revocation, key rotation, metering and the log-in rate limit. Runs with
// TEST_DATABASE_URL (npm run test:pg) and a Redis on TEST_REDIS_URL or 127.0.0.1:6379.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestVerificationToken, PASSWORD, signupBody } from '../helpers/accounts.js';
import { API_DIR, apiArgs, reachable, startApi, type ApiProcess } from '../helpers/processes.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await reachable(Number(new URL(redisUrl).port || 6379), new URL(redisUrl).hostname);

const dbName = `pulse_t_mp_${randomBytes(5).toString('hex')}`;
const stateDir = mkdtempSync(join(tmpdir(), 'pulse-mp-'));
let procs: ApiProcess[] = [];
let dbUrl = '';

async function admin(sql: string, url = adminUrl): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

async function json(
  p: ApiProcess,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${p.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

describe.skipIf(!adminUrl || !redisUp)('three API processes on PostgreSQL and Redis', () => {
  beforeAll(async () => {
    await admin(`create database ${dbName}`);
    const u = new URL(adminUrl as string);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
    const env = {
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      KEY_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `pulse-test-${randomBytes(4).toString('hex')}:`,
      RATE_LIMIT_AUTH_MAX: '5',
      // The whole test inside one window: on a busy machine it takes longer than the default minute.
      RATE_LIMIT_WINDOW_MS: '900000',
      PULSE_STATE_DIR: stateDir,
      PUBLIC_APP_URL: 'http://localhost:3000',
      SEED_DEMO: '0',
      ENGINES_PRELOAD: '0',
      DATASET_POLL_MS: '0',
      SCRYPT_LOG2N: '10',
      LOG_LEVEL: 'warn',
    };
    // The first one migrates; the other two start together against the migrated database.
    procs = [await startApi(env)];
    procs.push(...(await Promise.all([startApi(env), startApi(env)])));
  }, 300_000);

  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop()));
    if (adminUrl) await admin(`drop database if exists ${dbName} with (force)`);
    rmSync(stateDir, { recursive: true, force: true });
  });

  it('agree on sessions, revocation, keys, metering and the log-in limit', async () => {
    const [p1, p2, p3] = procs as [ApiProcess, ApiProcess, ApiProcess];
    const body = signupBody();
    expect((await json(p1, 'POST', '/api/auth/signup', body)).status).toBe(201);
    const vtoken = latestVerificationToken(join(stateDir, 'outbox'), body.email);
    expect((await json(p2, 'POST', '/api/auth/verify-email', { token: vtoken })).status).toBe(200);
    const login = await json(p1, 'POST', '/api/auth/login', {
      email: body.email,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    const auth = { authorization: `Bearer ${token}` };

    // A session of process 1 is accepted by 2 and 3, and the stored key decrypts everywhere.
    const profiles = await Promise.all(
      procs.map((p) => json(p, 'GET', '/api/user-data/profile', undefined, auth)),
    );
    expect(profiles.map((r) => r.status)).toEqual([200, 200, 200]);
    const firstKey = profiles[0]?.body.apiKey as string;
    expect(new Set(profiles.map((r) => r.body.apiKey))).toEqual(new Set([firstKey]));

    // 2 and 3 accept the key and now hold it in their tenant cache (a phone lookup each: the
    // metering count below is of IP lookups).
    const clientId = login.body.user as { clientId: string };
    for (const p of [p2, p3]) {
      const warm = await json(
        p,
        'POST',
        '/api/phonelookup',
        { phone: '+14155552671' },
        { licensekey: firstKey, clientid: clientId.clientId },
      );
      expect(warm.status).toBe(200);
    }
    // Key regeneration on 1 answers only once 2 and 3 dropped the key from their tenant cache:
    // the old key is refused there on the
    // very next call, without waiting (an old-key call accepted would also be charged and break the
    // metering count below).
    const rotated = await json(p1, 'POST', '/api/user-data/regenerate-api-key', undefined, auth);
    const newKey = rotated.body.newApiKey as string;
    const oldKeyCalls = await Promise.all(
      [p2, p3].map((p) =>
        json(
          p,
          'POST',
          '/api/iplookup',
          { ip: '8.8.8.8' },
          { licensekey: firstKey, clientid: clientId.clientId },
        ),
      ),
    );
    expect(oldKeyCalls.map((r) => r.status)).toEqual([401, 401]);
    const fresh = await json(
      p3,
      'POST',
      '/api/iplookup',
      { ip: '8.8.8.8' },
      { licensekey: newKey, clientid: clientId.clientId },
    );
    expect(fresh.status).toBe(200);

    // Metering is exact across the three: 100 free calls of the month + 20 paid, 150 asked for.
    await admin(
      `insert into service_balances (tenant_id, service, paid_available, paid_purchased_total)
       select id, 'ipLookup', 20, 20 from clients where email = '${body.email.toLowerCase()}'`,
      dbUrl,
    );
    const headers = { licensekey: newKey, clientid: clientId.clientId };
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        json(
          procs[i % 3] as ApiProcess,
          'POST',
          '/api/iplookup',
          { ip: `8.8.${i % 250}.8` },
          headers,
        ),
      ),
    );
    const ok = answers.filter((a) => a.status === 200).length;
    expect(ok).toBe(119); // 120 available, one used by the check above
    expect(answers.filter((a) => a.status === 402).length).toBe(31);
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    const counts = await db.query<{ reports: string; used: string; left: number }>(
      `select (select count(*) from reports r where r.tenant_id = c.id and r.service = 'ipLookup') as reports,
              (select sum(free_used + paid_used) from monthly_usage u where u.tenant_id = c.id and u.service = 'ipLookup') as used,
              (select paid_available from service_balances b where b.tenant_id = c.id and b.service = 'ipLookup') as left
       from clients c where c.email = $1`,
      [body.email.toLowerCase()],
    );
    await db.end();
    expect(counts.rows[0]).toEqual({ reports: '120', used: '120', left: 0 });

    // Logout on 1 of a second session that 2 and 3 hold in their session cache: refused there at
    // once, gone from the sessions list, and the first session keeps working.
    const second = await json(p3, 'POST', '/api/auth/login', {
      email: body.email,
      password: PASSWORD,
    });
    expect(second.status).toBe(200);
    const secondAuth = { authorization: `Bearer ${second.body.token as string}` };
    for (const p of procs)
      expect((await json(p, 'GET', '/api/user-data/profile', undefined, secondAuth)).status).toBe(
        200,
      );
    expect((await json(p1, 'POST', '/api/auth/logout', undefined, secondAuth)).status).toBe(204);
    for (const p of [p2, p3])
      expect((await json(p, 'GET', '/api/user-data/profile', undefined, secondAuth)).status).toBe(
        401,
      );
    const listed = await json(p2, 'GET', '/api/sessions', undefined, auth);
    expect((listed.body.sessions as unknown[]).length).toBe(1);

    // Logout-all on 2 revokes the session on 1 and 3 at once.
    expect((await json(p2, 'POST', '/api/auth/logout-all', undefined, auth)).status).toBe(204);
    for (const p of [p1, p3]) {
      expect((await json(p, 'GET', '/api/user-data/profile', undefined, auth)).status).toBe(401);
    }

    // The log-in limit (5 per IP per window) is one count for the three processes: the sign-ins
    // above count too, so six wrong attempts spread over the processes (two each) reach it. Only the
    // shape is fixed: some 401s (at most 5), then only 429s, the sixth attempt refused.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const p = procs[i % 3] as ApiProcess;
      statuses.push(
        (await json(p, 'POST', '/api/auth/login', { email: body.email, password: 'Wrong!pass1' }))
          .status,
      );
    }
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused, statuses.join(',')).toBeGreaterThanOrEqual(1);
    expect(statuses.slice(0, firstRefused).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(firstRefused).every((s) => s === 429)).toBe(true);
  }, 300_000);
});

describe.skipIf(!adminUrl)('npm run start:cluster', () => {
  it('runs API_WORKERS processes behind one port, serves their summed metrics, drains on SIGTERM', async () => {
    const name = `pulse_t_cl_${randomBytes(5).toString('hex')}`;
    await admin(`create database ${name}`);
    const u = new URL(adminUrl as string);
    u.pathname = `/${name}`;
    const dir = mkdtempSync(join(tmpdir(), 'pulse-cluster-'));
    const child = spawn(process.execPath, apiArgs('cluster'), {
      cwd: API_DIR,
      env: {
        ...process.env,
        PORT: '4661',
        METRICS_PORT: '4662',
        API_WORKERS: '2',
        DATABASE_URL: u.toString(),
        JWT_SECRET: randomBytes(32).toString('hex'),
        KEY_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
        PULSE_STATE_DIR: dir,
        SEED_DEMO: '0',
        ENGINES_PRELOAD: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => void (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => void (out += c.toString()));
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    try {
      const until = Date.now() + 200_000;
      while (!/Metrics: http/.test(out) && Date.now() < until)
        await new Promise((r) => setTimeout(r, 200));
      expect(out).toContain('Pulse API cluster: 2 processes on port 4661');
      for (let i = 0; i < 20; i++) {
        const res = await fetch('http://127.0.0.1:4661/api/health/ready');
        expect(res.status).toBe(200);
      }
      const metrics = await (await fetch('http://127.0.0.1:4662/metrics')).text();
      // Summed over the workers: the 20 readiness probes, whichever worker answered them.
      const line = metrics
        .split('\n')
        .find((l) => l.startsWith('pulse_http_requests_total') && l.includes('/api/health/ready'));
      expect(line).toMatch(/ 20$/);
    } finally {
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      await admin(`drop database if exists ${name} with (force)`);
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);

  it('refuses the embedded database in one line', async () => {
    const child = spawn(process.execPath, apiArgs('cluster'), {
      cwd: API_DIR,
      env: { ...process.env, DATABASE_URL: '', PORT: '4663' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (c: Buffer) => void (err += c.toString()));
    const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
    expect(code).toBe(1);
    expect(err.trim()).toBe(
      'start:cluster needs DATABASE_URL: the embedded database serves one process only',
    );
  }, 60_000);
});
