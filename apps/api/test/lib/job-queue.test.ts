// The job queue (lib/job-queue.ts, plugins/jobs.ts) on the test
// database, PGlite or PostgreSQL (TEST_DATABASE_URL): a job is worked once, a failed one is
// retried, several queue instances on one database share jobs without doing one twice, and a job
// held by a process that died is picked up by another once it expires.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue, type Job, type SqlExecutor } from '../../src/lib/job-queue.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
const pools: pg.Pool[] = [];
const queues: JobQueue[] = [];
const quiet = { error: () => undefined, warn: () => undefined };

beforeAll(async () => {
  t = await createTestApp({ jobsWork: true, jobsPollMs: 500 }, {}, { jobMaintenanceSeconds: 1 });
});
afterAll(async () => {
  await Promise.all(queues.map((q) => q.stop()));
  await Promise.all(pools.map((p) => p.end()));
  await t.close();
});

/**
 * A connection of its own to the test database, as another process would have (PostgreSQL), or
 * the app's PGlite, which only one process can open.
 */
function connection(): SqlExecutor {
  if (!t.config.databaseUrl) return t.app.database;
  const pool = new pg.Pool({ connectionString: t.config.databaseUrl, max: 4 });
  pools.push(pool);
  return { executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }) };
}

/** A second queue instance on the same database, as in another process. */
function instance(db: SqlExecutor = connection()): JobQueue {
  const q = new JobQueue({ db, log: quiet, work: true, pollMs: 500, maintenanceSeconds: 1 });
  queues.push(q);
  return q;
}

/** Resolves with the job's state once it is finished (completed or failed). */
async function finished(q: JobQueue, name: string, id: string | null): Promise<string | null> {
  let state: string | null = null;
  await until(async () => {
    state = await q.state(name, id ?? '');
    return state === 'completed' || state === 'failed';
  });
  return state;
}

