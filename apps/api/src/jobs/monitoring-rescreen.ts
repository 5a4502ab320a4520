/**
 * Queue `monitoring.rescreen`: one job per list update, re-screening the monitored subjects
 * against the update's added and changed entries (services/monitoring, docs/adr/0047-aml-monitoring.md).
 * Also declared by operator commands that import a list on their own connection: they send its
 * jobs and leave them to the processes that work jobs (commands/operator-run.ts).
 */
import type { RescreenJob } from '../services/monitoring/service.js';
import type { ProductQueue } from './types.js';

export const RESCREEN_QUEUE = 'monitoring.rescreen';

export const rescreenQueue: ProductQueue = {
  name: RESCREEN_QUEUE,
  options: {
    // A subject page is written in one transaction and alerts are unique per update, subject
    // and entry: a job worked again raises nothing twice.
    retryLimit: 5,
    retryDelaySeconds: 10,
    retryBackoff: true,
    expireInSeconds: 3600,
  },
  work: (jobs, services) =>
    jobs.work<RescreenJob>(RESCREEN_QUEUE, { concurrency: 1 }, async (job) => {
      await services.monitoring.rescreen(job.data.updateId);
    }),
};
