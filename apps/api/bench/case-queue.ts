/**
 * The case review queue at scale:
 * `BENCH_CASES` (default 100,000) AML cases of the demo customer,
 * bulk-inserted with generate_series on a fresh PostgreSQL database (`DATABASE_URL`, default the
 * local one; made and dropped here), spread over 90 days, review states and two assignees. Then GET
 * /api/cases, first page, through the API's HTTP stack with a member session, `BENCH_REQUESTS`
 * (default 500) times one after the other for each of: default filters, `state=escalated`, an
 * assignee, `assignee=none`. Prints p50/p99 latency and the API process's CPU per request, and the
 * plan of the queue query of each filter and of the counts per review state every page also answers
 * (read from the counters, and counted as they were before migration 0032).
 *
 *   pnpm --filter @pulse/api bench:case-queue
 */
import pg from 'pg';
import { DEMO, demoSession, freshStorage, must, processCpuMs, startApi } from './common.js';

const PG = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CASES = Number(process.env.BENCH_CASES ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const WARMUP = 50;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** The cases: a review-state mix like a queue in use, every third unassigned, matches of one list. */
async function seed(db: pg.ClientBase, tenantId: string, assignees: string[]): Promise<number> {
  const t0 = performance.now();
  await db.query(
    `insert into cases (tenant_id, mode, review_state, origin, service, subject_kind, subject, subject_key,
                        report_id, report_date_time, decision, matches, assignee_id, created_at,
                        updated_at)
     select $1::uuid, 'live',
            (array['open','open','open','in_review','escalated','true_match','false_positive'])[1 + k % 7],
            'batch', 'amlPerson', 'person',
            jsonb_build_object('name', 'Jane Doe ' || k, 'dob', '1980-01-02'),
            'person|doe jane ' || k || '|1980-01-02',
            'rpt_bench' || k, t, 'RISKY',
            jsonb_build_array(jsonb_build_object('entryId', 'ofac-sdn:' || k, 'name', 'JANE DOE',
              'source', 'ofac-sdn', 'sourceLabel', 'OFAC SDN', 'listVersion', '2026-11-01',
              'sourceType', 'sanction', 'score', 0.91, 'matchedName', 'JANE DOE',
              'matchedFields', jsonb_build_array('name'), 'fingerprint', null)),
            case k % 3 when 0 then null when 1 then $2::uuid else $3::uuid end, t, t
     from generate_series(1, $4::int) k,
          lateral (select now() - make_interval(secs => (k * 77760.0 / $4::int) * 100)) as c(t)`,
    [tenantId, assignees[0], assignees[1] ?? assignees[0], CASES],
  );
  await db.query('analyze cases');
  return performance.now() - t0;
}

async function main(): Promise<void> {
  const storage = await freshStorage(PG);
  const api = await startApi(storage, { JOBS_WORK: '0', SEED_DEMO: '1' });
  const db = new pg.Client({ connectionString: storage.databaseUrl });
  await db.connect();
  try {
    const session = await demoSession(api.base);
    const auth = { authorization: `Bearer ${session.token}` };
    const { rows: clients } = await db.query<{ id: string }>(
      'select id::text from clients where email = $1',
      [DEMO.email],
    );
    const tenantId = must(clients[0], 'demo tenant').id;
    const { rows: members } = await db.query<{ id: string }>(
      'select id::text from members where tenant_id = $1::uuid order by created_at',
      [tenantId],
    );
    const assignees = members.map((m) => m.id);
    if (assignees.length === 0) throw new Error('the demo tenant has no member');
    const seedMs = await seed(db, tenantId, assignees);
    console.log(
      `# case review queue, ${CASES.toLocaleString('en-US')} cases of one tenant (seeded in ${(seedMs / 1000).toFixed(1)} s), PostgreSQL, ${REQUESTS} sequential requests each`,
    );
    console.log('| GET /api/cases | p50 ms | p99 ms | max ms | API CPU ms/request |');
    console.log('|---|---|---|---|---|');
    const filters: Array<[string, string]> = [
      ['first page, default filters', ''],
      ['state=escalated', 'state=escalated'],
      ['assignee=<member>', `assignee=${assignees[0]}`],
      ['assignee=none', 'assignee=none'],
    ];
    for (const [name, query] of filters) {
      const url = `${api.base}/api/cases${query ? `?${query}` : ''}`;
      const once = async () => {
        const t0 = performance.now();
        const res = await fetch(url, { headers: auth });
        const body = (await res.json()) as { items?: unknown[] };
        if (res.status !== 200 || body.items?.length !== 20)
          throw new Error(`${name}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
        return performance.now() - t0;
      };
      for (let i = 0; i < WARMUP; i++) await once();
      const cpu0 = processCpuMs(api.pid);
      const ms: number[] = [];
      for (let i = 0; i < REQUESTS; i++) ms.push(await once());
      const cpu = processCpuMs(api.pid) - cpu0;
      ms.sort((a, b) => a - b);
      console.log(
        `| ${name} | ${percentile(ms, 50).toFixed(1)} | ${percentile(ms, 99).toFixed(1)} | ${(ms[ms.length - 1] ?? 0).toFixed(1)} | ${(cpu / REQUESTS).toFixed(2)} |`,
      );
    }
    console.log('\nplans of the queue query (first page, 21 rows):');
    for (const where of [
      '',
      `and review_state = 'escalated'`,
      `and assignee_id = '${assignees[0]}'::uuid`,
      'and assignee_id is null',
    ]) {
      const { rows: plan } = await db.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, costs off) select id from cases
         where tenant_id = $1::uuid and mode = 'live' ${where}
         order by created_at desc nulls last, id desc nulls last limit 21`,
        [tenantId],
      );
      console.log(`\n-- ${where || 'default filters'}`);
      for (const line of plan) console.log(line['QUERY PLAN']);
    }
    // Every page also answers the counts per review state: read from the counters (migration 0032),
    // shown next to counting the queue, which they replace.
    for (const [label, query] of [
      [
        'counts per review state (counters)',
        `select review_state, count from case_state_counts
         where tenant_id = $1::uuid and mode = 'live' and count > 0`,
      ],
      [
        'counts per review state (counted, as before)',
        `select review_state, count(*)::int from cases
         where tenant_id = $1::uuid and mode = 'live' group by review_state`,
      ],
    ] as const) {
      const { rows: plan } = await db.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, costs off) ${query}`,
        [tenantId],
      );
      console.log(`\n-- ${label}`);
      for (const line of plan) console.log(line['QUERY PLAN']);
    }
  } finally {
    await db.end();
    await api.stop();
    await storage.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
