/**
 * The product's one job queue (docs/adr/0042-one-job-queue.md): durable jobs in the database,
 * shared by every process that works them. pg-boss keeps the jobs (its own `pgboss` schema,
 * installed and upgraded by the library at first use), claims them with `SKIP LOCKED`, retries
 * failed ones, and expires the ones a dead process held. It reaches the database only through the
 * `SqlExecutor` given here, so the same code runs on PostgreSQL and on the embedded PGlite.
 *
 * The work loop is ours, over the library's `fetch`/`complete`/`fail`: every database call of it
 * is awaited (a failure is logged, never an unhandled rejection that would end the process), a job
 * sent by this process wakes its workers at once instead of at the next poll, and `stop` waits for
 * the handlers in flight before it returns.
 *
 * Services use this interface only, never the library: each holds the handle of the queue it
 * sends to (`queue`), declared with its retry options in src/jobs.
 */
import PgBoss from 'pg-boss';
import type {
  QueueDefinition,
  SendOptions,
  WorkOptions,
  Job,
  JobHandler,
  JobQueueOptions,
  QueueHandle,
} from './job-queue-types.js';

// The shapes live apart to keep this file to the queue's behaviour; users import them from here.
export type {
  SqlExecutor,
  JobQueueLog,
  QueueDefinition,
  SendOptions,
  WorkOptions,
  Job,
  JobHandler,
  JobQueueOptions,
  QueueHandle,
} from './job-queue-types.js';

export const JOB_SCHEMA = 'pgboss';

/** PostgreSQL's SQLSTATE of a transaction chosen as a deadlock victim. */
const DEADLOCK = '40P01';

