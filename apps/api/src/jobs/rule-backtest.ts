/**
 * Queue `rules.backtest`: one job per backtest whose period holds more reports than
 * RULES_BACKTEST_SYNC_LIMIT (services/rules/backtest-jobs.ts, docs/adr/0058-decision-rules.md).
 * Jobs are keyed by backtest so the sweep (every BATCH_SWEEP_MS, the batches' interval) can ask
 * which backtests still have one.
 */
import {
  BACKTEST_EXPIRE_SECONDS,
  BACKTEST_RETRY_LIMIT,
  type BacktestJobData,
} from '../services/rules/backtest-jobs.js';
import type { ProductQueue, Upkeep } from './types.js';

export const RULE_BACKTEST_QUEUE = 'rules.backtest';

export const ruleBacktestQueue: ProductQueue = {
  name: RULE_BACKTEST_QUEUE,
  options: {
    // A run reads only and starts from the beginning: retrying it is always safe.
    retryLimit: BACKTEST_RETRY_LIMIT,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: BACKTEST_EXPIRE_SECONDS,
  },
  work: (jobs, services) =>
    // One at a time per process: a run keeps both cores busy already (two time slices at once).
    jobs.work<BacktestJobData>(RULE_BACKTEST_QUEUE, { concurrency: 1 }, (job) =>
      services.ruleBacktests.work(job.data.backtestId, job.retryCount),
    ),
};

/** Upkeep `rule-backtest-sweep`: sends again the job of a backtest a dead process left with none. */
export const ruleBacktestSweep: Upkeep = {
  name: 'rule-backtest-sweep',
  everyMs: (config) => config.batchSweepMs,
  failure: 'rules backtest sweep failed',
  run: (services) => services.ruleBacktests.sweep(),
};
