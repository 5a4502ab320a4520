/**
 * Queue `privacy.request`: one job per run of an erasure or access request
 * (services/privacy.ts, docs/adr/0059-personal-data.md). The job's id is the request's, so a
 * second send is ignored. A process killed mid-run leaves the job active until it expires
 * (JOBS_TAKEOVER_SECONDS, as batch chunks do; default 120); the queue then retries it and the run
 * resumes at the place in flight (redaction is idempotent, and a place's count is recorded once).
 * A dead worker's erasure so resumes within about that plus the queue's upkeep interval
 * (JOBS_UPKEEP_SECONDS, default 60) instead of 15 minutes. A run is one transaction per place, each
 * bounded by MAX_REPORTS_PER_REQUEST, so it ends well within it; a run that outlived its hold and
 * is taken over only repeats searches that find nothing (recordPlace keeps the first count).
 */
import type { PrivacyJob } from '../services/privacy.js';
import type { ProductQueue } from './types.js';

export const PRIVACY_REQUEST_QUEUE = 'privacy.request';

export const privacyRequestQueue: ProductQueue = {
  name: PRIVACY_REQUEST_QUEUE,
  // A failed attempt (database down) is retried with backoff; the run resumes where it was.
  takeover: true,
  options: {
    retryLimit: 10,
    retryDelaySeconds: 5,
    retryBackoff: true,
  },
  work: (jobs, services) =>
    jobs.work<PrivacyJob>(PRIVACY_REQUEST_QUEUE, { concurrency: 1 }, async (job) => {
      await services.privacy.work(job.data);
    }),
};
