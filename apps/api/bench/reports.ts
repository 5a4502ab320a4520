/**
 * Reports benchmark at scale: reports (+ their outcome counters) bulk-inserted with
 * generate_series (bench/seed.ts) for the demo customer, and optionally for other clients up to a
 * total, spread over months, on a fresh PostgreSQL database; billing history for the demo
 * customer; then autocannon on GET /api/reports (first page, a deep cursor page, a status and a
 * service filter), GET /api/verification/counts and the two billing reads; prints req/s, p50/p99,
 * the seeding time, the partitions and the EXPLAIN plans of the queries (partition pruning).
 *
 *   pnpm --filter @pulse/api bench:reports
 *   pnpm --filter @pulse/api bench:reports --reports 10000000 --total 50000000 --months 12
 *
 * Flags (or env): --reports N (BENCH_REPORTS, default 1,000,000) reports of the demo customer;
 * --total N (BENCH_TOTAL, default = --reports) reports of all clients, the rest shared by four
 * other clients; --months N (BENCH_MONTHS, default 1: the last 28 days) the span; --seconds N
 * (BENCH_SECONDS, default 10) per row; --connections 8,64 (BENCH_CONNECTIONS, default "8,64").
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; the
 * benchmark creates its own database there and drops it at the end. With more than 2,000,000
 * rows the indexes are dropped before the load and rebuilt after (faster).
 *
 * Before and after in one run: BENCH_BEFORE_API=<an older checkout's apps/api, built> starts
 * that API first (its migrations create the schema the data is seeded into), measures every row,
 * then starts this one on the same data (its newer migrations apply then) and measures again.
 * BENCH_KEEP_DATABASE=1 leaves the seeded database and the state folder in place and prints them
 * (for EXPLAIN by hand); BENCH_REUSE=<that state folder> measures that data again without
 * seeding (add BENCH_KEEP_DATABASE=1 to keep it once more).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { encodeCursor } from '../src/lib/cursor.js';
import { RECENT_MONTHS } from '../src/repositories/reports.js';
import {
  apiBuilds,
  DEMO,
  demoSession,
  freshStorage,
  keptStorage,
  must,
  run,
  startApi,
  tableRow,
} from './common.js';
import { tenantIdOf, seedBillingHistory, seedScale, type SeedClient } from './seed.js';

const { values: args } = parseArgs({
  options: {
    reports: { type: 'string' },
    total: { type: 'string' },
    months: { type: 'string' },
    seconds: { type: 'string' },
    connections: { type: 'string' },
  },
});
/** A whole number from a flag or the environment, refused with a clear message otherwise. */
function count(flag: string | undefined, env: string | undefined, def: number, name: string) {
  const raw = (flag ?? env ?? String(def)).replace(/[_,]/g, '');
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number (got "${raw}")`);
  return Number(raw);
}
const seconds = count(args.seconds, process.env.BENCH_SECONDS, 10, '--seconds');
/** Latency is measured at a moderate concurrency and throughput at 64 connections. */
const levels = (args.connections ?? process.env.BENCH_CONNECTIONS ?? '8,64')
  .split(',')
  .map((c) => count(c, undefined, 8, '--connections'));
const demoReports = count(args.reports, process.env.BENCH_REPORTS, 1_000_000, '--reports');
const total = count(args.total, process.env.BENCH_TOTAL, demoReports, '--total');
const months = count(args.months, process.env.BENCH_MONTHS, 1, '--months');
if (total < demoReports) throw new Error('--total must be at least --reports');
/** One month is the old default span, 28 days; otherwise whole months of ~30.4 days. */
const spanMs = months <= 1 ? 28 * 86_400_000 : Math.round(months * 30.44 * 86_400_000);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const OTHER_CLIENTS = 4;
const keepDatabase = process.env.BENCH_KEEP_DATABASE === '1';
const reuse = process.env.BENCH_REUSE;
/** The APIs measured, in order, on the same seeded data. */
const phases: Array<{ label: string; apiRoot: string }> = apiBuilds().map(({ tag, root }) => ({
  label:
    tag === 'before'
      ? `before (${root})`
      : tag === 'after'
        ? 'after (this checkout)'
        : 'this checkout',
  apiRoot: root,
}));

/** The 1-, 5- and 15-minute load averages, as the kernel prints them. */
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** Creates `n` bare clients to carry the reports beyond the demo customer's. */
async function otherClients(db: pg.ClientBase, n: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `insert into clients (client_id, full_name, email, company_name, contact_number, country)
     select 'bench_' || k, 'Bench Client ' || k, 'bench' || k || '@bench.example', 'Bench Ltd',
            '+442000000000', 'GB'
     from generate_series(1, $1::int) k returning id::text`,
    [n],
  );
  return rows.map((r) => r.id);
}

/** Seeds the reports of every client and the billing history; returns what it did, for the title. */
async function seed(db: pg.ClientBase, tenantId: string): Promise<string> {
  // Let the background demo history finish before the bulk insert.
  await new Promise((r) => setTimeout(r, 2000));
  const clients: SeedClient[] = [{ tenantId, reports: demoReports }];
  const rest = total - demoReports;
  if (rest > 0) {
    const others = await otherClients(db, OTHER_CLIENTS);
    others.forEach((id, i) =>
      clients.push({
        tenantId: id,
        reports: Math.floor(rest / OTHER_CLIENTS) + (i < rest % OTHER_CLIENTS ? 1 : 0),
      }),
    );
  }
  const ms = await seedScale(db, clients, {
    spanMs,
    bulk: total > 2_000_000,
    log: (line) => console.error(line),
  });
  await seedBillingHistory(db, tenantId, Math.max(months, 1) + 11);
  const seeded = `${total.toLocaleString('en-US')} reports (${demoReports.toLocaleString('en-US')} for the demo customer) over ${months <= 1 ? '28 days' : `${months} months`} + counters in ${(ms / 1000).toFixed(1)} s`;
  console.error(`inserted ${seeded}`);
  return seeded;
}

async function main() {
  const loadAtStart = loadAverage();
  const storage = reuse ? keptStorage(reuse, pgUrl) : await freshStorage(pgUrl);
  const db = new pg.Client({ connectionString: storage.databaseUrl });
  const first = must(phases[0], 'phase');
  let api = await startApi(
    storage,
    { ENGINES_PRELOAD: '0', SEED_DEMO: '1' },
    undefined,
    first.apiRoot,
  );
  try {
    const demo = await demoSession(api.base);
    await db.connect();
    const tenantId = await tenantIdOf(db, DEMO.email);
    const month = new Date().toISOString().slice(0, 7);
    const seeded = reuse ? `the data of ${reuse} (not seeded again)` : await seed(db, tenantId);

    // A cursor ~90% deep into the demo customer's list (by time: an OFFSET would read 90% of it).
    const deep = await db.query<{ t: string; id: string }>(
      `select to_char(request_date_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as t, id::text as id
       from reports where tenant_id = $1::uuid
         and request_date_time <= now() - $2::float8 * interval '1 millisecond'
       order by request_date_time desc, id desc limit 1`,
      [tenantId, spanMs * 0.9],
    );
    const deepRow = must(deep.rows[0], 'deep row');
    const cursor = encodeCursor(deepRow);
    const partitions = await db.query<{ n: number; def: number }>(
      `select count(*)::int as n,
              (select count(*)::int from pg_class where relname = 'reports_default') as def
       from pg_class where relname ~ '^reports_[0-9]{4}_[0-9]{2}$'`,
    );
    const size = await db.query<{ size: string }>(
      `select pg_size_pretty(pg_database_size(current_database())) as size`,
    );

    // As the dashboard sends them (a kept database comes back with its own secrets, so its key too).
    const headers = {
      authorization: `Bearer ${demo.token}`,
      licensekey: demo.apiKey,
      clientid: demo.clientId,
    };
    const tables: string[] = [];
    let checkTotal: string | null = null;
    for (const phase of phases) {
      // Restart so each API starts with a steady pool (and the last one applies its migrations).
      await api.stop();
      api = await startApi(
        storage,
        { ENGINES_PRELOAD: '0', SEED_DEMO: '0' },
        undefined,
        phase.apiRoot,
      );
      const get = (path: string, connections: number) => ({
        url: `${api.base}${path}`,
        headers,
        connections,
      });
      const probe = await fetch(`${api.base}/api/reports`, { headers });
      if (!probe.ok) throw new Error(`${phase.label}: GET /api/reports answered ${probe.status}`);
      // Page 2, the next page a user opens: its cursor lies in this month.
      const second = must(probe.headers.get('x-next-cursor'), "the first page's next cursor");
      await run({ ...get('/api/reports', 16), duration: 2 });
      const results: Array<[string, number, Awaited<ReturnType<typeof run>>]> = [];
      for (const connections of levels) {
        for (const [name, path] of [
          ['GET /api/reports (first page)', '/api/reports'],
          ['GET /api/reports (second page)', `/api/reports?cursor=${second}`],
          ['GET /api/reports (deep cursor page)', `/api/reports?cursor=${cursor}`],
          ['GET /api/reports?status=RISKY', '/api/reports?status=RISKY'],
          ['GET /api/reports?service=emailLookup', '/api/reports?service=emailLookup'],
          [
            'GET /api/verification/counts',
            `/api/verification/counts?clientId=${demo.clientId}&month=${month}`,
          ],
          ['GET /api/billing', `/api/billing?clientId=${demo.clientId}&month=${month}`],
          [
            'GET /api/billing/monthly-summary',
            `/api/billing/monthly-summary?clientId=${demo.clientId}`,
          ],
        ] as const) {
          results.push([
            name,
            connections,
            await run({ ...get(path, connections), duration: seconds }),
          ]);
        }
      }
      const check = await fetch(`${api.base}/api/reports?limit=1`, { headers });
      checkTotal = check.headers.get('x-total-count');
      const load = loadAverage();
      tables.push(
        [
          `\n${phase.label}: x-total-count ${checkTotal}; load average after ${load}\n`,
          '| endpoint | storage | connections | req/s | p50 ms | p99 ms | non-2xx |',
          '|---|---|---|---|---|---|---|',
          ...results.map(([name, connections, r]) => tableRow(name, 'PostgreSQL', connections, r)),
        ].join('\n'),
      );
    }

    // The statements the API runs (repositories/reports.ts, metering.ts), with their parameters.
    const plans: string[] = [];
    const page = `select id::text, reference_id, service, request_date_time, status from reports`;
    const order = `order by reports.request_date_time desc, reports.id desc limit 21`;
    // The first page of a list without a date range is first asked of these months (list()).
    const recent = `and request_date_time >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC' - interval '${RECENT_MONTHS} month'`;
    for (const [label, sql, params] of [
      [
        'first page (the recent months, asked first)',
        `${page} where tenant_id = $1 and mode = 'live' ${recent} ${order}`,
        [tenantId],
      ],
      [
        'first page, unbounded (when the recent months hold too few)',
        `${page} where tenant_id = $1 and mode = 'live' ${order}`,
        [tenantId],
      ],
      [
        'deep page (the months at its cursor, asked first)',
        `${page} where tenant_id = $1 and mode = 'live' and request_date_time <= $2::timestamptz
           and request_date_time >= date_trunc('month', $2::timestamptz at time zone 'UTC') at time zone 'UTC' - interval '${RECENT_MONTHS} month'
           and (request_date_time, id) < ($2::timestamptz, $3::uuid) ${order}`,
        [tenantId, deepRow.t, deepRow.id],
      ],
      [
        'deep page, unbounded (when those months hold too few)',
        `${page} where tenant_id = $1 and mode = 'live' and request_date_time <= $2::timestamptz
           and (request_date_time, id) < ($2::timestamptz, $3::uuid) ${order}`,
        [tenantId, deepRow.t, deepRow.id],
      ],
      [
        'status filter',
        `${page} where tenant_id = $1 and mode = 'live' and status = 'RISKY' ${recent} ${order}`,
        [tenantId],
      ],
      [
        'service filter',
        `${page} where tenant_id = $1 and mode = 'live' and service = 'emailLookup' ${recent} ${order}`,
        [tenantId],
      ],
      [
        'one month (date range)',
        `${page} where tenant_id = $1 and mode = 'live' and request_date_time >= date_trunc('month', now())
           and request_date_time < date_trunc('month', now()) + interval '1 month' ${order}`,
        [tenantId],
      ],
      [
        'report by reference id',
        `select id from reports where reference_id = 'rpt_bench' || lpad('12345', 22, '0') and tenant_id = $1 limit 1`,
        [tenantId],
      ],
      [
        'total (monthly rollup + the days of partial months)',
        `select coalesce(sum(created - deleted), 0)::int from report_outcome_months where tenant_id = $1 and mode = 'live'`,
        [tenantId],
      ],
      [
        'total (daily counters, before the monthly rollup)',
        `select coalesce(sum(created - deleted), 0)::int from report_outcome_counts where tenant_id = $1 and mode = 'live'`,
        [tenantId],
      ],
      [
        'counts',
        `select day, status, sum(created)::int from report_outcome_counts where tenant_id = $1 and month = '${month}' and mode = 'live' group by day, status`,
        [tenantId],
      ],
    ] as Array<[string, string, unknown[]]>) {
      const r = await db
        .query(`explain (analyze, buffers, costs off) ${sql}`, params)
        .catch((err: unknown) => ({ rows: [{ 'QUERY PLAN': `(not run: ${String(err)})` }] }));
      plans.push(
        `-- ${label}\n${r.rows.map((x: Record<string, string>) => x['QUERY PLAN']).join('\n')}`,
      );
    }

    const server = await db.query<{ v: string }>(`select current_setting('server_version') as v`);
    console.log(
      `\nPulse reports at scale: ${checkTotal} reports for one client, ${seeded}; ` +
        `${partitions.rows[0]?.n ?? 0} monthly partitions${partitions.rows[0]?.def ? ' + default' : ' (unpartitioned table)'}; ` +
        `database ${size.rows[0]?.size ?? '?'} (PostgreSQL ${server.rows[0]?.v ?? '?'}, ${seconds} s per row; load average at the start ${loadAtStart})`,
    );
    console.log(tables.join('\n'));
    console.log("\nEXPLAIN ANALYZE (this checkout's schema)\n");
    console.log(plans.join('\n\n'));
  } finally {
    await db.end().catch(() => undefined);
    await api.stop();
    if (keepDatabase)
      console.error(
        `kept ${storage.databaseUrl ?? ''}: BENCH_REUSE=${storage.stateDir} measures it again`,
      );
    else await storage.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
