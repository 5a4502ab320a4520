/**
 * AML screening benchmark: fuzzy person search over the full OFAC SDN + UN lists,
 *
 * 1. in process: p50 / p99 per query of `AmlIndex.screenPerson` (fuzzy) over a mix of listed
 *    names (typed variants) and ordinary names; import (parse) time of the full SDN files;
 * 2. over HTTP: POST /api/amlperson (fuzzy, API-key mode, one report + one consumed call per
 *    request) with autocannon at 64 connections on PostgreSQL, the lists imported with
 *    `data:import`.
 *
 *   pnpm --filter @pulse/api bench:aml
 *
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a fresh database is
 * created beside it and dropped after), BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 64),
 * PULSE_SANCTIONS_DIR (default ../shared/data/sanctions). Uses dist/server.js when built (run
 * `pnpm --filter @pulse/api build` first so it includes the AML routes), else tsx.
 */
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { AmlIndex, loadOfacDir, loadUnFile } from '@pulse/engines/aml';
import { runCli } from '../src/commands/cli.js';
import { runDataImport } from '../src/commands/data-import.js';
import { demoSession, freshStorage, root, run, startApi, tableHeader, tableRow } from './common.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dir = process.env.PULSE_SANCTIONS_DIR ?? join(root, '../../../shared/data/sanctions');

const NAMES: Array<[string, string]> = [
  ['Vladimir', 'Putin'],
  ['Putin', 'Vladimir'],
  ['Vladimir', 'Puttin'],
  ['Nicolas', 'Maduro'],
  ['Joaquin', 'Guzman Lorea'],
  ['Chapo', 'Guzman'],
  ['Erik', 'Badege'],
  ['John', 'Smith'],
  ['Mary', 'Johnson'],
  ['Emma', 'Wilson'],
  ['Peter', 'Müller'],
  ['Ali', 'Hassan'],
  ['Mohammed', 'Ahmed'],
  ['Li', 'Wei'],
  ['Ivan', 'Petrov'],
  ['Maria', 'Garcia'],
];

const pct = (xs: number[], p: number) =>
  xs[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;

async function inProcess(): Promise<string[]> {
  const t0 = performance.now();
  const sdn = await loadOfacDir(join(dir, 'ofac'), 'sdn');
  const sdnMs = performance.now() - t0;
  const un = await loadUnFile(join(dir, 'un/UN_consolidated.xml'));
  const t1 = performance.now();
  const index = AmlIndex.build([sdn, un]);
  const buildMs = performance.now() - t1;
  for (let i = 0; i < 200; i++) {
    const [f, l] = NAMES[i % NAMES.length] as [string, string];
    index.screenPerson({ firstName: f, lastName: l, mode: '2' });
  }
  const times: number[] = [];
  for (let i = 0; i < 5000; i++) {
    const [f, l] = NAMES[i % NAMES.length] as [string, string];
    const s = performance.now();
    index.screenPerson({ firstName: f, lastName: l, mode: '2' });
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  return [
    `SDN parse (sdn+alt+add+comments): ${sdnMs.toFixed(0)} ms, ${sdn.records.length} records; ` +
      `UN ${un.records.length} records; index build ${buildMs.toFixed(0)} ms`,
    `in-process fuzzy screenPerson over SDN + UN (${times.length} queries): ` +
      `p50 ${pct(times, 0.5).toFixed(3)} ms, p99 ${pct(times, 0.99).toFixed(3)} ms`,
  ];
}

async function http(): Promise<string> {
  const storage = await freshStorage(pgUrl);
  try {
    let api = await startApi(storage, {}, () => true);
    await new Promise((r) => setTimeout(r, 2000));
    await api.stop();
    const env = { ...process.env, ...storage.env };
    const t = performance.now();
    await runDataImport(['ofac', join(dir, 'ofac')], env, () => undefined);
    const importMs = performance.now() - t;
    await runDataImport(['un', join(dir, 'un/UN_consolidated.xml')], env, () => undefined);
    console.error(`data:import ofac (parse + write to PostgreSQL): ${importMs.toFixed(0)} ms`);
    await runCli(['grant-calls', 'demo@pulse-demo.com', 'amlPerson', '10000000'], env);
    api = await startApi(storage, { ENGINES_PRELOAD: '1', SEED_DEMO: '0' }, (h) =>
      ['aml'].every((e) => h.details.engines[e] === 'ready'),
    );
    try {
      const demo = await demoSession(api.base);
      const headers = {
        'content-type': 'application/json',
        licensekey: demo.apiKey,
        clientid: demo.clientId,
      };
      let i = 0;
      const target = {
        url: `${api.base}/api/amlperson`,
        method: 'POST' as const,
        connections,
        headers,
        requests: [
          {
            method: 'POST' as const,
            path: '/api/amlperson',
            headers,
            setupRequest: (req: autocannon.Request) => {
              const [f, l] = NAMES[i++ % NAMES.length] as [string, string];
              return { ...req, body: JSON.stringify({ f_name: f, l_name: l, fuzzy_amlp: '2' }) };
            },
          },
        ],
      };
      await run({ ...target, duration: 2, connections: 16 });
      const r = await run({ ...target, duration: seconds });
      console.error(`${storage.name}: done (${api.built ? 'dist' : 'tsx'})`);
      return tableRow('POST /api/amlperson (fuzzy)', storage.name, connections, r);
    } finally {
      await api.stop();
    }
  } finally {
    await storage.drop();
  }
}

async function main() {
  const lines = await inProcess();
  for (const l of lines) console.log(l);
  const row = await http();
  console.log(
    `\nPulse AML screening (${seconds} s, API-key mode, report + metering per call; SDN + UN loaded)\n`,
  );
  tableHeader();
  console.log(row);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
