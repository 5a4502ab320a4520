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
 * tenant cache off and on in one run), BENCH_BEFORE_API (an older checkout's apps/api, built: each
 * row is measured with it first, then with this one, on the same database in the same run).
 *
 * The demo customer is seeded at the first start; the API is then stopped, granted 10,000,000 paid
 * calls per service with the operator CLI, and started again with every engine loaded.
 */
import type autocannon from 'autocannon';
import { runCli } from '../src/commands/cli.js';
import {
  apiBuilds,
  demoSession,
  freshStorage,
  run,
  startApi,
  tableHeader,
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
  const env = { ENGINES_PRELOAD: '1', SEED_DEMO: '0', TENANT_CACHE: cache, ...cluster };
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
      await run({ ...target('/api/iplookup', 'ip', IPS), duration: 2, connections: 16 });
      await run({ ...target('/api/phonelookup', 'phone', PHONES), duration: 2, connections: 16 });
      const ip = await run({ ...target('/api/iplookup', 'ip', IPS), duration: seconds });
      const phone = await run({
        ...target('/api/phonelookup', 'phone', PHONES),
        duration: seconds,
      });
      rows.push(tableRow('POST /api/iplookup', label, connections, ip));
      rows.push(tableRow('POST /api/phonelookup', label, connections, phone));
      console.error(`${label}: done (${api.built ? 'dist' : 'tsx'})`);
    } finally {
      await api.stop();
    }
  }
  return rows;
}

async function main() {
  const rows: string[] = [];
  if (storages.includes('pglite')) rows.push(...(await bench(undefined)));
  if (storages.includes('postgres') && pgUrl !== 'none') rows.push(...(await bench(pgUrl)));
  console.log(
    `\nPulse metered lookups (${seconds} s per row, API-key mode, report + metering per call)\n`,
  );
  tableHeader();
  for (const r of rows) console.log(r);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
