/**
 * Queue `webhook-delivery`: one job per attempt of a webhook delivery (services/webhooks/delivery.ts,
 * docs/adr/0042-one-job-queue.md). The outbox row decides whether a job makes an attempt.
 */
import { ATTEMPT_TIMEOUT_MS, type DeliveryJob } from '../services/webhooks/index.js';
import type { ProductQueue } from './types.js';

export const DELIVERY_QUEUE = 'webhook-delivery';

export const webhookDeliveryQueue: ProductQueue = {
  name: DELIVERY_QUEUE,
  options: {
    // The lease of the outbox row lasts as long: a process that died mid-attempt loses both.
    expireInSeconds: Math.ceil(ATTEMPT_TIMEOUT_MS / 1000) + 60,
    // Retries of the job itself are for failures to record an outcome (database down), not for
    // the receiver's answers, whose retries are the next attempt's job.
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
  },
  work: (jobs, services) =>
    jobs.work<DeliveryJob>(
      DELIVERY_QUEUE,
      { concurrency: 8 },
      async (job) => void (await services.webhooks.outbox.attempt(job.data.deliveryId)),
    ),
  // A job for every delivery that may go next, so a delivery whose job was lost (a process that
  // died between the outbox commit and the job's send) still goes.
  onStart: (services, log) =>
    services.webhooks.outbox.dispatchHeads().catch((err: unknown) => {
      log.error({ err }, 'webhook delivery sweep failed');
    }),
};
