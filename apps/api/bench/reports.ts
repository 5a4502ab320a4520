/**
 * Reports benchmark at scale: 1,000,000 reports (+ their outcome counters) bulk-inserted with
 * generate_series (bench/seed.ts) for the demo customer on a fresh PostgreSQL database, then
 * autocannon at 8 and 64 connections on GET /api/reports (first page, a deep cursor page, a
 * status filter) and GET /api/verification/counts; prints req/s, p50/p99 and the EXPLAIN plans of the queries.
 *
 *   pnpm --filter @pulse/api bench:reports
 *
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_REPORTS
 * (default 1000000), BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default "8,64").
 */
import pg from 'pg';
import { encodeCursor } from '../src/lib/cursor.js';
import {
  DEMO,
  demoSession,
  freshStorage,
  must,
  run,
  startApi,
  tableHeader,
  tableRow,
} from './common.js';
import { clientUuidOf, seedReports } from './seed.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Latency is measured at a moderate concurrency and throughput at 64 connections. */
const levels = (process.env.BENCH_CONNECTIONS ?? '8,64').split(',').map(Number);
const total = Number(process.env.BENCH_REPORTS ?? 1_000_000);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function main() {
  const storage = await freshStorage(pgUrl);
  const db = new pg.Client({ connectionString: storage.databaseUrl });
  let api = await startApi(storage, { ENGINES_PRELOAD: '0', SEED_DEMO: '1' });
  try {
    const demo = await demoSession(api.base);
    await db.connect();
    const clientUuid = await clientUuidOf(db, DEMO.email);
    // Let the background demo history finish before the bulk insert.
    await new Promise((r) => setTimeout(r, 2000));
    const month = new Date().toISOString().slice(0, 7);

    // 1,000,000 reports over the last ~28 days (one every 2.4 s), five statuses, five services.
    const ms = await seedReports(db, clientUuid, total);
    console.error(`inserted ${total} reports + counters in ${(ms / 1000).toFixed(1)} s`);

    // A cursor ~90% deep into the list.
    const deep = await db.query<{ t: string; id: string }>(
      `select to_char(request_date_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as t, id::text as id
       from reports where client_id = $1::uuid order by request_date_time desc, id desc offset $2 limit 1`,
      [clientUuid, Math.floor(total * 0.9)],
    );
    const deepRow = must(deep.rows[0], 'deep row');
    const cursor = encodeCursor(deepRow);

    const plans: string[] = [];
    for (const [label, sql, params] of [
      [
        'first page',
        `select id from reports where client_id = $1 order by request_date_time desc, id desc limit 21`,
        [clientUuid],
      ],
      [
        'deep page',
        `select id from reports where client_id = $1 and (request_date_time, id) < ($2::timestamptz, $3::uuid) order by request_date_time desc, id desc limit 21`,
        [clientUuid, deepRow.t, deepRow.id],
      ],
      [
        'status filter',
        `select id from reports where client_id = $1 and status = 'RISKY' order by request_date_time desc, id desc limit 21`,
        [clientUuid],
      ],
      [
        'total (counters)',
        `select coalesce(sum(created - deleted), 0)::int from report_outcome_counts where client_id = $1`,
        [clientUuid],
      ],
      [
        'counts',
        `select day, status, sum(created)::int from report_outcome_counts where client_id = $1 and month = '${month}' group by day, status`,
        [clientUuid],
      ],
    ] as Array<[string, string, unknown[]]>) {
      const r = await db.query(`explain (analyze, buffers off, costs off) ${sql}`, params);
      plans.push(
        `-- ${label}\n${r.rows.map((x: Record<string, string>) => x['QUERY PLAN']).join('\n')}`,
      );
    }

    // Restart so the API starts with a cold-free, steady pool.
    await api.stop();
    api = await startApi(storage, { ENGINES_PRELOAD: '0', SEED_DEMO: '0' });
    const headers = {
      authorization: `Bearer ${demo.token}`,
      licensekey: demo.apiKey,
      clientid: demo.clientId,
    };
    const get = (path: string, connections: number) => ({
      url: `${api.base}${path}`,
      headers,
      connections,
    });
    await run({ ...get('/api/reports', 16), duration: 2 });
    const results: Array<[string, number, Awaited<ReturnType<typeof run>>]> = [];
    for (const connections of levels) {
      for (const [name, path] of [
        ['GET /api/reports (first page)', '/api/reports'],
        ['GET /api/reports (deep cursor page)', `/api/reports?cursor=${cursor}`],
        ['GET /api/reports?status=RISKY', '/api/reports?status=RISKY'],
        [
          'GET /api/verification/counts',
          `/api/verification/counts?clientId=${demo.clientId}&month=${month}`,
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
    console.log(
      `\nPulse reports at scale: ${check.headers.get('x-total-count')} reports for one client (PostgreSQL, ${seconds} s per row)\n`,
    );
    tableHeader();
    for (const [name, connections, r] of results)
      console.log(tableRow(name, 'PostgreSQL', connections, r));
    console.log('\nEXPLAIN ANALYZE\n');
    console.log(plans.join('\n\n'));
  } finally {
    await db.end().catch(() => undefined);
    await api.stop();
    await storage.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