/** Resolves once `done()` holds; fails the test after `ms`. */
async function until(done: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('job queue', () => {
  it('works a sent job once, and ignores a second send with the same id', async () => {
    const seen: Array<Job<{ n: number }>> = [];
    t.app.jobs.define('test-once');
    t.app.jobs.work<{ n: number }>('test-once', {}, async (job) => void seen.push(job));
    const id = randomUUID();
    expect(await t.app.jobs.send('test-once', { n: 1 }, { id })).toBe(id);
    expect(await t.app.jobs.send('test-once', { n: 2 }, { id })).toBeNull();
    expect(await finished(t.app.jobs, 'test-once', id)).toBe('completed');
    expect(seen.map((j) => [j.id, j.data.n, j.retryCount])).toEqual([[id, 1, 0]]);
  });

  it('does not work a job before its startAfter', async () => {
    const seen: string[] = [];
    t.app.jobs.define('test-later');
    t.app.jobs.work('test-later', {}, async (job) => void seen.push(job.id));
    const later = await t.app.jobs.send(
      'test-later',
      {},
      { startAfter: new Date(Date.now() + 60_000) },
    );
    const now = await t.app.jobs.send('test-later', {});
    await until(() => seen.length > 0);
    expect(seen).toEqual([now]);
    expect(await t.app.jobs.state('test-later', later ?? '')).toBe('created');
  });

  it('leaves the work to other processes when this one does not work jobs (JOBS_WORK=0)', async () => {
    const sender = new JobQueue({
      db: connection(),
      log: quiet,
      work: false,
      pollMs: 500,
      maintenanceSeconds: 1,
    });
    queues.push(sender);
    const bySender: string[] = [];
    sender.define('test-split');
    sender.work('test-split', {}, async (job) => void bySender.push(job.id));
    const id = await sender.send('test-split', {});
    const worker = instance();
    worker.define('test-split');
    const byWorker: string[] = [];
    worker.work('test-split', {}, async (job) => void byWorker.push(job.id));
    await worker.start();
    expect(await finished(worker, 'test-split', id)).toBe('completed');
    expect(byWorker).toEqual([id]);
    expect(bySender).toEqual([]);
  });

  it('hands out the highest priority first, so batches take turns chunk by chunk', async () => {
    const q = instance();
    q.define('test-turns');
    type Chunk = { batch: string; index: number };
    const chunks = (batch: string, n: number): Chunk[] =>
      Array.from({ length: n }, (_, index) => ({ batch, index }));
    // A long batch first, then a short one, each chunk's priority minus its index (BatchRunner).
    await q.sendMany('test-turns', chunks('A', 3), (c) => -c.index);
    await q.sendMany('test-turns', chunks('B', 2), (c) => -c.index);
    const order: string[] = [];
    await q.workNow<Chunk>('test-turns', async (job) => {
      order.push(`${job.data.batch}${job.data.index}`);
    });
    // Jobs of equal priority sent in the same instant may come in either order.
    const rounds = [order.slice(0, 2).sort(), order.slice(2, 4).sort(), order.slice(4)];
    expect(rounds).toEqual([['A0', 'B0'], ['A1', 'B1'], ['A2']]);
  });

  it('retries a job whose handler throws', async () => {
    const q = instance();
    q.define('test-retry', { retryLimit: 2, retryDelaySeconds: 0 });
    const attempts: number[] = [];
    q.work('test-retry', {}, async (job) => {
      attempts.push(job.retryCount);
      if (job.retryCount === 0) throw new Error('receiver down');
    });
    await q.start();
    const id = await q.send('test-retry', { x: 1 });
    expect(await finished(q, 'test-retry', id)).toBe('completed');
    expect(attempts).toEqual([0, 1]);
  });

  it('shares jobs between two instances on one database without working one twice', async () => {
    const a = instance();
    const b = instance();
    const worked = new Map<string, string[]>();
    for (const [name, q] of [
      ['a', a],
      ['b', b],
    ] as const) {
      q.define('test-shared');
      q.work('test-shared', { concurrency: 2 }, async (job) => {
        worked.set(job.id, [...(worked.get(job.id) ?? []), name]);
        await new Promise((r) => setTimeout(r, 30));
      });
    }
    await a.start();
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, i) => a.send('test-shared', { i })),
    );
    await b.start();
    await until(() => worked.size === 30);
    expect([...worked.keys()].sort()).toEqual([...ids].sort());
    expect([...worked.values()].filter((by) => by.length > 1)).toEqual([]);
    const byB = [...worked.values()].filter((by) => by[0] === 'b').length;
    expect(byB).toBeGreaterThan(0);
    expect(byB).toBeLessThan(30);
  });

  it("stores the options of the latest start over an existing queue's", async () => {
    const stored = async () =>
      (
        await t.app.database.executeSql(
          'select expire_seconds as "expire", retry_limit as "retries" from pgboss.queue where name = $1',
          ['test-redefined'],
        )
      ).rows[0];
    const first = instance();
    first.define('test-redefined', { expireInSeconds: 120, retryLimit: 10 });
    await first.start();
    expect(await stored()).toEqual({ expire: 120, retries: 10 });
    const second = instance();
    second.define('test-redefined', { expireInSeconds: 30, retryLimit: 10 });
    await second.start();
    expect(await stored()).toEqual({ expire: 30, retries: 10 });
  });

  it('lets another instance take a job once it expires when its process died mid-job', async () => {
    // Process A takes the job and then loses its database (as a killed process does): it can
    // neither finish nor fail the job.
    let cut = false;
    const base = connection();
    const a = instance({
      executeSql: (text, values) =>
        cut ? Promise.reject(new Error('connection lost')) : base.executeSql(text, values),
    });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const byA: string[] = [];
    a.define('test-expiry', { expireInSeconds: 1, retryLimit: 1, retryDelaySeconds: 0 });
    a.work('test-expiry', {}, async (job) => {
      byA.push(job.id);
      await gate;
    });
    await a.start();
    const id = await a.send('test-expiry', { y: 1 });
    await until(() => byA.length === 1);
    cut = true;

    const b = instance();
    const byB: Array<Job<unknown>> = [];
    b.define('test-expiry', { expireInSeconds: 1, retryLimit: 1, retryDelaySeconds: 0 });
    b.work('test-expiry', {}, async (job) => void byB.push(job));
    await b.start();
    await until(() => byB.length === 1);
    expect(byB.map((j) => [j.id, j.retryCount])).toEqual([[id, 1]]);
    release();
    await a.stop();
    expect(await finished(b, 'test-expiry', id)).toBe('completed');
  });
});
