/**
 * Batch screening benchmark,
 * on PostgreSQL (`DATABASE_URL`, default the local one; a fresh database is made and dropped):
 *
 * 1. the API (built dist/, `JOBS_WORK=0`: it works no chunks) starts with the demo customer and the
 *    bundled lists; the batches are uploaded through `POST /api/batches`, streamed;
 * 2. the same file is screened by 1 worker process, then by 2 (`dist/worker.js`), in one run:
 *    rows/s end to end (start → done), worker CPU time per row, peak RSS of each process;
 * 3. during the 2-worker run, single phone lookups of the same customer (autocannon, 4
 *    connections): p50/p99 next to the same load with no batch running;
 * 4. memory: the workers' and the API's peak RSS for a 1,000-row batch next to the big one.
 *
 * `BENCH_BATCH_ROWS` (default 100000), `BENCH_BATCH_SERVICE` (amlPerson, amlBusiness, fraudEngine,
 * phoneLookup, emailLookup, ipLookup, binLookup or addressLookup; default amlPerson; `all`: rows/s of
 * each service in turn, nothing else; `BENCH_BATCH_SERVICES` picks some, comma-separated),
 * `BENCH_BATCH_WORKERS` (default "1,2"). The workers take WORKER_NICE from the environment. With
 * `all` (or BENCH_BATCH_SERVICES), `BENCH_ROW_CONCURRENCY` (e.g. "1,32") runs the services once per
 * BATCH_ROW_CONCURRENCY of the workers, in the same run: one row at a time against rows in flight.
 * `BENCH_WORKER_NODE_ARGS` are node flags for the workers (a CPU profile, a heap setting);
 * `--import ./bench/gc-stats.mjs` among them prints each worker's collections and peak heap at exit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { runCli } from '../src/commands/cli.js';
import {
  demoSession,
  DEMO,
  freshStorage,
  preloadedEnginesDone,
  processCpuMs,
  procMb,
  root,
  run,
  startApi,
  type RunningApi,
} from './common.js';

const ROWS = Number(process.env.BENCH_BATCH_ROWS ?? 100_000);
/** Every service a batch can run (services/batches/fields.ts). */
const SERVICES = [
  'amlPerson',
  'amlBusiness',
  'fraudEngine',
  'phoneLookup',
  'emailLookup',
  'ipLookup',
  'binLookup',
  'addressLookup',
];
const SERVICE = process.env.BENCH_BATCH_SERVICE ?? 'amlPerson';
const WORKER_COUNTS = (process.env.BENCH_BATCH_WORKERS ?? '1,2').split(',').map(Number);
const PG = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Node flags for the workers, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile a row. */
const WORKER_NODE_ARGS = process.env.BENCH_WORKER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];

const FIRST = ['Jane', 'John', 'Maria', 'Ahmed', 'Wei', 'Olga', 'Carlos', 'Fatima', 'Ivan', 'Aiko'];
const LAST = ['Doe', 'Smith', 'Garcia', 'Khan', 'Chen', 'Petrova', 'Silva', 'Ali', 'Popov', 'Sato'];

/** The file's header and row `i` for the service (deterministic, varied, every row valid). */
function rowOf(service: string): { header: string; row: (i: number) => string } {
  switch (service) {
    case 'phoneLookup':
      return { header: 'phone', row: (i) => `+4420${7_000_000 + (i % 2_000_000)}` };
    case 'emailLookup':
      return { header: 'email', row: (i) => `user${i}@example.com` };
    case 'ipLookup':
      return {
        header: 'ip',
        row: (i) => `${1 + (i % 223)}.${(i >> 8) % 256}.${i % 256}.${(i * 7) % 256}`,
      };
    case 'binLookup':
      return { header: 'bin', row: (i) => String(400000 + (i % 600000)) };
    case 'addressLookup':
      return {
        header: 'address,country',
        row: (i) => `"${1 + (i % 9000)} ${LAST[i % 10]} Street, Springfield",US`,
      };
    case 'amlBusiness':
      return {
        header: 'company,fuzzy_amlb',
        row: (i) => `${LAST[i % 10]} ${FIRST[Math.floor(i / 10) % 10]} Trading ${i} Ltd,2`,
      };
    case 'fraudEngine':
      return {
        header: 'f_name,l_name,email,ip,phone,bin',
        row: (i) =>
          `${FIRST[i % 10]},${LAST[Math.floor(i / 10) % 10]}${i},user${i}@example.com,${1 + (i % 223)}.${i % 256}.${(i >> 8) % 256}.1,+4420${7_000_000 + (i % 2_000_000)},${400000 + (i % 600000)}`,
      };
    default:
      return {
        header: 'f_name,l_name,dob,gender,fuzzy_amlp',
        row: (i) =>
          `${FIRST[i % 10]},${LAST[Math.floor(i / 10) % 10]}${i % 97 === 0 ? '' : i},1980-01-${String(1 + (i % 28)).padStart(2, '0')},${i % 2 ? 'male' : 'female'},2`,
      };
  }
}

