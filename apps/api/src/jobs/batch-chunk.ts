/**
 * Queue `batch-chunk`: one job per chunk of a started batch's rows (services/batches/runner.ts,
 * docs/adr/0044-batch-processing.md). Jobs are keyed by batch so the batch sweep can ask which
 * batches still have one (jobs/batch-sweep.ts).
 */
import type { ChunkJob } from '../services/batches/runner.js';
import type { ProductQueue } from './types.js';

export const CHUNK_QUEUE = 'batch-chunk';

export const batchChunkQueue: ProductQueue = {
  name: CHUNK_QUEUE,
  // A process may hold a chunk job JOBS_TAKEOVER_SECONDS (default 120) before another takes it
  // over (a killed worker).
  takeover: true,
  options: {
    // A failed attempt (database down) is retried; the write is idempotent.
    retryLimit: 10,
    retryDelaySeconds: 5,
    retryBackoff: true,
  },
  work: (jobs, services, { inProcessDatabase }) =>
    // On the embedded database the process's own thread runs every statement: one chunk at a time.
    jobs.work<ChunkJob>(CHUNK_QUEUE, { concurrency: inProcessDatabase ? 1 : 2 }, (job) =>
      services.batchRunner.work(job.data),
    ),
};
