/**
 * The API's memory while it streams batch uploads in, on
 * PostgreSQL (`DATABASE_URL`, default the local one; a fresh database is made and dropped): two
 * 1,000-row uploads, then `BENCH_UPLOADS` (default 2) uploads of `BENCH_BATCH_ROWS` (default
 * 1,000,000) AML person rows. After each: wall time, rows/s, the API's CPU time (total and per
 * row), resident memory now and its peak (sampled
 * every 200 ms, and VmHWM), and the V8 heap in use (the API's own /metrics). Node flags for the
 * API go in BENCH_API_NODE_ARGS (e.g. `--max-old-space-size=512`), to tell garbage the collector
 * has not yet taken from memory still held: a leak would fail under a cap or grow per upload.
 * Uploads start once the preloaded engines (IP, address, BIN, AML) are ready.
 * BENCH_BEFORE_API (an older checkout's apps/api, built) measures that API first, then this one,
 * each on a fresh database, in one run.
 */
import { Readable } from 'node:stream';
import {
  apiBuilds,
  demoSession,
  freePort,
  freshStorage,
  preloadedEnginesDone,
  procMb,
  processCpuMs,
  startApi,
} from './common.js';

const PG = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROWS = Number(process.env.BENCH_BATCH_ROWS ?? 1_000_000);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 2);

/** An AML person file of `rows` rows as a stream of ~64 KB chunks, never built whole. */
function file(rows: number): Readable {
  return Readable.from(
    (function* () {
      yield 'f_name,l_name,dob,gender,fuzzy_amlp\n';
      let buf = '';
      for (let i = 0; i < rows; i++) {
        buf += `Jane,Doe${i},1980-01-02,female,2\n`;
        if (buf.length > 65_536) {
          yield buf;
          buf = '';
        }
      }
      if (buf) yield buf;
    })(),
  );
}

async function main(): Promise<void> {
  for (const build of apiBuilds()) await measure(build.root, build.tag);
}

async function measure(apiRoot: string, tag?: string): Promise<void> {
  const storage = await freshStorage(PG);
  const metricsPort = await freePort();
  const api = await startApi(
    storage,
    { JOBS_WORK: '0', SEED_DEMO: '1', METRICS_PORT: String(metricsPort) },
    preloadedEnginesDone,
    apiRoot,
  );
  try {
    const session = await demoSession(api.base);
    const auth = { authorization: `Bearer ${session.token}` };
    console.log(
      `# ${tag ?? 'this'} API: memory during streamed uploads, node flags: ${process.env.BENCH_API_NODE_ARGS ?? 'none'}`,
    );
    console.log(
      '| rows | status | upload s | rows/s | API CPU s | API CPU µs/row | RSS now MB | RSS peak MB | heap used MB |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    const upload = async (rows: number) => {
      const t0 = performance.now();
      const cpu0 = processCpuMs(api.pid);
      let peak = 0;
      const timer = setInterval(() => (peak = Math.max(peak, procMb(api.pid, 'VmRSS'))), 200);
      const res = await fetch(`${api.base}/api/batches?service=amlPerson&fileName=bench.csv`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'text/csv' },
        body: file(rows) as unknown as ReadableStream,
        duplex: 'half',
      } as RequestInit);
      clearInterval(timer);
      const seconds = (performance.now() - t0) / 1000;
      const cpuMs = processCpuMs(api.pid) - cpu0;
      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      const heap = Number(/pulse_nodejs_heap_size_used_bytes (\d+)/.exec(metrics)?.[1] ?? 0);
      console.log(
        `| ${rows.toLocaleString('en-US')} | ${res.status} | ${seconds.toFixed(1)} | ${Math.round(rows / seconds).toLocaleString('en-US')} | ${(cpuMs / 1000).toFixed(1)} | ${((cpuMs * 1000) / rows).toFixed(1)} | ${procMb(api.pid, 'VmRSS')} | ${Math.max(peak, procMb(api.pid, 'VmHWM'))} | ${Math.round(heap / 2 ** 20)} |`,
      );
    };
    await upload(1_000);
    await upload(1_000);
    for (let i = 0; i < UPLOADS; i++) await upload(ROWS);
  } finally {
    await api.stop();
    await storage.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
