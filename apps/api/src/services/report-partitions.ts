/**
 * Upkeep of the monthly partitions of `reports` (docs/adr/0039-reports-monthly-partitions.md), run
 * at start and then every REPORTS_PARTITION_CHECK_MS in each process (jobs/report-partitions.ts):
 *
 * 1. the partitions of this month and the next MONTHS_AHEAD months exist, so the default partition
 *    stays empty and a new month's first report lands in its own partition;
 * 2. rows the default partition holds (a month nobody created in time) move into their month's
 *    partition;
 * 3. with REPORTS_RETENTION_MONTHS = N > 0, the partitions of months before (this month − N) are
 *    dropped, their reports recorded as deleted in the outcome counters (the dashboard's monthly
 *    tiles keep them as history; the reports list no longer counts them).
 *
 * Every step is idempotent and serialised in the database (advisory lock in the SQL functions), so
 * several API processes may run it at once.
 */
import type { FastifyBaseLogger } from 'fastify';
import { addMonths, monthOf } from '../domain/month.js';
import type { Repositories } from '../repositories/index.js';

/** Months after the current one whose partitions exist ahead of time. */
export const MONTHS_AHEAD = 2;

export interface ReportPartitionDeps {
  repos: Repositories;
  /** Whole months of reports kept before the current one; 0 keeps everything. */
  retentionMonths: number;
  log: FastifyBaseLogger;
  /** The clock (tests move it). */
  now?: () => Date;
}

/** What one run changed. */
export interface PartitionRun {
  /** Months (`YYYY-MM`) whose partition was created. */
  created: string[];
  /** Months whose partition was dropped by retention. */
  dropped: string[];
}

export class ReportPartitionMaintainer {
  private readonly now: () => Date;

  constructor(private readonly deps: ReportPartitionDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * One upkeep run: partitions ahead, the default partition emptied, retention.
   * @returns the months created and dropped
   */
  async runOnce(): Promise<PartitionRun> {
    const parts = this.deps.repos.reportPartitions;
    const current = monthOf(this.now());
    const created: string[] = [];
    const wanted = new Set<string>();
    for (let i = 0; i <= MONTHS_AHEAD; i++) wanted.add(addMonths(current, i));
    for (const m of await parts.defaultMonths()) wanted.add(m);
    for (const m of [...wanted].sort()) if (await parts.ensure(m)) created.push(m);

    const dropped: string[] = [];
    if (this.deps.retentionMonths > 0) {
      const keepFrom = addMonths(current, -this.deps.retentionMonths);
      for (const m of await parts.months()) {
        if (m >= keepFrom) break;
        if (await parts.drop(m)) dropped.push(m);
      }
      // A batch's rows and results are kept as long as its reports (docs/adr/0044-batch-processing.md).
      const removed = await this.deps.repos.batches.removeEndedBefore(
        new Date(`${keepFrom}-01T00:00:00Z`),
      );
      if (removed > 0) this.deps.log.info({ removed }, 'batches past retention removed');
    }
    if (created.length || dropped.length)
      this.deps.log.info({ created, dropped }, 'report partitions updated');
    return { created, dropped };
  }
}
