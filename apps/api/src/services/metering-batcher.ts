/**
 * Groups concurrent metered lookups of one client, service and month (docs/architecture.md §5, §7).
 *
 * The first lookup of a key is written at once (one statement). Lookups that arrive while it is in
 * flight wait in the key's queue and are written together by the next `recordBatch` (up to
 * `maxBatch` per transaction): no timer, no added latency when idle, one commit per batch under load
 * instead of one per call on the client's hot usage row. Exactness does not depend on this: each
 * batch locks the rows it consumes from, in every process.
 */
import type { Grant, MeteringRepository, NewReport } from '../repositories/metering.js';

interface Pending {
  report: NewReport;
  resolve(grant: Grant | null): void;
  reject(err: unknown): void;
}

export class MeteringBatcher {
  private readonly queues = new Map<string, Pending[]>();

  constructor(
    private readonly metering: MeteringRepository,
    private readonly maxBatch = 100,
  ) {}

  /** Consumes one call and writes the report. @returns the grant, or null when none is left */
  submit(report: NewReport): Promise<Grant | null> {
    const key = `${report.clientUuid}|${report.service}|${report.requestDateTime.toISOString().slice(0, 7)}`;
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(key);
      if (queue) {
        queue.push({ report, resolve, reject });
        return;
      }
      this.queues.set(key, []);
      void this.drain(key, [{ report, resolve, reject }]);
    });
  }

  private async drain(key: string, first: Pending[]): Promise<void> {
    let batch = first;
    for (;;) {
      try {
        const grants = await this.metering.recordBatch(batch.map((p) => p.report));
        batch.forEach((p, i) => p.resolve(grants[i] ?? null));
      } catch (err) {
        for (const p of batch) p.reject(err);
      }
      const queue = this.queues.get(key) ?? [];
      if (queue.length === 0) {
        this.queues.delete(key);
        return;
      }
      batch = queue.splice(0, this.maxBatch);
    }
  }
}
