/**
 * Upkeep `batch-sweep`, every BATCH_SWEEP_MS in each process: moves on batches a dead process left
 * (stale uploads, batches with no chunk job left; services/batches/runner.ts `sweep`). Every
 * process sweeps, since one that only sends jobs may be the only one restarted.
 */
import type { Upkeep } from './types.js';

export const batchSweep: Upkeep = {
  name: 'batch-sweep',
  everyMs: (config) => config.batchSweepMs,
  failure: 'batch sweep failed',
  run: (services) => services.batchRunner.sweep(),
};
