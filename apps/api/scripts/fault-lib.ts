/**
 * Helpers of the fault suite (scripts/fault-suite.ts): the built API as a child process, a
 * throwaway PostgreSQL and Redis of its own (never the machine's shared ones), a signed-up client,
 * bursts of metered lookups, and the database-side counts the suite checks.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PASSWORD = 'Str0ng!pass';

/**
 * The environment of a worker-kill step's API and workers (fault-batch.ts, fault-privacy.ts): the
 * PostgreSQL at `url`, the shared `secrets` (JWT_SECRET, KEY_ENCRYPTION_KEY), the state folder, and
 * a queue whose killed worker's batch chunk or privacy run is taken over after 30 s, found by an
 * upkeep every 2 s (JOBS_TAKEOVER_SECONDS and JOBS_UPKEEP_SECONDS, defaults 120 and 60): a step
 * waits about 30 s for the takeover it checks instead of two to three minutes. The takeover is the
 * queue's own expiry either way, and 30 s stays far above one chunk's or one place's run on a busy
 * machine, so no live worker's job is taken from it.
 */
export function workerKillEnv(
  url: string,
  secrets: Record<string, string>,
  stateDir: string,
): Record<string, string> {
  return {
    DATABASE_URL: url,
    ...secrets,
    JOBS_TAKEOVER_SECONDS: '30',
    JOBS_UPKEEP_SECONDS: '2',
    PULSE_STATE_DIR: stateDir,
  };
}

export interface Api {
  child: ChildProcess;
  url: string;
  log(): string;
  exited: Promise<number | null>;
}

/** Starts `dist/server.js` with `env` and resolves once it answers /api/health/ready. */
export async function startApi(env: NodeJS.ProcessEnv): Promise<Api> {
  const child = spawn(process.execPath, [join(API_DIR, 'dist', 'server.js')], {
    // The event-loop overload bound off: the faults under test (a database stop, a kill) must
    // answer with their own status, not 503 OVERLOADED from a machine busy with the suite.
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      ENGINES_PRELOAD: '0',
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => void (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => void (out += c.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const url = `http://127.0.0.1:${env.PORT}`;
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`API exited (${child.exitCode}):\n${out}`);
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok)
        return { child, url, log: () => out, exited };
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`API did not become ready:\n${out}`);
}

export interface Worker {
  child: ChildProcess;
  log: () => string;
  exited: Promise<number | null>;
}

/** Starts `dist/worker.js` (a process that only works queued jobs) with `env`. */
export function startWorker(env: NodeJS.ProcessEnv): Worker {
  const child = spawn(process.execPath, [join(API_DIR, 'dist', 'worker.js')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => void (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => void (out += c.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, log: () => out, exited };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Sends one JSON request, bounded at 15 s; a network error or the bound comes back as status 0
 * with `json.error` saying which (`TimeoutError: …`, `TypeError: fetch failed …`).
 */
export async function call(
  url: string,
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown>; headers: Headers }> {
  try {
    const res = await fetch(url, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    let json: Record<string, unknown> = {};
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      json = { raw: text };
    }
    return { status: res.status, json, headers: res.headers };
  } catch (err) {
    const { name, message, cause } = err as Error & { cause?: { code?: string } };
    const error = `${name}: ${message}${cause?.code ? ` (${cause.code})` : ''}`;
    return { status: 0, json: { error }, headers: new Headers() };
  }
}

/** The verification token of the newest outbox (or captured SMTP) message to `email`. */
export function tokenFrom(messages: string[], email: string): string | undefined {
  const msg = messages.filter((m) => m.toLowerCase().includes(email.toLowerCase())).pop();
  const plain = msg?.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return plain ? /\/verify-email\/([A-Za-z0-9_-]+)/.exec(plain)?.[1] : undefined;
}

export function outbox(stateDir: string): string[] {
  const dir = join(stateDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'));
}

export interface Customer {
  email: string;
  token: string;
  apiKey: string;
  clientId: string;
}

/** Signs up, verifies (token from `messages()`), logs in and reads the API key. */
export async function customer(api: Api, messages: () => string[]): Promise<Customer> {
  const email = `fault.${randomBytes(4).toString('hex')}@acme-corp.com`;
  const signup = await call(`${api.url}/api/auth/signup`, 'POST', {
    fullName: 'Fault Suite',
    email,
    password: PASSWORD,
    companyName: 'Acme Corp',
    contactNumber: '+441234567890',
    country: 'GB',
    consent: { agreed: true },
  });
  if (signup.status !== 201)
    throw new Error(`sign-up: ${signup.status} ${JSON.stringify(signup.json)}`);
  const token = tokenFrom(messages(), email);
  if (!token) throw new Error('no verification message');
  await call(`${api.url}/api/auth/verify-email`, 'POST', { token });
  const login = await call(`${api.url}/api/auth/login`, 'POST', { email, password: PASSWORD });
  const session = login.json.token as string;
  const profile = await call(`${api.url}/api/user-data/profile`, 'GET', undefined, {
    authorization: `Bearer ${session}`,
  });
  return {
    email,
    token: session,
    apiKey: profile.json.apiKey as string,
    clientId: profile.json.clientId as string,
  };
}

export interface BurstResult {
  /** referenceIDs of the 200 answers. */
  ok: string[];
  statuses: Map<number, number>;
  sent: number;
}

/**
 * Sends phone lookups with `concurrency` workers until `stop()` is true; statuses counted, the
 * referenceID of every 200 kept. Never throws (a killed server shows up as status 0).
 */
export async function burst(
  url: () => string,
  c: Customer,
  concurrency: number,
  stop: (r: BurstResult) => boolean,
  r: BurstResult = { ok: [], statuses: new Map(), sent: 0 },
): Promise<BurstResult> {
  const headers = { licensekey: c.apiKey, clientid: c.clientId };
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!stop(r)) {
        r.sent++;
        const res = await call(
          `${url()}/api/phonelookup`,
          'POST',
          { phone: '+447911123456' },
          headers,
        );
        r.statuses.set(res.status, (r.statuses.get(res.status) ?? 0) + 1);
        const ref = (res.json.phonePulse as { report?: { referenceID?: string } } | undefined)
          ?.report?.referenceID;
        if (res.status === 200 && ref) r.ok.push(ref);
        if (res.status === 0 || res.status === 503) await sleep(50);
      }
    }),
  );
  return r;
}

export interface Ledger {
  /** referenceIDs of the client's phone reports. */
  reports: string[];
  /** Calls charged (free + paid) this month. */
  charged: number;
}

const LEDGER_SQL = `
  select
    (select coalesce(json_agg(reference_id), '[]'::json) from reports r
      where r.tenant_id = c.id and r.service = 'phoneLookup') as reports,
    (select coalesce(sum(free_used + paid_used), 0)::int from monthly_usage u
      where u.tenant_id = c.id and u.service = 'phoneLookup') as charged
  from clients c where c.email = $1`;

/** Reads the ledger from PostgreSQL, or from a PGlite folder once its server has stopped. */
export async function ledger(
  db: { url?: string; pgliteDir?: string },
  email: string,
): Promise<Ledger> {
  if (db.url) {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const res = await client.query<Ledger>(LEDGER_SQL, [email]);
      return res.rows[0] as Ledger;
    } finally {
      await client.end();
    }
  }
  const lite = new PGlite(db.pgliteDir as string);
  try {
    const res = await lite.query<Ledger>(LEDGER_SQL, [email]);
    return res.rows[0] as Ledger;
  } finally {
    await lite.close();
  }
}

/** Finds a PostgreSQL server binary (initdb, pg_ctl) on PATH or in Debian's folders. */
function pgBin(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(':'))
    if (existsSync(join(dir, name))) return join(dir, name);
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  for (const v of readdirSync(base).sort().reverse()) {
    const p = join(base, v, 'bin', name);
    if (existsSync(p)) return p;
  }
  return undefined;
}

