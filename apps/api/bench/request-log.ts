/**
 * Cost of the request log: metered phone lookups per second in
 * API-key mode (every call is recorded) with the log on and off, in one run. Two API processes
 * share one fresh database, one with REQUEST_LOG=1 and one with REQUEST_LOG=0; rounds alternate
 * between them in the order on, off, off, on, … so drift of the shared machine hits both alike.
 * The budget is a cost of at most 10 %.
 *
 * On PostgreSQL it also counts the CPU time each side uses per lookup: the API process plus the
 * PostgreSQL backends of its pool (told apart by application_name). On a machine shared with other
 * work, throughput moves with the neighbours' load from one round to the next, while CPU time per
 * lookup does not; the verdict is given on both.
 *
 *   pnpm --filter @pulse/api bench:request-log
 *   (BENCH_DATABASE_URL for PostgreSQL, default postgres://postgres@127.0.0.1:5432/test, `pglite`
 *    for the embedded database, one API at a time; BENCH_SECONDS per round, default 8;
 *    BENCH_ROUNDS per side, default 4; BENCH_CONNECTIONS, default 32)
 */
import { loadavg } from 'node:os';
import type autocannon from 'autocannon';
import { runCli } from '../src/commands/cli.js';
import {
  admin,
  demoSession,
  freshStorage,
  processCpuMs,
  run,
  startApi,
  type RunningApi,
} from './common.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const dbUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PHONES = ['+14155552671', '+442071838750', '+4915123456789', '+33142685300'];