/** The batch file as a stream of ~64 KB chunks, never built whole. */
function file(rows: number, service: string): Readable {
  const { header, row } = rowOf(service);
  return Readable.from(
    (function* () {
      yield `${header}\n`;
      let buf = '';
      for (let i = 0; i < rows; i++) {
        buf += `${row(i)}\n`;
        if (buf.length > 65_536) {
          yield buf;
          buf = '';
        }
      }
      if (buf) yield buf;
    })(),
  );
}

/** Peak resident memory of a process, MB. */
const peakRssMb = (pid: number | undefined) => procMb(pid, 'VmHWM');
/** Resident memory of a process now, MB. */
const rssMb = (pid: number | undefined) => procMb(pid, 'VmRSS');

type Auth = Record<string, string>;

async function upload(
  api: RunningApi,
  auth: Auth,
  rows: number,
  service = SERVICE,
): Promise<{ id: string; ms: number }> {
  const t0 = performance.now();
  const res = await fetch(`${api.base}/api/batches?service=${service}&fileName=bench.csv`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'text/csv' },
    body: file(rows, service) as unknown as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  const body = (await res.json()) as { id: string };
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(body)}`);
  return { id: body.id, ms: performance.now() - t0 };
}

/**
 * Starts `n` worker processes and waits until each has loaded its engines' data (its `engines
 * loaded` log line), so the screening time is not the time of loading the lists.
 */
async function startWorkers(n: number, env: NodeJS.ProcessEnv): Promise<ChildProcess[]> {
  const children = Array.from({ length: n }, () =>
    spawn(process.execPath, [...WORKER_NODE_ARGS, join(root, 'dist/worker.js')], {
      env: { ...process.env, ...env, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  await Promise.all(
    children.map(
      (c) =>
        new Promise<void>((resolve, reject) => {
          let out = '';
          c.once('exit', (code) => reject(new Error(`worker exited (${code})`)));
          c.stdout?.on('data', (chunk: Buffer) => {
            if (out.length < 100_000) out += chunk.toString();
            if (out.includes('working queued jobs')) resolve();
          });
        }),
    ),
  );
  return children;
}

async function stopAll(children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(
      (c) =>
        new Promise<void>((resolve) => {
          if (c.exitCode !== null) return resolve();
          c.once('exit', () => resolve());
          c.kill('SIGTERM');
        }),
    ),
  );
}

/** Starts the batch and waits until it is done. @returns wall ms */
async function screen(api: RunningApi, auth: Auth, id: string): Promise<number> {
  const t0 = performance.now();
  const go = await fetch(`${api.base}/api/batches/${id}/start`, { method: 'POST', headers: auth });
  if (go.status !== 200) throw new Error(`start: ${go.status}`);
  for (;;) {
    const b = (await (await fetch(`${api.base}/api/batches/${id}`, { headers: auth })).json()) as {
      state: string;
      rowsDone: number;
    };
    if (b.state === 'done') return performance.now() - t0;
    if (b.state !== 'queued' && b.state !== 'running') throw new Error(`batch ${b.state}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function lookupLoad(api: RunningApi, key: { apiKey: string; clientId: string }) {
  const r = await run({
    url: `${api.base}/api/phonelookup`,
    method: 'POST',
    connections: 4,
    duration: 10,
    headers: {
      'content-type': 'application/json',
      licensekey: key.apiKey,
      clientid: key.clientId,
    },
    body: JSON.stringify({ phone: '+14155552671' }),
  });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
  };
}

