/**
 * Every job the product runs, in one place: the queues of the one job queue
 * (docs/adr/0042-one-job-queue.md), whose jobs any process that works jobs takes, and the upkeep
 * timers each process runs. A file of this folder per job holds its name, its retry options or
 * interval setting, and the call into the service that does the work; plugins/services.ts
 * declares, works and starts them from the lists below (docs/adr/0055-plumbing-on-libraries.md).
 *
 * Two timers are not jobs of the product and stay where they are: each process's poll of the data
 * set versions, which reloads its in-memory engine data (engines/registry.ts, DATASET_POLL_MS), and
 * the optional list refresh that runs the `data:sync` command inside the API
 * (plugins/data-sync.ts, DATA_SYNC_INTERVAL).
 *
 * Services never import this folder: they send and drain jobs through the handles
 * {@link defineQueues} gives them (ServiceDeps.queues).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { JobQueue } from '../lib/job-queue.js';
import { PeriodicJob } from '../lib/periodic-job.js';
import type { ServiceQueues, Services } from '../services/index.js';
import { batchChunkQueue } from './batch-chunk.js';
import { batchSweep } from './batch-sweep.js';
import { keyExpiry } from './key-expiry.js';
import { mailQueue } from './mail.js';
import { privacyRequestQueue } from './privacy-request.js';
import { privacyRetention } from './privacy-retention.js';
import { rescreenQueue } from './monitoring-rescreen.js';
import { reportPartitions } from './report-partitions.js';
import { requestLogPrune } from './request-log-prune.js';
import { ruleBacktestQueue, ruleBacktestSweep } from './rule-backtest.js';
import type { ProductQueue, Upkeep, WorkSetup } from './types.js';
import { watchlistRescreenQueue } from './watchlist-rescreen.js';
import { webhookDeliveryQueue } from './webhook-delivery.js';

export type { ProductQueue, Upkeep, WorkSetup } from './types.js';

/**
 * The queues, by name: `mail`, `batch-chunk`, `webhook-delivery`, the two re-screens,
 * `rules.backtest` and `privacy.request`.
 */
export const QUEUES: readonly ProductQueue[] = [
  mailQueue,
  batchChunkQueue,
  webhookDeliveryQueue,
  rescreenQueue,
  watchlistRescreenQueue,
  ruleBacktestQueue,
  privacyRequestQueue,
];

/** The upkeep timers, in the order they start (they stop in the reverse order). */
export const UPKEEP: readonly Upkeep[] = [
  batchSweep,
  keyExpiry,
  reportPartitions,
  requestLogPrune,
  ruleBacktestSweep,
  privacyRetention,
];

/**
 * Declares the queues the services send to (all but `mail`, which its mailer declares when
 * SMTP_URL is set); a queue marked `takeover` expires a held job after `config.jobsTakeoverSeconds`.
 * @returns each queue bound to its name, for createServices
 */
export function defineQueues(
  jobs: JobQueue,
  config: Pick<Config, 'jobsTakeoverSeconds'>,
): ServiceQueues {
  const handle = <T extends object>(q: ProductQueue) =>
    jobs.queue<T>(
      q.name,
      q.takeover ? { ...q.options, expireInSeconds: config.jobsTakeoverSeconds } : q.options,
    );
  return {
    batchChunks: handle(batchChunkQueue),
    webhookDeliveries: handle(webhookDeliveryQueue),
    rescreens: handle(rescreenQueue),
    watchlistRescreens: handle(watchlistRescreenQueue),
    ruleBacktests: handle(ruleBacktestQueue),
    privacyRequests: handle(privacyRequestQueue),
  };
}

/**
 * Registers the handler of every queue listed with one; the queue runs them only when this process
 * works jobs (JOBS_WORK, plugins/jobs.ts).
 */
export function workQueues(jobs: JobQueue, services: Services, setup: WorkSetup): void {
  for (const queue of QUEUES) queue.work?.(jobs, services, setup);
}

/**
 * Once the app is ready: the start-up work of each queue when this process works jobs, then the
 * upkeep timers (each at once, then every its setting's ms; 0 = never).
 * @returns stops the timers and waits for the runs in progress
 */
export async function startJobs(
  jobs: JobQueue,
  services: Services,
  config: Config,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  if (jobs.working) for (const queue of QUEUES) await queue.onStart?.(services, log);
  const timers = UPKEEP.map((upkeep) => {
    const timer = new PeriodicJob(() => upkeep.run(services, log), log, upkeep.failure);
    timer.start(upkeep.everyMs(config));
    return timer;
  });
  return async () => {
    for (const timer of timers.reverse()) await timer.stop();
  };
}