interface Worker {
  name: string;
  concurrency: number;
  handler: JobHandler<unknown>;
  running: Set<Promise<void>>;
  /** Ends the current idle wait early. */
  wake?: () => void;
  /** Woken while not waiting: look again before the next wait. */
  again: boolean;
  loop?: Promise<void>;
}

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, QueueDefinition>();
  private readonly created = new Map<string, Promise<void>>();
  private readonly workers = new Map<string, Worker>();
  private starting: Promise<void> | undefined;
  /** The queue creation in flight (see ensureQueue). */
  private creating: Promise<void> = Promise.resolve();
  private stopping = false;

  constructor(private readonly opts: JobQueueOptions) {
    this.boss = new PgBoss({
      db: opts.db as PgBoss.Db,
      schema: opts.schema ?? JOB_SCHEMA,
      migrate: true,
      supervise: true,
      // No cron schedules: the upkeep jobs have their own timers (lib/periodic-job.ts).
      schedule: false,
      maintenanceIntervalSeconds: Math.max(1, Math.round(opts.maintenanceSeconds)),
    });
    this.boss.on('error', (err: unknown) => opts.log.error({ err }, 'job queue upkeep failed'));
  }

  /** Whether this process works jobs (JobQueueOptions.work). */
  get working(): boolean {
    return this.opts.work;
  }

  /**
   * Declares a queue and how its jobs are retried; call before `send` or `work` of that name.
   * Creating it in the database happens at start (or at first use after start).
   */
  define(name: string, definition: QueueDefinition = {}): void {
    this.definitions.set(name, definition);
    if (this.starting) void this.ensureQueue(name).catch(() => undefined);
  }

  /**
   * Declares a queue (as `define`) and returns it bound to its name, for the service that sends
   * or drains its jobs.
   * @param definition how the queue's jobs are retried and expired
   * @returns the queue's handle: `send`, `sendMany`, `liveKeys` and `workNow` of this queue
   */
  queue<T extends object>(name: string, definition: QueueDefinition): QueueHandle<T> {
    this.define(name, definition);
    return {
      name,
      send: (data, options) => this.send(name, data, options),
      sendMany: (list, priorityOf, keyOf) => this.sendMany(name, list, priorityOf, keyOf),
      liveKeys: (keys) => this.liveKeys(name, keys),
      workNow: (handler) => this.workNow(name, handler),
    };
  }

  /**
   * Installs or upgrades the library's schema (once; concurrent starts are serialised by the
   * library's advisory lock), creates the declared queues and starts the workers registered so
   * far when this process works jobs. Idempotent.
   */
  start(): Promise<void> {
    this.starting ??= (async () => {
      await this.boss.start();
      await Promise.all([...this.definitions.keys()].map((n) => this.ensureQueue(n)));
      if (this.opts.work) for (const w of this.workers.values()) this.startLoop(w);
    })().catch((err: unknown) => {
      // The database was out of reach: the next use tries again.
      this.starting = undefined;
      throw err;
    });
    return this.starting;
  }

  /**
   * Adds a job (starting the queue if needed).
   * @returns the job's id, or null when a job with `options.id` is already queued
   * @throws for an undeclared queue name or when the database cannot be reached
   */
  async send<T extends object>(
    name: string,
    data: T,
    options: SendOptions = {},
  ): Promise<string | null> {
    if (!this.definitions.has(name)) throw new Error(`job queue ${name} is not defined`);
    await this.start();
    await this.ensureQueue(name);
    const id = await this.boss.send(name, data, {
      ...(options.id ? { id: options.id } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    });
    if (!options.startAfter || options.startAfter.getTime() <= Date.now())
      this.wakeWorker(this.workers.get(name));
    return id;
  }

  /**
   * Adds many jobs of one queue in one statement (the library's `insert`), each worked as if sent
   * alone; used where one action makes hundreds of jobs (the chunks of a batch).
   * `priorityOf` gives each job its priority (an integer, default 0): a worker takes the highest
   * first; among equal ones, the oldest. `keyOf` gives each job a group key (its `singletonKey`,
   * which groups only: the queues here have no de-duplicating policy) that `liveKeys` looks for.
   * @throws for an undeclared queue name or when the database cannot be reached
   */
  async sendMany<T extends object>(
    name: string,
    list: readonly T[],
    priorityOf?: (data: T) => number,
    keyOf?: (data: T) => string,
  ): Promise<void> {
    if (!this.definitions.has(name)) throw new Error(`job queue ${name} is not defined`);
    if (list.length === 0) return;
    await this.start();
    await this.ensureQueue(name);
    await this.boss.insert(
      list.map((data) => ({
        name,
        data,
        ...(priorityOf ? { priority: priorityOf(data) } : {}),
        ...(keyOf ? { singletonKey: keyOf(data) } : {}),
      })),
    );
    this.wakeWorker(this.workers.get(name));
  }

  /**
   * Registers the handler of a queue in this process; it runs once the queue has started (and
   * only when this process works jobs). One handler per name.
   */
  work<T>(name: string, options: WorkOptions, handler: JobHandler<T>): void {
    if (!this.definitions.has(name)) throw new Error(`job queue ${name} is not defined`);
    if (this.workers.has(name)) throw new Error(`job queue ${name} already has a handler`);
    const worker: Worker = {
      name,
      concurrency: Math.max(1, options.concurrency ?? 1),
      handler: handler as JobHandler<unknown>,
      running: new Set(),
      again: false,
    };
    this.workers.set(name, worker);
    if (this.opts.work && this.starting)
      void this.starting.then(
        () => this.startLoop(worker),
        () => undefined,
      );
  }

  /**
   * Works the queued jobs of a queue now, one after the other in the queue's order (priority, then
   * age), whatever their `startAfter`, with
   * `handler` instead of the registered one. For tests and benchmarks that move their clock
   * instead of waiting; never used by a running process.
   * @returns the number of jobs worked
   */
  async workNow<T>(name: string, handler: JobHandler<T>): Promise<number> {
    await this.start();
    await this.ensureQueue(name);
    const jobs = await this.boss.fetch<T>(name, {
      batchSize: 1000,
      includeMetadata: true,
      ignoreStartAfter: true,
    });
    const w = { name, handler: handler as JobHandler<unknown> };
    // The library claims them in the queue's order but returns them in any order: restore it.
    const ordered = (jobs ?? []).sort(
      (a, b) => b.priority - a.priority || a.createdOn.getTime() - b.createdOn.getTime(),
    );
    for (const job of ordered)
      await this.run(w, { id: job.id, name: job.name, data: job.data, retryCount: job.retryCount });
    return jobs?.length ?? 0;
  }

  /**
   * Which of `keys` (the group keys given to `send`/`sendMany`) have a job of queue `name` that is
   * still to be worked: created, waiting for a retry, or held by a worker (an expired hold becomes
   * a retry at the queue's next upkeep). A key missing from the answer has nobody working for it.
   * @throws when the database cannot be reached
   */
  async liveKeys(name: string, keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    await this.start();
    await this.ensureQueue(name);
    const schema = this.opts.schema ?? JOB_SCHEMA;
    // The library's own table (its states are an enum ordered created < retry < active <
    // completed …); read-only, one statement, no other way to ask it by key.
    const { rows } = await this.opts.db.executeSql(
      `select distinct singleton_key as key from ${schema}.job
       where name = $1 and state < 'completed' and singleton_key = any($2::text[])`,
      [name, [...keys]],
    );
    return new Set((rows as Array<{ key: string }>).map((r) => r.key));
  }

  /** Whether any handler is registered (a process with none has nothing to start for). */
  hasWorkers(): boolean {
    return this.workers.size > 0;
  }

  /** The job's state (`created`, `retry`, `active`, `completed`, `failed`…), or null when unknown. */
  async state(name: string, id: string): Promise<string | null> {
    await this.start();
    const job = await this.boss.getJobById(name, id, { includeArchive: true });
    return job?.state ?? null;
  }

  /**
   * Stops taking jobs, waits for the handlers in flight (their outcome is recorded), then stops
   * the library's upkeep. A job whose outcome cannot be recorded is retried by another process
   * once it expires.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const w of this.workers.values()) this.wakeWorker(w);
    await Promise.all([...this.workers.values()].map((w) => w.loop));
    await Promise.allSettled([...this.workers.values()].flatMap((w) => [...w.running]));
    if (this.starting) {
      await this.starting.catch(() => undefined);
      await this.boss.stop({ graceful: false, close: false }).catch((err: unknown) => {
        this.opts.log.error({ err }, 'job queue did not stop cleanly');
      });
    }
  }

  private ensureQueue(name: string): Promise<void> {
    let created = this.created.get(name);
    if (!created) {
      const d = this.definitions.get(name) ?? {};
      // One creation at a time: two queues created at once by one process deadlock on
      // PostgreSQL (each adds a foreign key to the library's shared queue table).
      // Another process creating another queue at the same moment can still make PostgreSQL pick
      // this creation as a deadlock victim; it is then simply run again (it is idempotent).
      const options = {
        name,
        ...(d.retryLimit !== undefined ? { retryLimit: d.retryLimit } : {}),
        ...(d.retryDelaySeconds !== undefined ? { retryDelay: d.retryDelaySeconds } : {}),
        ...(d.retryBackoff !== undefined ? { retryBackoff: d.retryBackoff } : {}),
        ...(d.expireInSeconds !== undefined ? { expireInSeconds: d.expireInSeconds } : {}),
      };
      const create = async (attempt: number): Promise<void> => {
        try {
          await this.boss.createQueue(name, options);
          // The library leaves a queue that exists as it was created: the stored options follow
          // this process's definition, so a changed setting (JOBS_TAKEOVER_SECONDS) or retry
          // policy holds for the jobs sent from now on.
          await this.boss.updateQueue(name, options);
        } catch (err) {
          if ((err as { code?: string }).code !== DEADLOCK || attempt >= 5) throw err;
          await create(attempt + 1);
        }
      };
      created = this.creating.then(() => create(1));
      this.creating = created.catch(() => undefined);
      // A failed creation (database down) is tried again at the next use.
      created.catch(() => this.created.delete(name));
      this.created.set(name, created);
    }
    return created;
  }

  private startLoop(w: Worker): void {
    if (w.loop || this.stopping) return;
    w.loop = this.loop(w);
  }

  private async loop(w: Worker): Promise<void> {
    while (!this.stopping) {
      w.again = false;
      const free = w.concurrency - w.running.size;
      let fetched = 0;
      if (free > 0) {
        try {
          await this.ensureQueue(w.name);
          const jobs = await this.boss.fetch<unknown>(w.name, {
            batchSize: free,
            includeMetadata: true,
          });
          fetched = jobs?.length ?? 0;
          for (const job of jobs ?? [])
            this.track(
              w,
              this.run(w, {
                id: job.id,
                name: job.name,
                data: job.data,
                retryCount: job.retryCount,
              }),
            );
        } catch (err) {
          this.opts.log.error({ err, queue: w.name }, 'job fetch failed');
        }
      }
      // Slots still free after a fetch: more may be waiting, look again at once.
      if ((fetched > 0 && w.running.size < w.concurrency) || w.again) continue;
      if (this.stopping) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, this.opts.pollMs);
        timer.unref();
        function done() {
          clearTimeout(timer);
          resolve();
        }
        w.wake = done;
      });
      w.wake = undefined;
    }
  }

  private wakeWorker(w: Worker | undefined): void {
    if (!w) return;
    w.again = true;
    w.wake?.();
  }

  private track(w: Worker, p: Promise<void>): void {
    w.running.add(p);
    void p.finally(() => {
      w.running.delete(p);
      // A free slot (or a failed job due again) is worth a look now, not at the next poll.
      this.wakeWorker(w);
    });
  }

  private async run(w: Pick<Worker, 'name' | 'handler'>, job: Job<unknown>): Promise<void> {
    let error: unknown;
    try {
      await w.handler(job);
    } catch (err) {
      error = err;
    }
    try {
      if (error === undefined) await this.boss.complete(w.name, job.id);
      else {
        this.opts.log.warn({ err: error, queue: w.name, jobId: job.id }, 'job failed');
        const message = error instanceof Error ? error.message : String(error);
        await this.boss.fail(w.name, job.id, { message });
      }
    } catch (err) {
      // The job stays active until it expires, then it is retried: at least once, never lost.
      this.opts.log.error({ err, queue: w.name, jobId: job.id }, 'job outcome not recorded');
    }
  }
}
