/**
 * The fault suite: runs the built API (dist/server.js) through the
 * faults an operator meets and checks that money and reports stay right:
 *
 * 1. kill -9 during a burst of metered lookups, on PGlite and on PostgreSQL: every 200 answer has
 *    its report (lost = 0), every report is charged exactly once (charges = reports, double-charged
 *    = 0); reports without an answer are at most the requests in flight at the kill;
 * 2. SIGTERM during a burst: requests in flight finish, so reports = 200 answers exactly;
 * 3. database stop and start under load: 503 with Retry-After, never 500, and 200 again without
 *    restarting the API;
 * 4. Redis down: log-in limits keep holding in process, with a logged warning;
 * 5. SMTP down: sign-up succeeds, the mail is retried and arrives once SMTP is back, resend works;
 * 6. kill -9 of a batch worker mid-batch (fault-batch.ts): no row lost, charged or reported twice;
 * 7. kill -9 of a worker mid-erasure (fault-privacy.ts): the erasure resumes and ends complete
 *    (`fault-suite privacy` runs this step alone).
 *
 * PostgreSQL and Redis are throwaway instances (FAULT_PG_PORT 5461, FAULT_REDIS_PORT 6391); a step
 * whose server binary is missing is skipped. Exit 1 when a check fails; figures in one JSON line.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { runCli } from '../src/commands/cli.js';
import { batchWorkerKill } from './fault-batch.js';
import { erasureWorkerKill } from './fault-privacy.js';
import {
  burst,
  call,
  customer,
  ledger,
  outbox,
  type OwnPostgres,
  sleep,
  startApi,
  startRedis,
  tokenFrom,
  type Api,
  type BurstResult,
  withOwnPostgres,
} from './fault-lib.js';

const BASE = Number(process.env.FAULT_PORT_BASE ?? 4650);
const PG_PORT = Number(process.env.FAULT_PG_PORT ?? 5461);
const REDIS_PORT = Number(process.env.FAULT_REDIS_PORT ?? 6391);
const CONCURRENCY = 8;
const SECRETS = {
  JWT_SECRET: randomBytes(32).toString('hex'),
  KEY_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
};

const figures = {
  requests: 0,
  ok: 0,
  kills: 0,
  terms: 0,
  restarts: 0,
  dbOutages: 0,
  lost: 0,
  doubleCharged: 0,
  unanswered: 0,
  status500: 0,
};
const failures: string[] = [];
const skipped: string[] = [];

function check(ok: boolean, what: string): void {
  console.log(`${ok ? '  ✓' : '  ✖'} ${what}`);
  if (!ok) failures.push(what);
}

type Db = { env: NodeJS.ProcessEnv; where: { url?: string; pgliteDir?: string } };

/** Burst, interrupt with `signal` after 40 answers, restart, burst again; then the ledger checks. */
async function interrupted(name: string, db: Db, signal: 'SIGKILL' | 'SIGTERM', port: number) {
  console.log(`${name}: ${signal} during a burst of metered lookups`);
  const stateDir = mkdtempSync(join(tmpdir(), 'pulse-fault-'));
  const env = {
    ...db.env,
    PORT: String(port),
    PULSE_STATE_DIR: stateDir,
    LOG_LEVEL: 'warn',
    SHUTDOWN_TIMEOUT_MS: '10000',
  };
  let api: Api = await startApi(env);
  const c = await customer(api, () => outbox(stateDir));
  let current = api.url;
  let killed = false;
  const progress: BurstResult = { ok: [], statuses: new Map(), sent: 0 };
  const first = burst(
    () => current,
    c,
    CONCURRENCY,
    () => killed,
    progress,
  );
  // Interrupt in the middle of the burst: after 40 answers, with CONCURRENCY requests in flight.
  while (progress.ok.length < 40) await sleep(5);
  api.child.kill(signal);
  figures[signal === 'SIGKILL' ? 'kills' : 'terms']++;
  const code = await api.exited;
  killed = true;
  const r1 = await first;
  if (signal === 'SIGTERM')
    check(code === 0, `${name}: SIGTERM exits 0 after finishing requests in flight (exit ${code})`);
  api = await startApi(env);
  figures.restarts++;
  current = api.url;
  const r2 = await burst(
    () => current,
    c,
    CONCURRENCY,
    (r) => r.ok.length >= 20,
  );
  api.child.kill('SIGTERM');
  await api.exited;

  const ok = [...r1.ok, ...r2.ok];
  const l = await ledger(
    db.where.pgliteDir ? { pgliteDir: join(stateDir, 'pglite') } : db.where,
    c.email,
  );
  const reports = new Set(l.reports);
  const lost = ok.filter((ref) => !reports.has(ref)).length;
  const unanswered = reports.size - ok.length;
  const errors = [...r1.statuses, ...r2.statuses]
    .filter(([s]) => s >= 500 && s !== 503)
    .reduce((n, [, k]) => n + k, 0);
  figures.requests += r1.sent + r2.sent;
  figures.ok += ok.length;
  figures.lost += lost;
  figures.doubleCharged += Math.max(0, l.charged - reports.size);
  figures.unanswered += Math.max(0, unanswered);
  figures.status500 += errors;
  console.log(
    `  ${r1.sent + r2.sent} requests, ${ok.length} answered 200, ${reports.size} reports, ${l.charged} charged`,
  );
  check(lost === 0, `${name}: every 200 answer has its report (lost ${lost})`);
  check(l.charged === reports.size, `${name}: charges = reports (${l.charged} = ${reports.size})`);
  check(new Set(ok).size === ok.length, `${name}: no reference id answered twice`);
  if (signal === 'SIGTERM')
    check(
      unanswered === 0,
      `${name}: reports = 200 answers after SIGTERM (${reports.size} = ${ok.length})`,
    );
  else
    check(
      unanswered >= 0 && unanswered <= CONCURRENCY,
      `${name}: reports cut off by the kill ≤ requests in flight (${unanswered} ≤ ${CONCURRENCY})`,
    );
  check(errors === 0, `${name}: no 5xx other than 503 (${errors})`);
  rmSync(stateDir, { recursive: true, force: true });
}

