/**
 * The two kinds of job the product runs (jobs/index.ts lists them): queues of the one job queue
 * (docs/adr/0042-one-job-queue.md), whose jobs any process that works jobs takes, and upkeep
 * timers, which run in every process on an interval setting of their own (lib/periodic-job.ts,
 * docs/adr/0055-plumbing-on-libraries.md says why these are not pg-boss schedules).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { JobQueue, QueueDefinition } from '../lib/job-queue.js';
import type { Services } from '../services/index.js';

/** What the registration of a queue's handler may depend on besides the services. */
export interface WorkSetup {
  /** The database runs on this process's own thread (PGlite): heavy jobs one at a time. */
  inProcessDatabase: boolean;
  log: FastifyBaseLogger;
}

/** A queue of the product: its name, how its jobs are retried, and who works them. */
export interface ProductQueue {
  name: string;
  options: QueueDefinition;
  /**
   * A job a killed process held is taken over after the config's takeover time
   * (JOBS_TAKEOVER_SECONDS), which then replaces `options.expireInSeconds`.
   */
  takeover?: true;
  /**
   * Registers the queue's handler (a call into a service) on `jobs`; absent where another module
   * registers it (the mail queue, by the mailer it belongs to).
   */
  work?: (jobs: JobQueue, services: Services, setup: WorkSetup) => void;
  /** Runs once a process that works jobs is ready (jobs a dead process left unsent). */
  onStart?: (services: Services, log: FastifyBaseLogger) => Promise<void>;
}

/** An upkeep job: one run of a service, now and then every `everyMs(config)` ms in each process. */
export interface Upkeep {
  name: string;
  /** The interval setting, ms; 0 = never (tests run the job themselves). */
  everyMs: (config: Config) => number;
  /** The log message of a failed run; the next run comes at the next tick. */
  failure: string;
  /** One run; `log` for what the run reports beside a failure. */
  run: (services: Services, log: FastifyBaseLogger) => Promise<unknown>;
}
