/**
 * Cost of the Prometheus metrics: metered phone lookups per second
 * (API-key mode, 32 connections, PGlite) with no scraping, with /metrics scraped every second and
 * every 100 ms, in one run, rounds interleaved so drift of the shared machine hits all three alike.
 * Also reports how long /metrics takes to answer under that load.
 *
 *   pnpm --filter @pulse/api bench:metrics      (BENCH_SECONDS per round, default 8; 2 rounds)
 */
import type autocannon from 'autocannon';
import { runCli } from '../src/commands/cli.js';
import { demoSession, freePort, freshStorage, run, startApi } from './common.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const PHONES = ['+14155552671', '+442071838750', '+4915123456789', '+33142685300'];

async function main() {
  const storage = await freshStorage(undefined);
  const metricsPort = await freePort();
  let api = await startApi(storage, {}, () => true);
  await new Promise((r) => setTimeout(r, 2000));
  await api.stop();
  await runCli(['grant-calls', 'demo@pulse-demo.com', 'phoneLookup', '10000000'], {
    ...process.env,
    ...storage.env,
  });
  api = await startApi(storage, { SEED_DEMO: '0', METRICS_PORT: String(metricsPort) });
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  const results: Record<string, number[]> = { none: [], '1 s': [], '100 ms': [] };
  const scrapeMs: number[] = [];
  let size = 0;
  try {
    const demo = await demoSession(api.base);
    const headers = {
      'content-type': 'application/json',
      licensekey: demo.apiKey,
      clientid: demo.clientId,
    };
    let i = 0;
    const target: autocannon.Options = {
      url: `${api.base}/api/phonelookup`,
      method: 'POST',
      connections: 32,
      headers,
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
    await run({ ...target, duration: 2 });
    for (let r = 0; r < rounds; r++) {
      for (const [name, every] of [
        ['none', 0],
        ['1 s', 1000],
        ['100 ms', 100],
      ] as const) {
        let stop = false;
        const scraper = (async () => {
          while (every > 0 && !stop) {
            const t0 = performance.now();
            const res = await fetch(metricsUrl);
            const text = await res.text();
            scrapeMs.push(performance.now() - t0);
            size = text.length;
            await new Promise((s) => setTimeout(s, every));
          }
        })();
        const result = await run({ ...target, duration: seconds });
        stop = true;
        await scraper;
        results[name]?.push(result.requests.average);
      }
    }
  } finally {
    await api.stop();
    await storage.drop();
  }
  const mean = (a: number[]) => a.reduce((s, x) => s + x, 0) / Math.max(1, a.length);
  const sorted = [...scrapeMs].sort((a, b) => a - b);
  const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  console.log(
    `\nMetered phone lookups/s, PGlite, 32 connections, ${rounds} × ${seconds} s per row\n`,
  );
  console.log('| /metrics scraped | lookups/s (mean of rounds) | rounds |');
  console.log('| --- | ---: | --- |');
  for (const [name, values] of Object.entries(results))
    console.log(
      `| ${name === 'none' ? 'never' : `every ${name}`} | ${Math.round(mean(values))} | ${values.map(Math.round).join(', ')} |`,
    );
  console.log(
    `\n/metrics under load: ${scrapeMs.length} scrapes, median ${p(0.5).toFixed(1)} ms, p99 ${p(0.99).toFixed(1)} ms, ${size} bytes`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
