/**
 * Metered lookup benchmark: POST /api/iplookup and /api/phonelookup (API-key mode, one report written
 * and one call consumed per request) with autocannon at 64 connections, on PGlite and on PostgreSQL.
 *
 *   pnpm --filter @pulse/api bench:lookups
 *
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a fresh database is
 * created beside it and dropped after; "none" skips PostgreSQL), BENCH_SECONDS (default 10),
 * BENCH_CONNECTIONS (default 64), BENCH_STORAGES (default "pglite,postgres"), BENCH_WORKERS (API
 * processes on PostgreSQL, comma-separated, default "1,2": one process, then the cluster start
 * with API_WORKERS=2, measured in the same run on the same database), BENCH_TENANT_CACHE (on
 * PostgreSQL, comma-separated TENANT_CACHE values, default "1"; "0,1" measures the per-process
 * tenant cache off and on in one run), BENCH_RULES (comma-separated numbers of live decision rules,
 * default "0"; "0,10" measures without a rule set, then publishes a 10-rule live set and measures
 * again in the same start), BENCH_BEFORE_API (an older checkout's apps/api, built: each
 * row is measured with it first, then with this one, on the same database in the same run).
 *
 * The demo customer is seeded at the first start; the API is then stopped, granted 10,000,000 paid
 * calls per service with the operator CLI, and started again with every engine loaded. Each start
 * ends with a check of the books (`checkBooked`): one call consumed and one report written per
 * lookup, or the benchmark fails (a month turning during a run would fail it too). The last column,
 * lookups per metering statement, comes from the API's `pulse_metering_batch_size` metric.
 */
import type autocannon from 'autocannon';
import { runCli } from '../src/commands/cli.js';
import {
  apiBuilds,
  demoSession,
  freePort,
  freshStorage,
  must,
  processCpuMs,
  run,
  startApi,
  tableRow,
  type ApiBuild,
  type Storage,
} from './common.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const storages = (process.env.BENCH_STORAGES ?? 'pglite,postgres').split(',');
const workerCounts = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
const tenantCaches = (process.env.BENCH_TENANT_CACHE ?? '1').split(',');
const ruleCounts = (process.env.BENCH_RULES ?? '0').split(',').map(Number);

/**
 * `n` score rules over the IP and phone signals, as a fraud team writes them; a few fire. Each
 * reads one group, so on an IP lookup the phone rules are skipped as a missing variable (and the
 * reverse): the cost of a rule set is the same on both.
 */
function benchRules(n: number) {
  const expressions = [
    'ip.tor',
    'ip.vpn || ip.proxy',
    'ip.isHosting',
    "ip.countryCode in ['RU', 'KP', 'IR']",
    'ip.asn == 15169',
    'phone.isVoip',
    "phone.lineType == 'TOLL_FREE'",
    'phone.fraudScore >= 75',
    "phone.countryCode != 'US'",
    "report.requestType == 'api' && report.status != 'VERIFIED'",
  ];
  return {
    rules: Array.from({ length: n }, (_, i) => ({
      id: `r${i}`,
      name: `Rule ${i}`,
      expression: expressions[i % expressions.length],
      effect: { kind: 'score', points: 10 + i },
      enabled: true,
    })),
    thresholds: { suspicious: 30, risky: 60, declined: 90 },
  };
}

/** Publishes `n` rules as the demo customer's live rule set (nothing for 0). */
async function publishRules(base: string, token: string, n: number): Promise<void> {
  if (n === 0) return;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const saved = await fetch(`${base}/api/rules/rule-set/draft`, {
    method: 'PUT',
    headers,
    body: JSON.stringify(benchRules(n)),
  });
  const pub = await fetch(`${base}/api/rules/rule-set/publish`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ mode: 'live' }),
  });
  if (!saved.ok || !pub.ok) throw new Error(`publishing ${n} rules: ${saved.status} ${pub.status}`);
}

const IPS = [
  '8.8.8.8',
  '1.1.1.1',
  '81.2.69.142',
  '24.48.0.1',
  '52.95.110.1',
  '5.18.0.1',
  '186.10.0.1',
  '2a01:e35:2f22:e3d0::1',
];
const PHONES = [
  '+14155552671',
  '+442071838750',
  '+4915123456789',
  '+33142685300',
  '+919876543210',
  '+5511987654321',
];

