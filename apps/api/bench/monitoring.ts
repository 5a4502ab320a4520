/**
 * AML monitoring re-screen benchmark on PostgreSQL
 * (`DATABASE_URL`, default postgres://postgres@127.0.0.1:5432/postgres; a fresh database is made
 * and dropped). Seeds monitored subjects in bulk (one tenant; names drawn from common first and
 * last names, plus one subject per changed list entry holding a stored match on it), imports the
 * bundled OFAC SDN snapshot, then applies synthetic list updates that change N entries (a new
 * alias each, so every such subject gets a `changed_match` alert and a case) and times the
 * re-screen job end to end (subjects streamed, screened against the small index of the changed
 * entries, matches, alerts and cases written). CPU is this process's (the API's share; the
 * database server's is not counted).
 *
 *   npm run bench:monitoring                       # 100,000 subjects × diffs 100 / 1,000 / 10,000
 *   BENCH_SUBJECTS=1000000 BENCH_DIFFS=1000 npm run bench:monitoring
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { ImportResult, ListEntry } from '@pulse/engines/aml';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { BUNDLED_LISTS, parseBundledSanctions } from '../src/datasets/bundled.js';
import { entryFingerprint, subjectKey } from '../src/services/cases/subject.js';
import { freshStorage, procMb, processCpuMs } from './common.js';

const SUBJECTS = Number(process.env.BENCH_SUBJECTS ?? 100_000);
const DIFFS = (process.env.BENCH_DIFFS ?? '100,1000,10000').split(',').map(Number);
const FIRST = [
  'John',
  'Maria',
  'Ahmed',
  'Wei',
  'Olga',
  'Carlos',
  'Fatima',
  'Ivan',
  'Aisha',
  'Peter',
  'Mohammed',
  'Anna',
  'Ali',
  'Elena',
  'David',
  'Sara',
  'Omar',
  'Laura',
  'Yusuf',
  'Nadia',
];
const LAST = [
  'Smith',
  'Garcia',
  'Khan',
  'Wang',
  'Ivanov',
  'Hassan',
  'Muller',
  'Rossi',
  'Kim',
  'Nguyen',
  'Lopez',
  'Ali',
  'Petrov',
  'Silva',
  'Ahmed',
  'Brown',
  'Popescu',
  'Rahman',
  'Chen',
  'Jones',
];

const storage = await freshStorage(
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const stateDir = mkdtempSync(join(tmpdir(), 'pulse-bench-monitoring-'));
const config = loadConfig(
  {},
  {
    stateDir,
    pgliteDataDir: join(stateDir, 'pglite'),
    outboxDir: join(stateDir, 'outbox'),
    databaseUrl: storage.databaseUrl,
    jwtSecret: randomBytes(32),
    keyEncryptionKey: randomBytes(32),
    seedDemo: false,
    preloadEngines: false,
    bundledData: false,
    datasetPollMs: 0,
    // The job is worked by this script (drain), timed alone.
    jobsWork: false,
  },
);
const app = await buildApp(config, { logger: false });
try {
  const sdn = BUNDLED_LISTS.find(
    (l) => 'sanctions' in l.target && l.target.sanctions === 'ofac-sdn',
  );
  if (!sdn) throw new Error('the bundled OFAC SDN list is missing');
  const base: ImportResult = parseBundledSanctions(sdn);
  await app.services.listImports.replace(base, 'ofac-sdn snapshot');
  const current: ListEntry[] = structuredClone(base.records);

  const tenant = await app.repos.transaction((tx) =>
    app.repos.clients.insert(tx, {
      fullName: 'Bench Tenant',
      email: `bench-${randomBytes(4).toString('hex')}@example.com`,
      companyName: 'Bench',
      contactNumber: '+441234567890',
      country: 'GB',
    }),
  );
  await app.repos.transaction(async (tx) =>
    app.repos.members.insert(tx, {
      tenantId: tenant.id,
      email: `owner-${randomBytes(4).toString('hex')}@example.com`,
      passwordHash: 'x',
      fullName: 'Bench Owner',
      role: 'owner',
    }),
  );

  // Subjects holding a stored match on the entries the updates change (the largest diff's).
  const maxDiff = Math.max(...DIFFS);
  const matched = current.slice(0, Math.min(maxDiff, SUBJECTS));
  const seed0 = performance.now();
  await app.database.db.execute(sql`
    insert into monitored_subjects (tenant_id, mode, kind, name, subject_key, origin, decision,
                                    match_count, report_id, report_date_time, last_screened_at)
    select ${tenant.id}::uuid, 'live', k, n, sk, 'api', case when m then 'DECLINED' else 'VERIFIED' end,
           case when m then 1 else 0 end, 'rpt_bench', now(), now()
    from unnest(${sql.param(matched.map((r) => (r.entityType === 'individual' ? 'person' : 'business')))}::text[],
                ${sql.param(matched.map((r) => r.name))}::text[],
                ${sql.param(matched.map((r, i) => `${subjectKey(r.entityType === 'individual' ? 'person' : 'business', r.name)}|bench${i}`))}::text[])
         as s(k, n, sk), (select true as m) mm`);
  await app.database.db.execute(sql`
    insert into monitored_subject_matches (subject_id, entry_id, fingerprint, score, decision)
    select s.id, r.entry_id, r.fp, 1, 'DECLINED'
    from unnest(${sql.param(matched.map((r) => r.name))}::text[],
                ${sql.param(matched.map((r) => r.id))}::text[],
                ${sql.param(matched.map((r) => entryFingerprint(r)))}::text[]) as r(name, entry_id, fp)
    join monitored_subjects s on s.name = r.name and s.tenant_id = ${tenant.id}::uuid
    on conflict do nothing`);
  const rest = SUBJECTS - matched.length;
  await app.database.db.execute(sql`
    insert into monitored_subjects (tenant_id, mode, kind, name, subject_key, origin, decision,
                                    match_count, report_id, report_date_time, last_screened_at)
    select ${tenant.id}::uuid, 'live', 'person', n, 'bench|' || i, 'api', 'VERIFIED', 0,
           'rpt_bench', now(), now()
    from (select i, (${sql.param(FIRST)}::text[])[1 + (i * 7) % ${FIRST.length}] || ' ' ||
                    (${sql.param(LAST)}::text[])[1 + (i * 13 / ${FIRST.length}) % ${LAST.length}] || ' ' ||
                    (${sql.param(LAST)}::text[])[1 + (i * 31) % ${LAST.length}] as n
          from generate_series(1, ${rest}) as i) g`);
  await app.database.db.execute(sql`analyze monitored_subjects; analyze monitored_subject_matches`);
  console.log(
    `seeded ${SUBJECTS.toLocaleString('en-US')} subjects (${matched.length} with a stored match) in ${((performance.now() - seed0) / 1000).toFixed(1)} s`,
  );
  console.log(
    '| subjects | changed entries | re-screen s | alerts | CPU ms | CPU µs / subject | RSS MB |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  let run = 0;
  for (const n of DIFFS) {
    run++;
    for (const r of current.slice(0, n))
      r.aliases = [...r.aliases, { name: `BENCH ALIAS ${run} ${r.sourceId}`, kind: 'aka' }];
    const info = await app.services.listImports.replace(
      { ...base, records: structuredClone(current) },
      `bench ${run}`,
    );
    const cpu0 = processCpuMs(process.pid);
    const t0 = performance.now();
    const worked = await app.services.monitoring.drain();
    const seconds = (performance.now() - t0) / 1000;
    const cpu = processCpuMs(process.pid) - cpu0;
    const [row] = (
      (await app.database.db.execute(
        sql`select alerts, subjects from monitoring_runs where update_id = ${info.updateId}::uuid`,
      )) as unknown as { rows: Array<{ alerts: number; subjects: number }> }
    ).rows;
    if (worked !== 1 || !row) throw new Error('the re-screen did not run');
    console.log(
      `| ${SUBJECTS.toLocaleString('en-US')} | ${n.toLocaleString('en-US')} | ${seconds.toFixed(1)} | ${Number(row.alerts).toLocaleString('en-US')} | ${Math.round(cpu).toLocaleString('en-US')} | ${((cpu * 1000) / SUBJECTS).toFixed(1)} | ${procMb(process.pid, 'VmRSS')} |`,
    );
  }
} finally {
  await app.close();
  await storage.drop();
  rmSync(stateDir, { recursive: true, force: true });
}
