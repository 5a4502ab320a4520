/**
 * `pnpm bench:privacy [--rows N]`: retention and erasure of personal data on PostgreSQL
 * (docs/adr/0059-personal-data.md; goals of issue 52: a retention pass over 1,000,000 reports in
 * ≤ 60 s, an erasure of one person whose reports are spread across 1,000,000 reports in ≤ 10 s).
 *
 * Builds the API in this process on a throwaway database created beside `DATABASE_URL` (default
 * postgres://postgres@127.0.0.1:5432/test, trust auth) and dropped at the end; seeds one tenant
 * with N reports (default 1,000,000) of email, phone and IP lookups over three years, one in every
 * 10,000 about the same person. Then (a) an erasure of that person by e-mail: the preview
 * (`POST /privacy/requests`) and the run (the `privacy.request` job), timed apart; (b) one
 * retention pass with the default periods (reports 730 days: about a third of them are past it),
 * then a second one, which finds nothing left (the daily pass once the backlog is gone).
 * Prints for each the wall time, this process's CPU time (process.cpuUsage: user + system) and the
 * CPU time of the PostgreSQL backends serving this process (/proc/<pid>/stat of each backend of
 * the database; parallel workers, which come and go, are not counted), per report.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { inProcessApp, processCpuMs, seedTenantReports } from '../bench/common.js';

const arg = process.argv.indexOf('--rows');
const rows = arg > 0 ? Number(process.argv[arg + 1]) : 1_000_000;
if (!Number.isInteger(rows) || rows < 10_000) throw new Error('--rows takes an integer ≥ 10000');
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

const SPAN_DAYS = 1095;
/** One report in this many is about the person erased. */
const PERSON_EVERY = 10_000;
const PERSON = 'jane.erasure.bench@example.org';

/** Each seeded report's input, by `g` (the series number): the person's or someone else's. */
const INPUT_SQL = `
  case when g % ${PERSON_EVERY} = 0 then jsonb_build_object('email', '${PERSON}')
  else case g % 3
    when 0 then jsonb_build_object('email', 'user' || g || '@example.com')
    when 1 then jsonb_build_object('phone', '+4420' || lpad((g % 100000000)::text, 8, '0'))
    else jsonb_build_object('ip', '10.' || (g % 250) || '.' || (g / 250 % 250) || '.1') end
  end`;

const app = await inProcessApp();
const db = new pg.Client({ connectionString: app.storage.databaseUrl });
await db.connect();
try {
  const tenantId = await seedTenantReports(
    app,
    db,
    rows,
    SPAN_DAYS,
    `select 'rpt_pd_' || lpad(g::text, 22, '0'), $1::uuid,
              (array['phoneLookup','ipLookup','emailLookup'])[1 + g % 3], 'api',
              (array['VERIFIED','VERIFIED','SUSPICIOUS','RISKY','DECLINED'])[1 + (g / 3) % 5],
              'pk_live_benc…h000', i, jsonb_build_object('status', 'VERIFIED', 'message', 'bench',
                'reasons', '[]'::jsonb, 'sources', '[]'::jsonb, 'response', i || '{"valid": true}'),
              date_trunc('milliseconds', now() - make_interval(secs => g * $4::float8))
       from generate_series($2::bigint, $3::bigint) g, lateral (select ${INPUT_SQL} as i) x`,
  );

  /** The PIDs of the backends connected to the bench's database, but this client's. */
  const backends = async () =>
    (
      await db.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
    ).rows.map((r) => r.pid);
  /** Runs `work` and prints its wall time and CPU time (this process, PostgreSQL backends). */
  const timed = async <T>(what: string, work: () => Promise<T>, note: (r: T) => string) => {
    const before = new Map((await backends()).map((pid) => [pid, processCpuMs(pid)]));
    const cpu = process.cpuUsage();
    const t0 = performance.now();
    const result = await work();
    const wallS = (performance.now() - t0) / 1000;
    const used = process.cpuUsage(cpu);
    let pgMs = 0;
    for (const pid of await backends()) pgMs += processCpuMs(pid) - (before.get(pid) ?? 0);
    const apiMs = (used.user + used.system) / 1000;
    console.log(
      `${what}: ${note(result)}; over ${rows.toLocaleString('en-US')} reports: wall ${wallS.toFixed(2)} s, ` +
        `CPU ${(apiMs / 1000).toFixed(2)} s API + ${(pgMs / 1000).toFixed(2)} s PostgreSQL backends ` +
        `(${((wallS * 1e6) / rows).toFixed(2)} µs wall, ` +
        `${(((apiMs + pgMs) * 1000) / rows).toFixed(2)} µs CPU per report)`,
    );
    return result;
  };

  const privacy = app.app.services.privacy;
  const request = await timed(
    'erasure preview',
    () => privacy.create(tenantId, null, 'erasure', { email: PERSON }),
    (r) => `${r.preview.find((p) => p.place === 'reports')?.count ?? 0} reports of the person`,
  );
  await timed(
    'erasure run',
    async () => {
      // The app's own job worker may take the job before drain does: wait for the end either way.
      await privacy.run(tenantId, request.id);
      await privacy.drain();
      while ((await privacy.get(tenantId, request.id)).status !== 'done') await sleep(20);
    },
    () => 'queued, worked and done',
  );
  const cert = await privacy.certificate(tenantId, request.id);
  console.log(
    `certificate: ${cert.total} rows, ${JSON.stringify(cert.places.filter((p) => p.count))}`,
  );

  // The first pass redacts the backlog; the next day's pass finds only a day's worth.
  for (const what of ['retention pass', 'retention pass again']) {
    await timed(
      what,
      () => privacy.runRetention(),
      (r) => `${r.reduce((n, p) => n + p.count, 0).toLocaleString('en-US')} rows redacted`,
    );
  }
} finally {
  await db.end();
  await app.close();
}