/** Stops PostgreSQL under load and starts it again; the API must answer 503 then recover alone. */
async function databaseOutage(own: OwnPostgres, port: number) {
  console.log('database stop and start under load');
  const stateDir = mkdtempSync(join(tmpdir(), 'pulse-fault-'));
  const api = await startApi({
    DATABASE_URL: own.url,
    ...SECRETS,
    PORT: String(port),
    PULSE_STATE_DIR: stateDir,
    LOG_LEVEL: 'error',
  });
  const c = await customer(api, () => outbox(stateDir));
  // Paid calls, so "lookups answer 200 again" cannot fail for want of calls: one process meters
  // thousands of lookups a second, and the 100 free ones can be gone before the outage ends.
  await runCli(['grant-calls', c.email, 'phoneLookup', '1000000'], {
    ...process.env,
    DATABASE_URL: own.url,
  });
  let phase: 'before' | 'down' | 'after' = 'before';
  const seen = {
    before: new Map<number, number>(),
    down: new Map<number, number>(),
    after: new Map<number, number>(),
  };
  let retryAfter = true;
  let stop = false;
  const load = burst(
    () => api.url,
    c,
    4,
    (r) => {
      for (const [s, n] of r.statuses) seen[phase].set(s, n);
      return stop;
    },
  );
  await sleep(300);
  own.stop();
  phase = 'down';
  figures.dbOutages++;
  const probes = [];
  for (let i = 0; i < 5; i++) {
    const res = await call(`${api.url}/api/reports`, 'GET', undefined, {
      authorization: `Bearer ${c.token}`,
    });
    probes.push(res.status);
    if (res.status === 503)
      retryAfter &&=
        res.headers.get('retry-after') === '5' &&
        res.json.code === 'UNAVAILABLE' &&
        typeof res.json.requestId === 'string';
    await sleep(100);
  }
  own.start();
  phase = 'after';
  const until = Date.now() + 20_000;
  let recoveredIn = -1;
  const t0 = Date.now();
  while (Date.now() < until) {
    const res = await call(`${api.url}/api/health/ready`, 'GET');
    if (res.status === 200) {
      recoveredIn = Date.now() - t0;
      break;
    }
    await sleep(100);
  }
  await sleep(300);
  stop = true;
  const r = await load;
  const exitedEarly = api.child.exitCode;
  api.child.kill('SIGTERM');
  await api.exited;
  const l = await ledger({ url: own.url }, c.email);
  const reports = new Set(l.reports);
  const all = [...r.statuses];
  figures.requests += r.sent + probes.length;
  figures.ok += r.ok.length;
  figures.lost += r.ok.filter((ref) => !reports.has(ref)).length;
  figures.doubleCharged += Math.max(0, l.charged - reports.size);
  figures.status500 += all.filter(([s]) => s >= 500 && s !== 503).reduce((n, [, k]) => n + k, 0);
  console.log(
    `  statuses ${JSON.stringify(Object.fromEntries(all))}; probes while down ${probes.join(',')}; ready again ${recoveredIn} ms after start`,
  );
  check(
    probes.every((s) => s === 503),
    'database down: reads answer 503',
  );
  check(retryAfter, 'database down: Retry-After 5 and the error body with its request id');
  check(
    all.every(([s]) => s < 500 || s === 503),
    'database down: never a 500',
  );
  check(recoveredIn >= 0, 'database back: ready again without restarting the API');
  if (exitedEarly !== null || recoveredIn < 0)
    console.log(
      `  the API ${exitedEarly !== null ? `exited (${exitedEarly})` : 'did not recover'}; its log:\n${api.log().slice(-4000)}`,
    );
  check(
    (seen.after.get(200) ?? 0) > (seen.down.get(200) ?? 0),
    'database back: lookups answer 200 again',
  );
  check(
    r.ok.every((ref) => reports.has(ref)) && l.charged === reports.size,
    'database outage: charges = reports, lost 0',
  );
  rmSync(stateDir, { recursive: true, force: true });
}

