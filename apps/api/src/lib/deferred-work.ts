/**
 * Work an endpoint does after it has answered (docs/security.md, "Same time for every address"):
 * the answer of forgot-password and resend-verification must not wait on the account lookup, the
 * token or the mail, or its time tells which addresses have an account. A task is queued (fastq,
 * a bounded number at a time) once the current turn of the event loop is over, so the answer is
 * written first. A failing task is logged, never thrown; `drain` waits for every queued task, so
 * closing the app (preClose, before the database closes) loses none.
 */
import fastq from 'fastq';

/** Where failures are reported; never given the task's arguments (they may hold addresses). */
export interface DeferredWorkLog {
  error(obj: object, msg: string): void;
}

interface Task {
  /** Names the work in the log (`password reset`, `verification resend`). */
  name: string;
  run: () => Promise<void>;
}

/** Tasks running at once; more wait in the queue. */
export const DEFERRED_CONCURRENCY = 4;

export class DeferredWork {
  private readonly queue: fastq.queueAsPromised<Task>;
  /** Tasks scheduled but not yet handed to the queue (they wait for the next turn). */
  private scheduled = 0;
  private readonly settledWaiters = new Set<() => void>();

  constructor(
    private readonly log: DeferredWorkLog,
    concurrency = DEFERRED_CONCURRENCY,
  ) {
    this.queue = fastq.promise((task: Task) => task.run(), concurrency);
  }

  /**
   * Runs `run` after the current answer was written; its failure is logged as `<name> failed`.
   * @param name what the work is, for the log
   */
  defer(name: string, run: () => Promise<void>): void {
    this.scheduled++;
    setImmediate(() => {
      this.scheduled--;
      this.queue
        .push({ name, run })
        .catch((err: unknown) => this.log.error({ err, task: name }, `${name} failed`))
        .finally(() => this.notify());
    });
  }

  /** Tasks not finished yet (scheduled, queued or running). */
  pending(): number {
    return this.scheduled + this.queue.length() + this.queue.running();
  }

  /** Resolves once no task is pending (at once when none is). */
  async drain(): Promise<void> {
    while (this.pending() > 0) {
      await new Promise<void>((resolve) => this.settledWaiters.add(resolve));
    }
  }

  private notify(): void {
    const waiters = [...this.settledWaiters];
    this.settledWaiters.clear();
    for (const resolve of waiters) resolve();
  }
}
