// Backtests on the job queue (docs/api-contract.md "Decision rules", part C), on PGlite and, with
// TEST_DATABASE_URL, PostgreSQL, with RULES_BACKTEST_SYNC_LIMIT set to 5: a period of more reports
// answers 202 and runs as a job whose progress is recorded after each batch and whose result is
// the one the request would have answered; another tenant's backtest is 404; a run a dead process
// left (running, its job gone) is sent again by the sweep and finishes, or ends `failed` after too
// many runs, never stuck; and nothing is written to reports or charged.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKTEST_MAX_ATTEMPTS } from '../../../src/services/rules/backtest-jobs.js';
import {
  as,
  body,
  emailResult,
  insertReport,
  rule,
  rulesWorld,
  type RulesWorld,
} from './fixture.js';

let w: RulesWorld;
const DAY = '2026-04-07';
const PERIOD = { from: DAY, to: DAY };

interface BacktestJob {
  id: string;
  status: string;
  progress: { done: number; total: number };
  finishedAt: string | null;
  result: Record<string, unknown> | null;
  error: string | null;
}

beforeAll(async () => {
  w = await rulesWorld({ rulesBacktestSyncLimit: 5 });
  const at = (h: number) => `${DAY}T${String(h).padStart(2, '0')}:00:00.000Z`;
  for (let i = 0; i < 10; i++)
    await insertReport(w.t, w.alice.uuid, {
      service: 'emailLookup',
      status: i === 0 ? 'SUSPICIOUS' : 'VERIFIED',
      result: emailResult(i % 2 === 0),
      at: at(i % 4),
    });
  await insertReport(w.t, w.bob.uuid, {
    service: 'emailLookup',
    status: 'VERIFIED',
    result: emailResult(true),
    at: at(1),
  });
  // A published version to compare with, then another draft.
  const v1 = body([rule('disposable', 'email.disposable', { kind: 'score', points: 40 })]);
  expect((await as(w, w.developer, 'PUT', '/api/rules/rule-set/draft', v1)).statusCode).toBe(200);
  const pub = await as(w, w.admin, 'POST', '/api/rules/rule-set/publish', { mode: 'live' });
  expect(pub.statusCode, pub.body).toBe(201);
  const draft = body([
    rule('disposable', 'email.disposable', { kind: 'force', outcome: 'decline' }),
  ]);
  expect((await as(w, w.developer, 'PUT', '/api/rules/rule-set/draft', draft)).statusCode).toBe(
    200,
  );
});
afterAll(async () => w.t.close());

const start = () => as(w, w.developer, 'POST', '/api/rules/backtest', PERIOD);
const read = async (id: string, who: { token: string } = w.developer) =>
  as(w, who, 'GET', `/api/rules/backtests/${id}`);
const job = async (id: string) => ((await read(id)).json() as { backtest: BacktestJob }).backtest;
/** The answer the request gives below the limit, without its timing. */
const syncResult = async () => {
  const { elapsedMs: _t, ...rest } = await w.t.app.services.rules.backtest(w.alice.uuid, PERIOD);
  return rest;
};
const withoutTime = (r: Record<string, unknown> | null) => {
  const { elapsedMs: _t, ...rest } = r ?? {};
  return rest;
};

/** Every report, outcome counter and call balance, as text: what a backtest leaves as it was. */
async function snapshot(): Promise<string> {
  const db = w.t.app.database.db;
  const reports = await db.execute(
    sql`select reference_id, status, result::text, decision::text from reports order by 1`,
  );
  const counts = await db.execute(sql`select * from report_outcome_counts order by 1, 2, 3, 4, 5`);
  const usage = await db.execute(sql`select * from monthly_usage order by 1, 2, 3`);
  return JSON.stringify([reports, counts, usage]);
}

describe('a backtest above RULES_BACKTEST_SYNC_LIMIT', () => {
  it('answers 202, records progress per batch, and ends with the result of the request', async () => {
    const before = await snapshot();
    const res = await start();
    expect(res.statusCode, res.body).toBe(202);
    const queued = (res.json() as { backtest: BacktestJob }).backtest;
    expect(queued).toMatchObject({
      status: 'queued',
      progress: { done: 0, total: 10 },
      finishedAt: null,
      result: null,
      error: null,
    });
    expect(await job(queued.id)).toEqual(queued);

    const progress = vi.spyOn(w.t.app.repos.ruleBacktests, 'progress');
    expect(await w.t.app.services.ruleBacktests.drain()).toBe(1);
    // One batch per time slice here (two slices), each recorded as it is decided.
    expect(progress.mock.calls.map(([id]) => id)).toEqual([queued.id, queued.id]);
    expect(progress.mock.calls.at(-1)?.[1]).toBe(10);
    progress.mockRestore();

    const done = await job(queued.id);
    expect(done).toMatchObject({ status: 'done', progress: { done: 10, total: 10 }, error: null });
    expect(done.finishedAt).not.toBeNull();
    expect(withoutTime(done.result)).toEqual(await syncResult());
    expect(done.result).toMatchObject({ total: 10, changed: 5 });
    expect(await snapshot()).toBe(before);
  });

  it("answers 404 for another tenant's backtest and an unknown one, 400 for a bad id", async () => {
    const id = ((await start()).json() as { backtest: BacktestJob }).backtest.id;
    expect((await read(id, w.bob)).statusCode).toBe(404);
    expect((await read('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await read('nope')).statusCode).toBe(400);
    await w.t.app.services.ruleBacktests.drain();
    expect((await job(id)).status).toBe('done');
  });

  it('answers 200 at once for a period within the limit', async () => {
    const res = await as(w, w.developer, 'POST', '/api/rules/backtest', {
      from: '2026-04-08',
      to: '2026-04-08',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 0 });
  });
});

describe('a backtest whose process died', () => {
  /** A queued backtest whose run began in a process that died: running, its job gone. */
  async function orphaned(runs: number): Promise<string> {
    const id = ((await start()).json() as { backtest: BacktestJob }).backtest.id;
    for (let i = 0; i < runs; i++) await w.t.app.repos.ruleBacktests.start(id);
    await w.t.app.repos.ruleBacktests.progress(id, 4);
    await w.t.app.database.db.execute(sql`delete from pgboss.job where singleton_key = ${id}`);
    return id;
  }

  it('is sent again by the sweep and finishes with the same result', async () => {
    const id = await orphaned(1);
    expect(await job(id)).toMatchObject({ status: 'running', progress: { done: 4, total: 10 } });
    // Nothing works it until the sweep.
    expect(await w.t.app.services.ruleBacktests.drain()).toBe(0);
    expect(await w.t.app.services.ruleBacktests.sweep()).toEqual({ requeued: 1, failed: 0 });
    expect(await w.t.app.services.ruleBacktests.drain()).toBe(1);
    const done = await job(id);
    expect(done).toMatchObject({ status: 'done', progress: { done: 10, total: 10 } });
    expect(withoutTime(done.result)).toEqual(await syncResult());
  });

  it(`ends failed after ${BACKTEST_MAX_ATTEMPTS} runs rather than staying running`, async () => {
    const id = await orphaned(BACKTEST_MAX_ATTEMPTS);
    expect(await w.t.app.services.ruleBacktests.sweep()).toEqual({ requeued: 0, failed: 1 });
    expect(await job(id)).toMatchObject({
      status: 'failed',
      result: null,
      error: 'The backtest could not finish. Please run it again.',
    });
  });
});