/** Redis goes away: the log-in limit keeps counting in process, and the switch is logged. */
async function redisDown(port: number) {
  console.log('Redis down');
  const redis = startRedis(REDIS_PORT);
  if (!redis) return void skipped.push('Redis down (redis-server not installed)');
  await sleep(300);
  const stateDir = mkdtempSync(join(tmpdir(), 'pulse-fault-'));
  const api = await startApi({
    PORT: String(port),
    PULSE_STATE_DIR: stateDir,
    REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
    REDIS_KEY_PREFIX: 'pulse-fault:',
    RATE_LIMIT_AUTH_MAX: '3',
    LOG_LEVEL: 'warn',
  });
  redis.kill('SIGKILL');
  await sleep(300);
  const statuses = [];
  for (let i = 0; i < 4; i++) {
    statuses.push(
      (
        await call(`${api.url}/api/auth/login`, 'POST', {
          email: 'x@acme-corp.com',
          password: 'Wrong!pass1',
        })
      ).status,
    );
  }
  figures.requests += 4;
  check(
    JSON.stringify(statuses) === '[401,401,401,429]',
    `Redis down: the log-in limit still holds in process (${statuses.join(',')})`,
  );
  check(
    /redis unreachable: rate limits fall back to in-process counters/.test(api.log()),
    'Redis down: a warning is logged',
  );
  api.child.kill('SIGTERM');
  await api.exited;
  rmSync(stateDir, { recursive: true, force: true });
}

