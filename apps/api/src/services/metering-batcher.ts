/**
 * Groups concurrent metered lookups of one client, service and month (docs/architecture.md §5, §7).
 *
 * The first lookup of a key is written at once (one statement). Lookups that arrive while it is in
 * flight wait in the key's queue and are written together by the next `recordBatch` (up to
 * `maxBatch` per transaction): no timer, no added latency when idle, one commit per batch under load
 * instead of one per call on the client's hot usage row. Exactness does not depend on this: each
 * batch locks the rows it consumes from, in every process.
 *
 * With `gather` (PGlite), the first lookup of a key waits for the end of the current event-loop
 * turn (`setImmediate`) before it is written. PGlite runs each statement on the API's own thread,
 * so a statement is never "in flight" while the next request is read: without this wait every
 * lookup would be written alone. The wait is one turn, not a timer (docs/adr/0038-metering-on-pglite-per-turn.md).
 */
import type { Grant, MeteringRepository, NewReport } from '../repositories/metering.js';

interface Pending {
  report: NewReport;
  resolve(grant: Grant | null): void;
  reject(err: unknown): void;
}

export class MeteringBatcher {
  private readonly queues = new Map<string, Pending[]>();

  private readonly maxBatch: number;
  private readonly gather: boolean;

  /**
   * @param options.maxBatch most lookups written by one statement (default 100)
   * @param options.gather wait one event-loop turn before writing a key's first lookup (see above;
   *   default false)
   */
  constructor(
    private readonly metering: Pick<MeteringRepository, 'recordBatch'>,
    options: { maxBatch?: number; gather?: boolean } = {},
  ) {
    this.maxBatch = options.maxBatch ?? 100;
    this.gather = options.gather ?? false;
  }

  /** Consumes one call and writes the report. @returns the grant, or null when none is left */
  submit(report: NewReport): Promise<Grant | null> {
    const key = `${report.tenantId}|${report.service}|${report.requestDateTime.toISOString().slice(0, 7)}`;
    return new Promise((resolve, reject) => {
      const pending = this.queues.get(key);
      if (pending) {
        pending.push({ report, resolve, reject });
        return;
      }
      const first = { report, resolve, reject };
      if (!this.gather) {
        this.queues.set(key, []);
        void this.drain(key, [first]);
        return;
      }
      // The key's queue gathers this turn's lookups; the drain takes them from it, in order.
      const queue = [first];
      this.queues.set(key, queue);
      setImmediate(() => void this.drain(key, queue.splice(0, this.maxBatch)));
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
