/**
 * The fault suite's erasure case (docs/adr/0059-personal-data.md), on PostgreSQL: one tenant holds
 * 200,000 reports, 40,000 of them about one person; an erasure of that person is started through
 * the API (which works no jobs), worker A (`dist/worker.js`) is killed with SIGKILL once the
 * request's progress shows at least one place done and not all, then worker B is started. The
 * queue takes the run over once A's hold expires (jobs/privacy-request.ts, JOBS_TAKEOVER_SECONDS)
 * and it must end `done`, with a certificate whose counts equal the preview's, and a walk of every
 * text, jsonb and array column of every table finding nothing of the person.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PLACES } from '../src/domain/privacy/places.js';
import {
  call,
  customer,
  outbox,
  sleep,
  startApi,
  startWorker,
  type Worker,
  workerKillEnv,
} from './fault-lib.js';

const REPORTS = 200_000;
/** Every this-many-th report is about the person. */
const EVERY = 5;

interface Count {
  place: string;
  count: number;
}

/** The columns (`table.column`) of any table holding `value`, read from information_schema now. */
async function walk(db: pg.Client, value: string): Promise<string[]> {
  const cols = await db.query<{ s: string; t: string; c: string }>(
    `select c.table_schema as s, c.table_name as t, c.column_name as c
     from information_schema.columns c
     join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
     where tb.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema')
       and c.data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY')`,
  );
  const q = (x: string) => `"${x.replaceAll('"', '""')}"`;
  const found: string[] = [];
  for (const { s, t, c } of cols.rows) {
    const r = await db.query<{ n: number }>(
      `select count(*)::int as n from ${q(s)}.${q(t)} where ${q(c)}::text ilike $1`,
      [`%${value}%`],
    );
    if ((r.rows[0]?.n ?? 0) > 0) found.push(`${t}.${c}`);
  }
  return found;
}

const sameCounts = (a: Count[], b: Count[]) => {
  const key = (l: Count[]) =>
    JSON.stringify(
      l.map((x) => [x.place, x.count]).sort(([p], [q]) => String(p).localeCompare(String(q))),
    );
  return key(a) === key(b);
};

/**
 * Runs the case against the PostgreSQL at `url` with the API on `port`.
 * @param secrets JWT_SECRET and KEY_ENCRYPTION_KEY shared by the API and its workers
 * @returns the checks, each `[passed, what]`
 */
export async function erasureWorkerKill(
  url: string,
  port: number,
  secrets: Record<string, string>,
): Promise<Array<[boolean, string]>> {
  console.log('PostgreSQL: kill -9 of a worker mid-erasure, then another worker finishes it');
  const stateDir = mkdtempSync(join(tmpdir(), 'pulse-fault-privacy-'));
  const env = workerKillEnv(url, secrets, stateDir);
  const api = await startApi({ ...env, PORT: String(port), LOG_LEVEL: 'warn', JOBS_WORK: '0' });
  const workers: Worker[] = [];
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const c = await customer(api, () => outbox(stateDir));
    const auth = { authorization: `Bearer ${c.token}` };
    const email = `erase.${randomBytes(4).toString('hex')}@example.org`;
    const tenant = await db.query<{ id: string }>('select id from clients where email = $1', [
      c.email,
    ]);
    await db.query(
      `select pulse_reports_ensure_partition(m::date)
       from generate_series(date_trunc('month', now() - interval '2 days'), date_trunc('month', now()), interval '1 month') m`,
    );
    await db.query(
      `insert into reports (reference_id, tenant_id, service, request_type, status, api_key_used,
                            input_request, result, request_date_time)
       select 'rpt_fault_' || lpad(g::text, 20, '0'), $1::uuid, 'emailLookup', 'api', 'VERIFIED',
              'pk_live_faul…t000',
              jsonb_build_object('email', case when g % ${EVERY} = 0 then $2 else 'other' || g || '@example.com' end),
              jsonb_build_object('status', 'VERIFIED', 'message', 'ok', 'reasons', '[]'::jsonb,
                'sources', '[]'::jsonb, 'response', jsonb_build_object('validSyntax', true)),
              date_trunc('milliseconds', now() - make_interval(secs => g * 0.5))
       from generate_series(1, ${REPORTS}) g`,
      [tenant.rows[0]?.id, email],
    );
    await db.query('analyze reports');

    const created = await call(
      `${api.url}/api/privacy/requests`,
      'POST',
      { kind: 'erasure', subject: { email } },
      auth,
    );
    if (created.status !== 201) throw new Error(`preview: ${created.status}`);
    const id = created.json.id as string;
    const preview = created.json.preview as Count[];
    const run = await call(`${api.url}/api/privacy/requests/${id}/run`, 'POST', undefined, auth);
    if (run.status !== 202) throw new Error(`run: ${run.status}`);
    const state = async () =>
      (
        await db.query<{ status: string; done: number }>(
          'select status, jsonb_array_length(progress)::int as done from privacy_requests where id = $1',
          [id],
        )
      ).rows[0] as { status: string; done: number };

    const workerEnv = { ...env, LOG_LEVEL: 'warn' };
    const a = startWorker(workerEnv);
    workers.push(a);
    const until = Date.now() + 120_000;
    let s = await state();
    while (!(s.done >= 1 && s.done < PLACES.length) && s.status !== 'done' && Date.now() < until) {
      await sleep(10);
      s = await state();
    }
    a.child.kill('SIGKILL');
    await a.exited;
    const atKill = await state();
    const killedMidRun = atKill.status === 'running' && atKill.done < PLACES.length;
    const t0 = Date.now();
    workers.push(startWorker(workerEnv));
    let end = atKill;
    const deadline = Date.now() + 300_000;
    while (end.status !== 'done' && Date.now() < deadline) {
      await sleep(500);
      end = await state();
    }
    const resumedS = Math.round((Date.now() - t0) / 1000);
    const cert = await call(
      `${api.url}/api/privacy/requests/${id}/certificate`,
      'GET',
      undefined,
      auth,
    );
    const places = (cert.json.places ?? []) as Count[];
    const left = await walk(db, email);
    const reports = preview.find((p) => p.place === 'reports')?.count ?? 0;
    console.log(
      `  ${REPORTS} reports, ${reports} of the person; killed with ${atKill.done}/${PLACES.length} places done; ` +
        `${end.status} ${resumedS} s after the new worker started`,
    );
    return [
      [killedMidRun, `erasure: the kill landed mid-run (${atKill.status}, ${atKill.done} places)`],
      [end.status === 'done', `erasure: ends done after the kill (${end.status})`],
      [
        cert.status === 200 && sameCounts(places, preview),
        `erasure: the certificate equals the preview (${cert.status}, ${reports} reports)`,
      ],
      [reports === REPORTS / EVERY, `erasure: the preview found every report of the person`],
      [left.length === 0, `erasure: the schema walk finds nothing of the person (${left})`],
    ];
  } finally {
    for (const w of workers) if (w.child.exitCode === null) w.child.kill('SIGKILL');
    await db.end();
    api.child.kill('SIGTERM');
    await api.exited;
    rmSync(stateDir, { recursive: true, force: true });
  }
}