/** SMTP is down at sign-up; the message is retried and arrives once SMTP is back; resend works. */
async function smtpDown(port: number, smtpPort: number) {
  console.log('SMTP down');
  const stateDir = mkdtempSync(join(tmpdir(), 'pulse-fault-'));
  const mails: string[] = [];
  const api = await startApi({
    PORT: String(port),
    PULSE_STATE_DIR: stateDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LOG_LEVEL: 'info',
  });
  const email = `smtp.${randomBytes(3).toString('hex')}@acme-corp.com`;
  const signup = await call(`${api.url}/api/auth/signup`, 'POST', {
    fullName: 'Mail Down',
    email,
    password: 'Str0ng!pass',
    companyName: 'Acme',
    contactNumber: '+441234567890',
    country: 'GB',
    consent: { agreed: true },
  });
  check(signup.status === 201, `SMTP down: sign-up still succeeds (${signup.status})`);
  await sleep(1500); // at least one failed attempt
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let text = '';
      stream.on('data', (c: Buffer) => void (text += c.toString()));
      stream.on('end', () => (mails.push(text), done()));
    },
  });
  await new Promise<void>((r) => server.listen(smtpPort, '127.0.0.1', r));
  const until = Date.now() + 15_000;
  while (mails.length === 0 && Date.now() < until) await sleep(100);
  check(mails.length === 1, 'SMTP back: the verification mail is retried and delivered');
  check(
    /email not sent yet/.test(api.log()) && !/verify-email\//.test(api.log()),
    'SMTP down: the retry is logged, the link never is',
  );
  const resend = await call(`${api.url}/api/auth/resend-verification-email`, 'POST', { email });
  const until2 = Date.now() + 10_000;
  while (mails.length < 2 && Date.now() < until2) await sleep(100);
  const resent = resend.status === 200 && mails.length === 2;
  check(resent, `SMTP back: resend delivers a new link (${resend.status}, ${mails.length} mails)`);
  const token = tokenFrom(mails.slice(1), email);
  const verified = await call(`${api.url}/api/auth/verify-email`, 'POST', { token });
  check(verified.status === 200, 'SMTP back: the resent link verifies the address');
  figures.requests += 3;
  api.child.kill('SIGTERM');
  await api.exited;
  await new Promise<void>((r) => server.close(() => r()));
  rmSync(stateDir, { recursive: true, force: true });
}

async function main() {
  const started = Date.now();
  const all = process.argv[2] !== 'privacy';
  if (all) {
    const lite: Db = { env: { DATABASE_URL: '' }, where: { pgliteDir: 'state' } };
    await interrupted('PGlite', lite, 'SIGKILL', BASE);
    await interrupted('PGlite', lite, 'SIGTERM', BASE + 1);
  }
  const ran = await withOwnPostgres(PG_PORT, async (own) => {
    const pgDb: Db = { env: { DATABASE_URL: own.url, ...SECRETS }, where: { url: own.url } };
    if (all) {
      await interrupted('PostgreSQL', pgDb, 'SIGKILL', BASE + 2);
      await interrupted('PostgreSQL', pgDb, 'SIGTERM', BASE + 3);
      await databaseOutage(own, BASE + 4);
      for (const [ok, what] of (await batchWorkerKill(own.url, BASE + 8, SECRETS)).checks)
        check(ok, what);
    }
    for (const [ok, what] of await erasureWorkerKill(own.url, BASE + 9, SECRETS)) check(ok, what);
  });
  if (!ran) skipped.push('PostgreSQL steps (initdb/pg_ctl not installed)');
  if (all) {
    await redisDown(BASE + 5);
    await smtpDown(BASE + 6, BASE + 7);
  }
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  for (const s of skipped) console.log(`  - skipped: ${s}`);
  console.log(
    JSON.stringify({ ...figures, seconds, failures: failures.length, skipped: skipped.length }),
  );
  if (failures.length) {
    console.error(`✖ fault suite: ${failures.length} check(s) failed`);
    process.exit(1);
  }
  console.log('✓ fault suite passed');
}

main().catch((err: unknown) => {
  console.error(`✖ fault suite: ${err instanceof Error ? err.stack : String(err)}`);
  process.exit(1);
});
