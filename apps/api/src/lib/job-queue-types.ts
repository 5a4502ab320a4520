/**
 * The shapes of the job queue's interface (lib/job-queue.ts, docs/adr/0042-one-job-queue.md): what
 * it needs of the database and the log, how a queue is defined, how jobs are sent and worked.
 */
/** What the queue needs of a database: one SQL statement (or a script, without values) at a time. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Where the queue reports failures. */
export interface JobQueueLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** How the jobs of one queue are retried and expired; fixed when the queue is first created. */
export interface QueueDefinition {
  /** Retries after the first failure (default 2). */
  retryLimit?: number;
  /** Seconds before a retry (default 0). */
  retryDelaySeconds?: number;
  /** Double the delay at each retry (default off). */
  retryBackoff?: boolean;
  /**
   * Seconds a worker may hold a job (default 900): past that, a job whose process died is
   * failed by the queue's upkeep and retried by any worker.
   */
  expireInSeconds?: number;
}

export interface SendOptions {
  /**
   * The job's id, a uuid: a second send with the id of a job still in the queue is ignored
   * (idempotent sends; `send` then returns null).
   */
  id?: string;
  /** Groups jobs for the library's de-duplicating queue policies; kept on the job. */
  singletonKey?: string;
  /** Not worked before this time (default now). */
  startAfter?: Date;
}

export interface WorkOptions {
  /** Jobs of this queue handled at once by this process (default 1). */
  concurrency?: number;
}

/** A job as a handler sees it. */
export interface Job<T> {
  id: string;
  name: string;
  data: T;
  /** Failed attempts before this one (0 on the first). */
  retryCount: number;
}

/** Works one job; a throw (or rejection) fails the attempt, to be retried per the queue's definition. */
export type JobHandler<T> = (job: Job<T>) => Promise<void>;

/**
 * One queue bound to its name (`JobQueue.queue`): what a service that sends or drains that queue's
 * jobs holds, so the queue's name and retry options stay where the queue is declared (src/jobs).
 * Each method is the JobQueue method of the same name with this queue's name given.
 */
export interface QueueHandle<T extends object> {
  readonly name: string;
  send(data: T, options?: SendOptions): Promise<string | null>;
  sendMany(
    list: readonly T[],
    priorityOf?: (data: T) => number,
    keyOf?: (data: T) => string,
  ): Promise<void>;
  liveKeys(keys: readonly string[]): Promise<Set<string>>;
  workNow(handler: JobHandler<T>): Promise<number>;
}

export interface JobQueueOptions {
  db: SqlExecutor;
  log: JobQueueLog;
  /** Whether this process works jobs (false: it only sends them). */
  work: boolean;
  /** How often an idle worker looks for jobs, ms (at least 500, the library's floor). */
  pollMs: number;
  /** How often expired jobs are failed and finished jobs archived, seconds (at least 1). */
  maintenanceSeconds: number;
  /** The library's schema (default `pgboss`). */
  schema?: string;
}
