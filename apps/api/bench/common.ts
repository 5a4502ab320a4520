/**
 * Shared helpers of the benchmarks: start the API in a child process (built dist/ when present, else
 * tsx) on a fresh PGlite state folder or a fresh PostgreSQL database, wait for it, run autocannon.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const DEMO = { email: 'demo@pulse-demo.com', password: 'Demo#2026pulse' };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() =>
        typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function admin(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<pg.QueryResult> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(sql, params);
  } finally {
    await c.end();
  }
}

/**
 * A memory figure of a process from /proc/<pid>/status, MB: `VmHWM` its peak resident memory,
 * `VmRSS` its resident memory now; 0 when the process is gone.
 */
export function procMb(pid: number | undefined, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return m ? Math.round(Number(m[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc/<pid>/stat (Linux); 0 when the
 * process is gone. CPU time per request is what a throughput figure on a shared machine is made of,
 * without the noise of what else runs there.
 */
export function processCpuMs(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3; utime and stime are 14, 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
/** Linux's USER_HZ, the unit of /proc/<pid>/stat times (100 on every common kernel). */
const CLOCK_TICKS = 100;

export function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** A fresh storage: a temp PGlite state folder, or a new database beside `baseDbUrl`. */
export interface Storage {
  name: 'PGlite' | 'PostgreSQL';
  stateDir: string;
  databaseUrl: string | undefined;
  env: NodeJS.ProcessEnv;
  drop(): Promise<void>;
}

export async function freshStorage(baseDbUrl: string | undefined): Promise<Storage> {
  const stateDir = mkdtempSync(join(tmpdir(), 'pulse-bench-'));
  let databaseUrl: string | undefined;
  const dbName = `pulse_bench_${randomBytes(4).toString('hex')}`;
  if (baseDbUrl) {
    await admin(baseDbUrl, `create database ${dbName}`);
    const u = new URL(baseDbUrl);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const env: NodeJS.ProcessEnv = {
    PULSE_STATE_DIR: stateDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    KEY_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    RATE_LIMIT_AUTH_MAX: '10000000',
    LOG_LEVEL: 'warn',
  };
  if (databaseUrl) {
    // An API on PostgreSQL needs its shared secrets.
    env.DATABASE_URL = databaseUrl;
    env.JWT_SECRET = randomBytes(32).toString('hex');
    env.KEY_ENCRYPTION_KEY = randomBytes(32).toString('hex');
  }
  // What keptStorage needs to start an API on this data again (the secrets decrypt its keys).
  writeFileSync(join(stateDir, 'bench-storage.json'), JSON.stringify({ databaseUrl, env }));
  return {
    name: databaseUrl ? 'PostgreSQL' : 'PGlite',
    stateDir,
    databaseUrl,
    env,
    async drop() {
      rmSync(stateDir, { recursive: true, force: true });
      if (baseDbUrl) await admin(baseDbUrl, `drop database if exists ${dbName} with (force)`);
    },
  };
}

/**
 * The storage of an earlier run left in place (its state folder, printed by that run), to measure
 * again without seeding again. `drop()` removes it.
 * @throws when the folder holds no bench-storage.json
 */
export function keptStorage(stateDir: string, baseDbUrl: string): Storage {
  const saved = JSON.parse(readFileSync(join(stateDir, 'bench-storage.json'), 'utf8')) as {
    databaseUrl?: string;
    env: NodeJS.ProcessEnv;
  };
  return {
    name: saved.databaseUrl ? 'PostgreSQL' : 'PGlite',
    stateDir,
    databaseUrl: saved.databaseUrl,
    env: saved.env,
    async drop() {
      rmSync(stateDir, { recursive: true, force: true });
      const name = saved.databaseUrl && new URL(saved.databaseUrl).pathname.slice(1);
      if (name) await admin(baseDbUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export interface RunningApi {
  base: string;
  built: boolean;
  /** The API process's pid (for CPU accounting with processCpuMs). */
  pid: number | undefined;
  stop(): Promise<void>;
}

/** One API build a benchmark measures: `tag` says which of a before/after pair it is. */
export interface ApiBuild {
  tag?: 'before' | 'after';
  /** Its apps/api folder (built). */
  root: string;
}

/**
 * The API builds to measure, in order: with BENCH_BEFORE_API (an older checkout's apps/api, built)
 * that one first, then this one, on the same database in one run; otherwise this one alone.
 */
export function apiBuilds(): ApiBuild[] {
  const before = process.env.BENCH_BEFORE_API;
  return before
    ? [
        { tag: 'before', root: resolve(before) },
        { tag: 'after', root },
      ]
    : [{ root }];
}

/** The engines an API with ENGINES_PRELOAD loads in the background after start-up. */
const PRELOADED_ENGINES = ['ip', 'address', 'bin', 'aml'];

/**
 * A `ready` for startApi: every preloaded engine is done loading (ready, or failed). Memory taken
 * before that would count the engines' data (hundreds of MB) against whatever ran at the time.
 */
export const preloadedEnginesDone = (health: {
  details: { engines: Record<string, string> };
}): boolean =>
  PRELOADED_ENGINES.every((e) => ['ready', 'failed'].includes(health.details.engines[e] ?? ''));

/**
 * Starts the API on a free port and waits until /api/health answers and `ready` returns true.
 * @param apiRoot the apps/api folder to start (default this one): another checkout's built API
 *   measures a "before" on the same database in one run (bench:reports, BENCH_BEFORE_API)
 */
export async function startApi(
  storage: Storage,
  extraEnv: NodeJS.ProcessEnv = {},
  ready: (health: { details: { engines: Record<string, string> } }) => boolean = () => true,
  apiRoot: string = root,
): Promise<RunningApi> {
  const port = await freePort();
  const built = existsSync(join(apiRoot, 'dist/server.js'));
  // API_WORKERS in extraEnv: the cluster start (dist/cluster.js, N processes behind the port).
  const entry = extraEnv.API_WORKERS ? 'cluster' : 'server';
  const [cmd, args] = built
    ? [process.execPath, [join(apiRoot, `dist/${entry}.js`)]]
    : [process.execPath, ['--import', 'tsx', join(apiRoot, `src/${entry}.ts`)]];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Load benchmarks drive the API past the point where it would refuse work as overloaded
    // (plugins/overload.ts): they measure its throughput, so the event-loop bound is off.
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    ...storage.env,
    ...extraEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  if (!storage.databaseUrl) delete env.DATABASE_URL;
  // e.g. BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the API under load.
  const nodeArgs = process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child: ChildProcess = spawn(cmd, [...nodeArgs, ...args], {
    cwd: apiRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const end = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('API exited during start-up');
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok && ready((await res.json()) as never)) break;
    } catch {
      // not up yet
    }
    if (Date.now() > end) throw new Error(`API did not start: ${base}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    built,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

export async function demoSession(
  base: string,
): Promise<{ token: string; apiKey: string; clientId: string }> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!login.ok) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const profile = (await (
    await fetch(`${base}/api/user-data/profile`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as {
    apiKey: string;
    clientId: string;
  };
  return { token, apiKey: profile.apiKey, clientId: profile.clientId };
}

export const tableHeader = () => {
  console.log('| endpoint | storage | connections | req/s | p50 ms | p99 ms | non-2xx |');
  console.log('|---|---|---|---|---|---|---|');
};

export const tableRow = (
  name: string,
  storage: string,
  connections: number,
  r: autocannon.Result,
) =>
  `| ${name} | ${storage} | ${connections} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} |`;

export function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}

/** An API built in this process (Fastify inject) on fresh storage, for latency benchmarks. */
export interface InProcessApp {
  app: FastifyInstance;
  config: Config;
  storage: Storage;
  /** Closes the app and drops its storage and state folder. */
  close(): Promise<void>;
}

/**
 * Builds the API in this process on fresh storage (PGlite, or a new database beside
 * `DATABASE_URL`) with production scrypt cost, no demo seed, no bundled data and the sign-in limits
 * lifted, so a benchmark measures the request and not the limiter.
 */
export async function inProcessApp(): Promise<InProcessApp> {
  const storage = await freshStorage(process.env.DATABASE_URL);
  const stateDir = mkdtempSync(join(tmpdir(), 'pulse-bench-app-'));
  const config = loadConfig(
    {},
    {
      stateDir,
      pgliteDataDir: join(stateDir, 'pglite'),
      outboxDir: join(stateDir, 'outbox'),
      databaseUrl: storage.databaseUrl,
      jwtSecret: randomBytes(32),
      keyEncryptionKey: randomBytes(32),
      rateLimit: { authMax: 10_000_000, windowMs: 60_000 },
      seedDemo: false,
      preloadEngines: false,
      bundledData: false,
      datasetPollMs: 0,
    },
  );
  const app = await buildApp(config, { logger: false });
  return {
    app,
    config,
    storage,
    async close() {
      await app.close();
      await storage.drop();
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}

/**
 * Seeds `rows` reports of one new tenant of `app` on PostgreSQL (`db`), spread back from now over
 * `spanDays` (their months' partitions made first), in statements of 200,000 rows with a progress
 * line, then VACUUM ANALYZE. `selectSql` gives one chunk's rows (reference_id, tenant_id, service,
 * request_type, status, api_key_used, input_request, result, request_date_time): $1 the tenant id,
 * $2 and $3 the first and last row numbers, $4 the seconds between two rows.
 * @returns the tenant's id
 */
export async function seedTenantReports(
  app: InProcessApp,
  db: pg.Client,
  rows: number,
  spanDays: number,
  selectSql: string,
): Promise<string> {
  const tenant = await app.app.repos.transaction((tx) =>
    app.app.repos.clients.insert(tx, {
      fullName: 'Bench Tenant',
      email: `bench-${randomBytes(4).toString('hex')}@example.com`,
      companyName: 'Bench',
      contactNumber: '+441234567890',
      country: 'GB',
    }),
  );
  const seeded = Date.now();
  await db.query(
    `select pulse_reports_ensure_partition(m::date)
     from generate_series(date_trunc('month', now() - interval '${spanDays} days'),
                          date_trunc('month', now()), interval '1 month') m`,
  );
  const CHUNK = 200_000;
  for (let from = 1; from <= rows; from += CHUNK) {
    const to = Math.min(rows, from + CHUNK - 1);
    await db.query(
      `insert into reports (reference_id, tenant_id, service, request_type, status, api_key_used,
                            input_request, result, request_date_time) ${selectSql}`,
      [tenant.id, from, to, (spanDays * 86_400) / rows],
    );
    process.stdout.write(
      `\rseeding ${to.toLocaleString('en-US')} / ${rows.toLocaleString('en-US')}`,
    );
  }
  await db.query('vacuum analyze reports');
  console.log(
    `\nseeded ${rows.toLocaleString('en-US')} reports in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
  );
  return tenant.id;
}