async function main() {
  const storage = await freshStorage(dbUrl === 'pglite' ? undefined : dbUrl);
  const pglite = storage.name === 'PGlite';
  const seed = await startApi(storage, { BUNDLED_DATA: '0' });
  await new Promise((r) => setTimeout(r, 2000));
  await seed.stop();
  await runCli(['grant-calls', 'demo@pulse-demo.com', 'phoneLookup', '10000000'], {
    ...process.env,
    ...storage.env,
  });
  const common = { SEED_DEMO: '0', BUNDLED_DATA: '0', REQUEST_LOG_PRUNE_MS: '0' };
  // PGlite serves one process: there the two sides run one after the other, restarted per round.
  const start = (on: boolean) =>
    startApi(storage, {
      ...common,
      REQUEST_LOG: on ? '1' : '0',
      PGAPPNAME: `pulse-bench-${on ? 'on' : 'off'}`,
    });
  /** CPU ms used so far by one side: its API process and its pool's PostgreSQL backends. */
  const cpuOf = async (
    side: 'on' | 'off',
    api: RunningApi,
  ): Promise<{ api: number; db: number }> => {
    const apiMs = processCpuMs(api.pid);
    if (pglite) return { api: apiMs, db: 0 };
    const { rows } = await admin(
      dbUrl,
      'select pid from pg_stat_activity where application_name = $1',
      [`pulse-bench-${side}`],
    );
    let db = 0;
    for (const r of rows as Array<{ pid: number }>) db += processCpuMs(r.pid);
    return { api: apiMs, db };
  };
  const apis: Partial<Record<'on' | 'off', RunningApi>> = {};
  if (!pglite) {
    apis.on = await start(true);
    apis.off = await start(false);
  }
  const results: Record<'on' | 'off', number[]> = { on: [], off: [] };
  const cpuPerCall: Record<'on' | 'off', number[]> = { on: [], off: [] };
  const apiCpuPerCall: Record<'on' | 'off', number[]> = { on: [], off: [] };
  const loads: number[] = [loadavg()[0] ?? 0];
  try {
    const order: Array<'on' | 'off'> = [];
    for (let r = 0; r < rounds; r++)
      order.push(...(r % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const)));
    // Long-lived APIs (PostgreSQL) each get one unrecorded round first: until the JIT has compiled
    // the hot paths, a process is slower, and that cost would fall on whichever side goes first.
    const unrecorded = pglite ? 0 : 2;
    if (unrecorded) order.unshift('on', 'off');
    for (const [index, side] of order.entries()) {
      const api = apis[side] ?? (await start(side === 'on'));
      const demo = await demoSession(api.base);
      const headers = {
        'content-type': 'application/json',
        licensekey: demo.apiKey,
        clientid: demo.clientId,
      };
      let i = 0;
      const target: autocannon.Options = {
        url: `${api.base}/api/phonelookup`,
        connections,
        requests: [
          {
            method: 'POST',
            path: '/api/phonelookup',
            headers,
            setupRequest: (req: autocannon.Request) => ({
              ...req,
              body: JSON.stringify({ phone: PHONES[i++ % PHONES.length] }),
            }),
          },
        ],
      };
      await run({ ...target, duration: 2 }); // warm-up
      if (index < unrecorded) {
        await run({ ...target, duration: seconds });
        continue;
      }
      const cpuBefore = await cpuOf(side, api);
      const result = await run({ ...target, duration: seconds });
      if (result.non2xx > 0) throw new Error(`${side}: ${result.non2xx} answers were not 2xx`);
      results[side].push(result.requests.average);
      // The writer's last batch of the round goes out within REQUEST_LOG_FLUSH_MS (1 s): wait for it.
      // Backends that close mid-round are missed; the pool keeps its connections open under load.
      await new Promise((r) => setTimeout(r, 1500));
      const cpuAfter = await cpuOf(side, api);
      const calls = Math.max(1, result.requests.total);
      cpuPerCall[side].push((cpuAfter.api + cpuAfter.db - cpuBefore.api - cpuBefore.db) / calls);
      apiCpuPerCall[side].push((cpuAfter.api - cpuBefore.api) / calls);
      loads.push(loadavg()[0] ?? 0);
      if (pglite) await api.stop();
    }
  } finally {
    await apis.on?.stop();
    await apis.off?.stop();
    await storage.drop();
  }
  const mean = (a: number[]) => a.reduce((s, x) => s + x, 0) / Math.max(1, a.length);
  const on = mean(results.on);
  const off = mean(results.off);
  const cost = ((off - on) / off) * 100;
  console.log(
    `\nMetered phone lookups/s, API-key mode, ${storage.name}, ${connections} connections, ${rounds} rounds × ${seconds} s per side, interleaved\n`,
  );
  console.log('| request log | lookups/s (mean of rounds) | rounds |');
  console.log('| --- | ---: | --- |');
  console.log(`| on | ${Math.round(on)} | ${results.on.map(Math.round).join(', ')} |`);
  console.log(`| off | ${Math.round(off)} | ${results.off.map(Math.round).join(', ')} |`);
  const cpuOn = mean(cpuPerCall.on);
  const cpuOff = mean(cpuPerCall.off);
  const cpuCost = ((cpuOn - cpuOff) / cpuOff) * 100;
  console.log(
    '\n| request log | CPU ms per lookup (API + its PostgreSQL backends) | of which API | of which PostgreSQL | rounds |',
  );
  console.log('| --- | ---: | ---: | ---: | --- |');
  for (const [side, v] of [
    ['on', cpuOn],
    ['off', cpuOff],
  ] as const) {
    const apiMs = mean(apiCpuPerCall[side]);
    console.log(
      `| ${side} | ${v.toFixed(3)} | ${apiMs.toFixed(3)} | ${(v - apiMs).toFixed(3)} | ${cpuPerCall[side].map((x) => x.toFixed(3)).join(', ')} |`,
    );
  }
  if (!pglite)
    console.log(
      `\nCPU cost of the log: ${cpuCost.toFixed(1)} % (budget 10 %: ${cpuCost <= 10 ? 'met' : 'NOT met'})`,
    );
  console.log(
    `\nthroughput cost of the log: ${cost.toFixed(1)} % (budget 10 %: ${cost <= 10 ? 'met' : 'NOT met'}); ` +
      `1-minute load average during the run ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}; ` +
      `${new Date().toISOString()}`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
