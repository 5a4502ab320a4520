/**
 * The fault suite's batch case (docs/adr/0044-batch-processing.md), on PostgreSQL: a 20,000-row
 * phone batch is started through the API (which works no jobs), worker A (`dist/worker.js`) is
 * killed with SIGKILL mid-batch, then two workers B and C finish it. Afterwards rows done = reports
 * written = calls consumed, no row has two reports, and B and C both wrote chunks (two workers
 * share one batch).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { runCli } from '../src/commands/cli.js';
import {
  customer,
  outbox,
  sleep,
  startApi,
  startWorker,
  type Worker,
  workerKillEnv,
} from './fault-lib.js';

const ROWS = 20_000;

/** Rows the worker's log says it wrote (its `batch chunk written` lines). */
const rowsWritten = (log: string) =>
  log
    .split('\n')
    .filter((l) => l.includes('"batch chunk written"'))
    .reduce((n, l) => n + Number((JSON.parse(l) as { written: number }).written), 0);

export interface BatchFaultResult {
  checks: Array<[boolean, string]>;
  seconds: number;
}

/**
 * Runs the case against the PostgreSQL at `url` with the API on `port`.
 * @param secrets JWT_SECRET and KEY_ENCRYPTION_KEY shared by the API and its workers
 */
export async function batchWorkerKill(
  url: string,
  port: number,
  secrets: Record<string, string>,
): Promise<BatchFaultResult> {
  console.log('PostgreSQL: kill -9 of a worker mid-batch, then two workers finish it');
  const started = Date.now();
  const stateDir = mkdtempSync(join(tmpdir(), 'pulse-fault-batch-'));
  const env = workerKillEnv(url, secrets, stateDir);
  const api = await startApi({ ...env, PORT: String(port), LOG_LEVEL: 'warn', JOBS_WORK: '0' });
  const workers: Worker[] = [];
  try {
    const c = await customer(api, () => outbox(stateDir));
    await runCli(['grant-calls', c.email, 'phoneLookup', '1000000'], {
      ...process.env,
      DATABASE_URL: url,
    });
    const auth = { authorization: `Bearer ${c.token}` };
    const rows = Array.from({ length: ROWS }, (_, i) => `+4420${String(7_000_000 + i)}`);
    const up = await fetch(`${api.url}/api/batches?service=phoneLookup&fileName=fault.csv`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'text/csv' },
      body: `phone\n${rows.join('\n')}\n`,
    });
    const batch = (await up.json()) as { id: string };
    if (up.status !== 201) throw new Error(`upload: ${up.status} ${JSON.stringify(batch)}`);
    const go = await fetch(`${api.url}/api/batches/${batch.id}/start`, {
      method: 'POST',
      headers: auth,
    });
    if (go.status !== 200) throw new Error(`start: ${go.status}`);
    const progress = async () =>
      (await (await fetch(`${api.url}/api/batches/${batch.id}`, { headers: auth })).json()) as {
        state: string;
        rowsDone: number;
      };

    const workerEnv = { ...env, LOG_LEVEL: 'info' };
    const a = startWorker(workerEnv);
    workers.push(a);
    const until = Date.now() + 120_000;
    while ((await progress()).rowsDone < 2_000 && Date.now() < until) await sleep(50);
    a.child.kill('SIGKILL');
    await a.exited;
    const atKill = (await progress()).rowsDone;
    const b = startWorker(workerEnv);
    const cw = startWorker(workerEnv);
    workers.push(b, cw);
    let state = await progress();
    const deadline = Date.now() + 300_000;
    while (state.state !== 'done' && Date.now() < deadline) {
      await sleep(200);
      state = await progress();
    }
    for (const w of [b, cw]) w.child.kill('SIGTERM');
    await Promise.all([b.exited, cw.exited]);

    const db = new pg.Client({ connectionString: url });
    await db.connect();
    let ledger: {
      done: number;
      reports: number;
      distinct: number;
      charged: number;
      linked: number;
    };
    try {
      const res = await db.query(
        `select
           (select rows_done from batches where id = $1) as done,
           (select count(*)::int from reports where batch_id = $1) as reports,
           (select count(distinct reference_id)::int from batch_rows where batch_id = $1) as distinct,
           (select coalesce(sum(free_used + paid_used), 0)::int from monthly_usage u
              join clients k on k.id = u.tenant_id where k.email = $2 and u.service = 'phoneLookup') as charged,
           (select count(*)::int from batch_rows r join reports p
              on p.reference_id = r.reference_id and p.request_date_time = r.request_date_time
              where r.batch_id = $1) as linked`,
        [batch.id, c.email],
      );
      ledger = res.rows[0];
    } finally {
      await db.end();
    }
    const byB = rowsWritten(b.log());
    const byC = rowsWritten(cw.log());
    console.log(
      `  ${ROWS} rows: ${atKill} done at the kill; then B wrote ${byB}, C wrote ${byC}; ` +
        `state ${state.state}, ${ledger.done} done, ${ledger.reports} reports, ${ledger.charged} charged`,
    );
    return {
      seconds: Math.round((Date.now() - started) / 100) / 10,
      checks: [
        [state.state === 'done', `batch: ends done after the kill (${state.state})`],
        [ledger.done === ROWS, `batch: rows done = rows (${ledger.done} = ${ROWS})`],
        [ledger.reports === ROWS, `batch: reports = rows done (${ledger.reports} = ${ROWS})`],
        [ledger.charged === ROWS, `batch: calls consumed = reports (${ledger.charged} = ${ROWS})`],
        [
          ledger.distinct === ROWS && ledger.linked === ROWS,
          `batch: one report per row, no duplicates (${ledger.distinct}, ${ledger.linked})`,
        ],
        [byB > 0 && byC > 0, `batch: both workers after the kill wrote chunks (${byB}, ${byC})`],
      ],
    };
  } finally {
    for (const w of workers) if (w.child.exitCode === null) w.child.kill('SIGKILL');
    api.child.kill('SIGTERM');
    await api.exited;
    rmSync(stateDir, { recursive: true, force: true });
  }
}