/** A throwaway PostgreSQL in a temp folder on `port` (run as `postgres` when we are root). */
export class OwnPostgres {
  readonly dir: string;
  constructor(readonly port: number) {
    this.dir = mkdtempSync(join(tmpdir(), 'pulse-fault-pg-'));
  }
  static available(): boolean {
    return Boolean(pgBin('initdb') && pgBin('pg_ctl'));
  }
  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }
  private run(bin: string, args: string[]): void {
    const path = pgBin(bin) as string;
    const asRoot = process.getuid?.() === 0;
    if (asRoot)
      execFileSync('runuser', ['-u', 'postgres', '--', path, ...args], { stdio: 'ignore' });
    else execFileSync(path, args, { stdio: 'ignore' });
  }
  init(): void {
    if (process.getuid?.() === 0) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
      chownSync(this.dir, uid, uid);
    }
    this.run('initdb', ['-D', join(this.dir, 'data'), '-U', 'postgres', '-A', 'trust']);
  }
  start(): void {
    this.run('pg_ctl', [
      '-D',
      join(this.dir, 'data'),
      '-l',
      join(this.dir, 'log'),
      '-w',
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  }
  stop(): void {
    this.run('pg_ctl', ['-D', join(this.dir, 'data'), '-m', 'fast', '-w', 'stop']);
  }
}

/**
 * Runs `steps` on a throwaway PostgreSQL on `port`, stopped and removed afterwards.
 * @returns false (nothing run) when initdb/pg_ctl are not installed
 */
export async function withOwnPostgres(
  port: number,
  steps: (own: OwnPostgres) => Promise<void>,
): Promise<boolean> {
  if (!OwnPostgres.available()) return false;
  const own = new OwnPostgres(port);
  own.init();
  own.start();
  try {
    await steps(own);
  } finally {
    try {
      own.stop();
    } catch {
      /* already stopped */
    }
    rmSync(own.dir, { recursive: true, force: true });
  }
  return true;
}

/** A throwaway Redis (`redis-server --port N --save ''`), or undefined when not installed. */
export function startRedis(port: number): ChildProcess | undefined {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
  } catch {
    return undefined;
  }
  return spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
}
