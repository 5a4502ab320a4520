/**
 * Upkeep `report-partitions`, every REPORTS_PARTITION_CHECK_MS in each process: the coming months'
 * report partitions and the retention (services/report-partitions.ts). A failed run is retried at
 * the next tick; meanwhile inserts still succeed (the default partition).
 */
import type { Upkeep } from './types.js';

export const reportPartitions: Upkeep = {
  name: 'report-partitions',
  everyMs: (config) => config.reportPartitionCheckMs,
  failure: 'report partition upkeep failed',
  run: (services) => services.reportPartitions.runOnce(),
};
