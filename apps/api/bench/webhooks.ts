/**
 * Webhook delivery latency: from a report's creation (its `requestDateTime`, written in the same
 * transaction as the report) to the receipt of its `report.created` delivery at a local receiver
 * (node:http on 127.0.0.1, answering 200 at once). The API runs as its own process on a fresh
 * database with the default job queue settings (one job per attempt, worked at once when sent in
 * the same process, 8 attempts at once); lookups come `BENCH_CONCURRENCY` at a time in API-key mode.
 *
 *   pnpm --filter @pulse/api bench:webhooks
 *
 * Env: BENCH_STORAGE ("pglite,postgres", default both), BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test), BENCH_EVENTS (default 100), BENCH_CONCURRENCY (default 4).
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoSession, freshStorage, startApi } from './common.js';

const events = Number(process.env.BENCH_EVENTS ?? 100);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4);
const storages = (process.env.BENCH_STORAGE ?? 'pglite,postgres').split(',');
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// Spread over four services so the demo customer's balance of each lasts the run.
const LOOKUPS: Array<[string, Record<string, string>]> = [
  ['/api/phonelookup', { phone: '+447911123456' }],
  ['/api/iplookup', { ip: '8.8.8.8' }],
  ['/api/binlookup', { bin: '424242' }],
  ['/api/phonelookup', { phone: '+14155552671' }],
];

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function measure(storageName: string): Promise<string> {
  const storage = await freshStorage(storageName === 'postgres' ? pgUrl : undefined);
  const latencies = new Map<string, number>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const at = Date.now();
      const event = JSON.parse(body) as { data: { referenceID: string; requestDateTime: string } };
      latencies.set(event.data.referenceID, at - Date.parse(event.data.requestDateTime));
      res.writeHead(200).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  const api = await startApi(storage, {
    SEED_DEMO: '1',
    ENGINES_PRELOAD: '0',
    WEBHOOK_LOCAL_RECEIVERS: '1',
  });
  try {
    const demo = await demoSession(api.base);
    const created = await fetch(`${api.base}/api/webhooks/endpoints`, {
      method: 'POST',
      headers: { authorization: `Bearer ${demo.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: receiverUrl, events: ['report.created'] }),
    });
    if (created.status !== 201)
      throw new Error(`endpoint: ${created.status} ${await created.text()}`);
    // Let the demo history seed finish before measuring.
    await new Promise((r) => setTimeout(r, 3000));
    let next = 0;
    const refs: string[] = [];
    const started = Date.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < events) {
          const i = next++;
          const [path, input] = LOOKUPS[i % LOOKUPS.length] ?? ['', {}];
          const res = await fetch(`${api.base}${path}`, {
            method: 'POST',
            headers: {
              licensekey: demo.apiKey,
              clientid: demo.clientId,
              'content-type': 'application/json',
            },
            body: JSON.stringify(input),
          });
          if (res.status !== 200) throw new Error(`lookup: ${res.status} ${await res.text()}`);
          const answer = (await res.json()) as Record<string, { report: { referenceID: string } }>;
          const ref = Object.values(answer)[0]?.report.referenceID;
          if (ref) refs.push(ref);
        }
      }),
    );
    const deadline = Date.now() + 120_000;
    while (refs.some((r) => !latencies.has(r)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    const elapsed = (Date.now() - started) / 1000;
    const got = refs.map((r) => latencies.get(r)).filter((v): v is number => v !== undefined);
    const sorted = [...got].sort((a, b) => a - b);
    return `| ${storage.name} | ${refs.length} | ${concurrency} | ${got.length} | ${pct(sorted, 50)} | ${pct(sorted, 99)} | ${sorted[sorted.length - 1]} | ${(got.length / elapsed).toFixed(0)} |`;
  } finally {
    await api.stop();
    server.close();
    await storage.drop();
  }
}

async function main() {
  const rows: string[] = [];
  for (const s of storages) rows.push(await measure(s));
  console.log(
    '| storage | events | concurrency | delivered | p50 ms | p99 ms | max ms | deliveries/s |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(r);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