async function bench(baseDbUrl: string | undefined): Promise<string[]> {
  const storage = await freshStorage(baseDbUrl);
  const rows: string[] = [];
  try {
    // First start: migrations, catalog and demo customer (its history is seeded in the background).
    const api = await startApi(
      storage,
      { ENGINES_PRELOAD: '1' },
      (h) => h.details.engines.ip === 'ready',
    );
    await new Promise((r) => setTimeout(r, 3000));
    await api.stop();
    for (const service of ['ipLookup', 'phoneLookup'])
      await runCli(['grant-calls', 'demo@pulse-demo.com', service, '10000000'], {
        ...process.env,
        ...storage.env,
      });
    // PGlite serves one process; PostgreSQL is measured with each worker count and cache setting.
    for (const workers of storage.databaseUrl ? workerCounts : [1])
      for (const cache of storage.databaseUrl ? tenantCaches : ['1'])
        for (const build of apiBuilds())
          rows.push(...(await measure(storage, workers, cache, build)));
  } finally {
    await storage.drop();
  }
  return rows;
}

/**
 * The two rows of one API start: `workers` processes (1 = dist/server.js, else the cluster), with
 * TENANT_CACHE=`cache`.
 */
async function measure(
  storage: Storage,
  workers: number,
  cache: string,
  build: ApiBuild,
): Promise<string[]> {
  const rows: string[] = [];
  const cluster = workers > 1 ? { API_WORKERS: String(workers) } : {};
  const metricsPort = await freePort();
  const env = {
    ENGINES_PRELOAD: '1',
    SEED_DEMO: '0',
    TENANT_CACHE: cache,
    METRICS_PORT: String(metricsPort),
    ...cluster,
  };
  const api = await startApi(
    storage,
    env,
    (h) => ['ip', 'bin', 'address'].every((e) => h.details.engines[e] === 'ready'),
    build.root,
  );
  // A cluster answers health from whichever worker took the connection: give the others time too.
  if (workers > 1) await new Promise((r) => setTimeout(r, 5000));
  const label = [
    ...(build.tag ? [build.tag] : []),
    storage.name,
    ...(workers > 1 ? [`${workers} processes`] : []),
    ...(storage.databaseUrl && tenantCaches.length > 1
      ? [`tenant cache ${cache === '0' ? 'off' : 'on'}`]
      : []),
  ].join(', ');
  {
    try {
      const demo = await demoSession(api.base);
      const headers = {
        'content-type': 'application/json',
        licensekey: demo.apiKey,
        clientid: demo.clientId,
      };
      let i = 0;
      const target = (path: string, field: string, values: string[]) => ({
        url: `${api.base}${path}`,
        method: 'POST' as const,
        connections,
        headers,
        requests: [
          {
            method: 'POST' as const,
            path,
            headers,
            setupRequest: (req: autocannon.Request) => ({
              ...req,
              body: JSON.stringify({ [field]: values[i++ % values.length] }),
            }),
          },
        ],
      });
      for (const n of ruleCounts) {
        await publishRules(api.base, demo.token, n);
        const rules = ruleCounts.length > 1 || n > 0 ? `, ${n} live rules` : '';
        const before = await booked(api.base, demo.token);
        const warmIp = await run({
          ...target('/api/iplookup', 'ip', IPS),
          duration: 2,
          connections: 16,
        });
        const warmPhone = await run({
          ...target('/api/phonelookup', 'phone', PHONES),
          duration: 2,
          connections: 16,
        });
        const m0 = await batches(metricsPort);
        const c0 = processCpuMs(api.pid);
        const ip = await run({ ...target('/api/iplookup', 'ip', IPS), duration: seconds });
        const m1 = await batches(metricsPort);
        const c1 = processCpuMs(api.pid);
        const phone = await run({
          ...target('/api/phonelookup', 'phone', PHONES),
          duration: seconds,
        });
        const m2 = await batches(metricsPort);
        const c2 = processCpuMs(api.pid);
        const after = await settledBooks(api.base, demo.token);
        checkBooked('ipLookup', before, after, [warmIp, ip]);
        checkBooked('phoneLookup', before, after, [warmPhone, phone]);
        rows.push(
          `${tableRow('POST /api/iplookup', label + rules, connections, ip)} ${perStatement(m0, m1)} | ${cpuPer(c1 - c0, ip)} |`,
        );
        rows.push(
          `${tableRow('POST /api/phonelookup', label + rules, connections, phone)} ${perStatement(m1, m2)} | ${cpuPer(c2 - c1, phone)} |`,
        );
      }
      console.error(`${label}: done (${api.built ? 'dist' : 'tsx'})`);
    } finally {
      await api.stop();
    }
  }
  return rows;
}

