/**
 * Billing read at scale: 1,000,000 metered calls (reports, the per-call usage records) for the demo
 * customer over the last ~28 days, with the monthly usage counters metering keeps for them
 * (`monthly_usage`: free calls first, then paid at the catalog price), on a fresh PostgreSQL
 * database; then autocannon at 8 and 64 connections on GET /api/billing?month (this month and last
 * month). GET /billing reads the counters (one row per service and month) and the balances, never
 * the per-call rows, so its latency does not grow with the number of calls.
 *
 *   pnpm --filter @pulse/api bench:billing
 *
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_CALLS
 * (default 1000000), BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default "8,64").
 */
import pg from 'pg';
import { DEMO, demoSession, freshStorage, run, startApi, tableHeader, tableRow } from './common.js';
import { tenantIdOf } from './seed.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const levels = (process.env.BENCH_CONNECTIONS ?? '8,64').split(',').map(Number);
const total = Number(process.env.BENCH_CALLS ?? 1_000_000);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function main() {
  const storage = await freshStorage(pgUrl);
  const db = new pg.Client({ connectionString: storage.databaseUrl });
  let api = await startApi(storage, { ENGINES_PRELOAD: '0', SEED_DEMO: '1' });
  try {
    const demo = await demoSession(api.base);
    await db.connect();
    const tenantId = await tenantIdOf(db, DEMO.email);
    await new Promise((r) => setTimeout(r, 2000));
    const month = new Date().toISOString().slice(0, 7);
    const last = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 1))
      .toISOString()
      .slice(0, 7);

    const t = Date.now();
    const spacingMs = Math.floor((28 * 86_400_000) / total);
    await db.query(
      `insert into reports (reference_id, tenant_id, service, request_type, status, api_key_used,
                            input_request, result, request_date_time)
       select 'rpt_bill' || lpad(g::text, 22, '0'), $1::uuid,
              (array['ipLookup','phoneLookup','emailLookup','binLookup','addressLookup','amlPerson','amlBusiness'])[1 + g % 7],
              'api', 'VERIFIED', 'pk_live_benc…h000', '{}'::jsonb,
              '{"status":"VERIFIED","message":"bench","response":{},"reasons":[],"sources":[]}'::jsonb,
              date_trunc('milliseconds', now() - make_interval(secs => g * $3::float8 / 1000))
       from generate_series(1, $2::int) g`,
      [tenantId, total, spacingMs],
    );
    // The counters metering keeps for those calls: free calls of each month first, then paid.
    await db.query(
      `with calls as (
         select r.service, to_char(r.request_date_time at time zone 'UTC', 'YYYY-MM') as month, count(*)::int as n
         from reports r where r.tenant_id = $1::uuid and r.reference_id like 'rpt_bill%' group by 1, 2
       )
       insert into monthly_usage as u (tenant_id, service, month, free_used, paid_used, paid_cost_cents)
       select $1::uuid, c.service, c.month, least(c.n, s.free_calls_per_month),
              greatest(0, c.n - s.free_calls_per_month),
              greatest(0, c.n - s.free_calls_per_month) * s.cost_per_call_cents
       from calls c join services s on s.key = c.service
       on conflict (tenant_id, service, month) do update set
         free_used = least(u.free_used + excluded.free_used, (select free_calls_per_month from services where key = u.service)),
         paid_used = u.paid_used + excluded.paid_used,
         paid_cost_cents = u.paid_cost_cents + excluded.paid_cost_cents`,
      [tenantId],
    );
    await db.query(`vacuum analyze reports`);
    await db.query(`vacuum analyze monthly_usage`);
    console.error(
      `inserted ${total} calls + counters in ${((Date.now() - t) / 1000).toFixed(1)} s`,
    );

    const plan = await db.query(
      `explain (analyze, buffers off, costs off)
       select service, free_used, paid_used, paid_cost_cents from monthly_usage
       where tenant_id = $1 and month = $2`,
      [tenantId, month],
    );

    await api.stop();
    api = await startApi(storage, { ENGINES_PRELOAD: '0', SEED_DEMO: '0' });
    const headers = {
      authorization: `Bearer ${demo.token}`,
      licensekey: demo.apiKey,
      clientid: demo.clientId,
    };
    const url = (m: string) => `${api.base}/api/billing?month=${m}&clientId=${demo.clientId}`;
    await run({ url: url(month), headers, connections: 16, duration: 2 });
    const results: Array<[string, number, Awaited<ReturnType<typeof run>>]> = [];
    for (const connections of levels) {
      for (const [name, m] of [
        [`GET /api/billing?month=${month}`, month],
        [`GET /api/billing?month=${last}`, last],
      ] as const) {
        results.push([
          name,
          connections,
          await run({ url: url(m), headers, connections, duration: seconds }),
        ]);
      }
    }
    const check = (await (await fetch(url(month), { headers })).json()) as {
      totalRequests: number;
    };
    const { rows: cnt } = await db.query<{ n: string }>(
      `select count(*) as n from reports where tenant_id = $1::uuid`,
      [tenantId],
    );
    console.log(
      `\nPulse billing at scale: ${cnt[0]?.n} metered calls for one client, ${check.totalRequests} this month (PostgreSQL, ${seconds} s per row)\n`,
    );
    tableHeader();
    for (const [name, connections, r] of results)
      console.log(tableRow(name, 'PostgreSQL', connections, r));
    console.log('\nEXPLAIN ANALYZE (usage of a month)\n');
    console.log(plan.rows.map((x: Record<string, string>) => x['QUERY PLAN']).join('\n'));
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
