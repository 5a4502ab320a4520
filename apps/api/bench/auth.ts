/**
 * Auth benchmark: starts the API in a child process on a free port (built dist/ when present, else
 * tsx), on a fresh PGlite state folder, or on a fresh database next to DATABASE_URL when given; logs
 * in as the seeded demo customer; then runs autocannon at 50 connections for ~10 s each against
 * GET /api/user-data/profile, GET /api/health (one `select 1`, the floor of a request that touches
 * the database) and POST /api/auth/login. Prints markdown table rows.
 *
 *   pnpm --filter @pulse/api bench:auth
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @pulse/api bench:auth
 *
 * Env: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DEMO = { email: 'demo@pulse-demo.com', password: 'Demo#2026pulse' };

function freePort(): Promise<number> {
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

async function admin(url: string, sql: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API did not start: ${url}`);
}

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const row = (name: string, storage: string, r: autocannon.Result) =>
  `| ${name} | ${storage} | ${connections} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} |`;

async function main() {
  const stateDir = mkdtempSync(join(tmpdir(), 'pulse-bench-'));
  const port = await freePort();
  const baseDbUrl = process.env.DATABASE_URL;
  const dbName = `pulse_bench_${randomBytes(4).toString('hex')}`;
  let databaseUrl: string | undefined;
  if (baseDbUrl) {
    await admin(baseDbUrl, `create database ${dbName}`);
    const u = new URL(baseDbUrl);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const storage = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const built = existsSync(join(root, 'dist/server.js'));
  const [cmd, args] = built
    ? [process.execPath, [join(root, 'dist/server.js')]]
    : [process.execPath, ['--import', 'tsx', join(root, 'src/server.ts')]];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PULSE_STATE_DIR: stateDir,
    // Log-in is rate limited per IP and per e-mail; the bench is one IP and one e-mail.
    RATE_LIMIT_AUTH_MAX: '10000000',
    LOG_LEVEL: 'warn',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    if (!login.ok) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };

    // Short warm-up so JIT and connection pools are ready.
    await run({
      url: `${base}/api/user-data/profile`,
      connections: 10,
      duration: 2,
      headers: { authorization: `Bearer ${token}` },
    });

    // Profile first: logins abandoned when autocannon stops keep the scrypt thread pool busy for
    // seconds, which would be measured as profile latency.
    const profileResult = await run({
      url: `${base}/api/user-data/profile`,
      connections,
      duration: seconds,
      headers: { authorization: `Bearer ${token}` },
    });
    // The floor of any request that touches the database: one `select 1` and no auth.
    const healthResult = await run({ url: `${base}/api/health`, connections, duration: seconds });
    const loginResult = await run({
      url: `${base}/api/auth/login`,
      method: 'POST',
      connections,
      duration: seconds,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });

    console.log(
      `\nPulse API auth benchmark (${built ? 'dist' : 'tsx'}, ${storage}, ${seconds} s per row)\n`,
    );
    console.log('| endpoint | storage | connections | req/s | p50 ms | p99 ms | non-2xx |');
    console.log('|---|---|---|---|---|---|---|');
    console.log(row('POST /api/auth/login', storage, loginResult));
    console.log(row('GET /api/user-data/profile', storage, profileResult));
    console.log(row('GET /api/health (floor: select 1)', storage, healthResult));
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(stateDir, { recursive: true, force: true });
    if (baseDbUrl) await admin(baseDbUrl, `drop database if exists ${dbName} with (force)`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