/**
 * The API's `pulse_metering_batch_size` histogram (lookups written per metering statement, summed
 * over the cluster's processes); null for a build without it.
 */
async function batches(port: number): Promise<{ sum: number; count: number } | null> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const value = (name: string) =>
    text
      .split('\n')
      .find((l) => l.startsWith(`${name} `))
      ?.split(' ')[1];
  const sum = value('pulse_metering_batch_size_sum');
  const count = value('pulse_metering_batch_size_count');
  return sum === undefined || count === undefined
    ? null
    : { sum: Number(sum), count: Number(count) };
}

/** CPU ms of the API process per answered request (one process only: the cluster's is "—"). */
function cpuPer(ms: number, r: autocannon.Result): string {
  return ms > 0 && r['2xx'] > 0 ? (ms / r['2xx']).toFixed(3) : '—';
}

/** Lookups per metering statement between two readings, one decimal; "—" when not measured. */
function perStatement(
  from: { sum: number; count: number } | null,
  to: { sum: number; count: number } | null,
): string {
  if (!from || !to || to.count === from.count) return '—';
  return ((to.sum - from.sum) / (to.count - from.count)).toFixed(1);
}

type Booked = Record<string, { calls: number; reports: number }>;

/**
 * The demo customer's calls consumed this month (free + paid, GET /api/billing) and reports
 * written (x-total-count of GET /api/reports?service=…), for the two measured services.
 */
async function booked(base: string, token: string): Promise<Booked> {
  const headers = { authorization: `Bearer ${token}` };
  const billing = (await (await fetch(`${base}/api/billing`, { headers })).json()) as {
    services: Array<{ id: string; freeCallsUsed: number; paidCallsUsed: number }>;
  };
  const out: Booked = {};
  for (const service of ['ipLookup', 'phoneLookup']) {
    const row = must(
      billing.services.find((s) => s.id === service),
      service,
    );
    const list = await fetch(`${base}/api/reports?service=${service}&limit=1`, { headers });
    out[service] = {
      calls: row.freeCallsUsed + row.paidCallsUsed,
      reports: Number(must(list.headers.get('x-total-count'), 'x-total-count')),
    };
  }
  return out;
}

/**
 * The books once the lookups still in flight when autocannon stopped are written: two readings
 * 500 ms apart that agree. @throws when they keep moving for 10 s
 */
async function settledBooks(base: string, token: string): Promise<Booked> {
  let last = JSON.stringify(await booked(base, token));
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 500));
    const now = JSON.stringify(await booked(base, token));
    if (now === last) return JSON.parse(now) as Booked;
    last = now;
  }
  throw new Error('the books kept moving after the run');
}

/**
 * Every answered lookup must have consumed exactly one call and written one report (issue
 * "Performance", part 3): calls consumed = reports written, at least the 2xx answers and at most
 * the requests sent minus the non-2xx ones (autocannon stops counting with up to one request per
 * connection still in flight; the API answers, books and writes those too).
 * @throws when the books disagree
 */
function checkBooked(
  service: string,
  before: Booked,
  after: Booked,
  runs: autocannon.Result[],
): void {
  const calls = must(after[service]).calls - must(before[service]).calls;
  const reports = must(after[service]).reports - must(before[service]).reports;
  const answered = runs.reduce((n, r) => n + r['2xx'], 0);
  const ceiling = runs.reduce((n, r) => n + r.requests.sent - r.non2xx, 0);
  if (calls !== reports || calls < answered || calls > ceiling)
    throw new Error(
      `${service}: ${answered} lookups answered 2xx (${ceiling} sent and not refused), but ${calls} calls consumed and ${reports} reports written`,
    );
  console.error(
    `${service}: ${calls} calls consumed, ${reports} reports written, ${answered} answered 2xx before the end of the run`,
  );
}

async function main() {
  const rows: string[] = [];
  if (storages.includes('pglite')) rows.push(...(await bench(undefined)));
  if (storages.includes('postgres') && pgUrl !== 'none') rows.push(...(await bench(pgUrl)));
  console.log(
    `\nPulse metered lookups (${seconds} s per row, API-key mode, report + metering per call)\n`,
  );
  console.log(
    '| endpoint | storage | connections | req/s | p50 ms | p99 ms | non-2xx | lookups per metering statement | CPU ms per request |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(r);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