async function main(): Promise<void> {
  const storage = await freshStorage(PG);
  const env = { ...storage.env, LOG_LEVEL: 'warn' };
  // The API's RSS for the small batch is a reference: its engines' data must be in it already.
  const api = await startApi(storage, { JOBS_WORK: '0', SEED_DEMO: '1' }, preloadedEnginesDone);
  try {
    const session = await demoSession(api.base);
    const auth = { authorization: `Bearer ${session.token}` };
    for (const service of SERVICE === 'all' ? SERVICES : [SERVICE, 'phoneLookup'])
      await runCli(['grant-calls', DEMO.email, service, '10000000'], {
        ...process.env,
        DATABASE_URL: storage.databaseUrl,
      });
    // One single AML screening first: it waits for the bundled lists, which the workers then read.
    const probe = await fetch(`${api.base}/api/amlperson`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        licensekey: session.apiKey,
        clientid: session.clientId,
      },
      body: JSON.stringify({ f_name: 'Jane', l_name: 'Doe' }),
    });
    if (probe.status !== 200) throw new Error(`probe: ${probe.status}`);
    if (SERVICE === 'all') return await everyService(api, auth, env);
    console.log(`# batch screening, ${SERVICE}, ${ROWS.toLocaleString('en-US')} rows, PostgreSQL`);

    // Memory reference: a 1,000-row batch on 1 worker.
    const small = await upload(api, auth, 1_000);
    const [w0] = await startWorkers(1, env);
    await screen(api, auth, small.id);
    const smallRss = `${peakRssMb(w0?.pid)} (now ${rssMb(w0?.pid)})`;
    await stopAll(w0 ? [w0] : []);
    const apiRssSmall = peakRssMb(api.pid);

    const idle = await lookupLoad(api, session);
    console.log(
      '| workers | upload s | screen s | rows/s | worker CPU ms/row | peak RSS MB (each worker; now, at the end) |',
    );
    console.log('|---|---|---|---|---|---|');
    let busy: Awaited<ReturnType<typeof lookupLoad>> | undefined;
    for (const n of WORKER_COUNTS) {
      const up = await upload(api, auth, ROWS);
      const workers = await startWorkers(n, env);
      const cpu0 = workers.map((w) => processCpuMs(w.pid));
      const screening = screen(api, auth, up.id);
      if (n === Math.max(...WORKER_COUNTS)) busy = await lookupLoad(api, session);
      const ms = await screening;
      const cpu = workers.reduce((s, w, i) => s + processCpuMs(w.pid) - (cpu0[i] ?? 0), 0);
      const rss = workers.map((w) => `${peakRssMb(w.pid)} (now ${rssMb(w.pid)})`).join(', ');
      await stopAll(workers);
      console.log(
        `| ${n} | ${(up.ms / 1000).toFixed(1)} | ${(ms / 1000).toFixed(1)} | ${Math.round(ROWS / (ms / 1000))} | ${(cpu / ROWS).toFixed(3)} | ${rss} |`,
      );
    }
    console.log(`\nsingle phone lookups (4 connections, 10 s): idle ${JSON.stringify(idle)}`);
    console.log(`during the ${Math.max(...WORKER_COUNTS)}-worker batch: ${JSON.stringify(busy)}`);
    console.log(
      `\npeak RSS MB: worker ${smallRss} for 1,000 rows; API ${apiRssSmall} after 1,000 rows, ${peakRssMb(api.pid)} after ${ROWS.toLocaleString('en-US')}-row uploads (now ${rssMb(api.pid)})`,
    );
  } finally {
    await api.stop();
    await storage.drop();
  }
}

/**
 * `BENCH_BATCH_SERVICE=all`: the same number of rows of each service, screened by the largest
 * worker count, one service after the other with the same workers: rows/s and worker CPU per row.
 */
async function everyService(api: RunningApi, auth: Auth, env: NodeJS.ProcessEnv): Promise<void> {
  const n = Math.max(...WORKER_COUNTS);
  const rowConcurrency = (process.env.BENCH_ROW_CONCURRENCY ?? '').split(',').filter(Boolean);
  console.log(
    `# batch screening per service, ${ROWS.toLocaleString('en-US')} rows each, ${n} worker(s), PostgreSQL`,
  );
  console.log('| service | row concurrency | upload s | screen s | rows/s | worker CPU ms/row |');
  console.log('|---|---|---|---|---|---|');
  for (const rows of rowConcurrency.length > 0 ? rowConcurrency : [undefined]) {
    const workers = await startWorkers(n, rows ? { ...env, BATCH_ROW_CONCURRENCY: rows } : env);
    try {
      for (const service of process.env.BENCH_BATCH_SERVICES?.split(',') ?? SERVICES) {
        const up = await upload(api, auth, ROWS, service);
        const cpu0 = workers.map((w) => processCpuMs(w.pid));
        const ms = await screen(api, auth, up.id);
        const cpu = workers.reduce((sum, w, i) => sum + processCpuMs(w.pid) - (cpu0[i] ?? 0), 0);
        console.log(
          `| ${service} | ${rows ?? 'default'} | ${(up.ms / 1000).toFixed(1)} | ${(ms / 1000).toFixed(1)} | ${Math.round(ROWS / (ms / 1000))} | ${(cpu / ROWS).toFixed(3)} |`,
        );
      }
    } finally {
      await stopAll(workers);
    }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
