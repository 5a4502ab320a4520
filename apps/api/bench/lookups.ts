/**
 * Metered lookup benchmark: POST /api/iplookup and /api/phonelookup (API-key mode, one report written
 * and one call consumed per request) with autocannon at 64 connections, on PGlite and on PostgreSQL.
 *
 *   pnpm --filter @pulse/api bench:lookups
 *
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a fresh database is
 * created beside it and dropped after; "none" skips PostgreSQL), BENCH_SECONDS (default 10),
 * BENCH_CONNECTIONS (default 64), BENCH_STORAGES (default "pglite,postgres").
 *
 * The demo customer is seeded at the first start; the API is then stopped, granted 10,000,000 paid
 * calls per service with the operator CLI, and started again with every engine loaded.
 */
import type autocannon from 'autocannon';
import { runCli } from '../src/commands/cli.js';
import { demoSession, freshStorage, run, startApi, tableHeader, tableRow } from './common.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const storages = (process.env.BENCH_STORAGES ?? 'pglite,postgres').split(',');

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
    let api = await startApi(
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
    api = await startApi(storage, { ENGINES_PRELOAD: '1', SEED_DEMO: '0' }, (h) =>
      ['ip', 'bin', 'address'].every((e) => h.details.engines[e] === 'ready'),
    );
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
      rows.push(tableRow('POST /api/iplookup', storage.name, connections, ip));
      rows.push(tableRow('POST /api/phonelookup', storage.name, connections, phone));
      console.error(`${storage.name}: done (${api.built ? 'dist' : 'tsx'})`);
    } finally {
      await api.stop();
    }
  } finally {
    await storage.drop();
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
