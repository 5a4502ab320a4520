/**
 * Queue `privacy.request`: one job per run of an erasure or access request
 * (services/privacy.ts, docs/adr/0059-personal-data.md). The job's id is the request's, so a
 * second send is ignored. A process killed mid-run leaves the job active until it expires; the
 * queue then retries it and the run resumes at the place in flight (redaction is idempotent).
 */
import type { PrivacyJob } from '../services/privacy.js';
import type { ProductQueue } from './types.js';

export const PRIVACY_REQUEST_QUEUE = 'privacy.request';

export const privacyRequestQueue: ProductQueue = {
  name: PRIVACY_REQUEST_QUEUE,
  // Expires in 15 minutes (a killed run is retried then); retried with backoff on errors.
  options: { retryLimit: 10, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 900 },
  work: (jobs, services) =>
    jobs.work<PrivacyJob>(PRIVACY_REQUEST_QUEUE, { concurrency: 1 }, async (job) => {
      await services.privacy.work(job.data);
    }),
};
