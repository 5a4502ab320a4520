/**
 * A background job that runs at once and then `everyMs` after each run ends (never two runs at
 * once in one process), until stopped. A failed run is logged and the next one comes at the next
 * tick. The timer is unref'd: a pending run never keeps the process alive.
 *
 * Used by the API's upkeep jobs (key expiry notices, report partitions); each job stays correct
 * when several processes run it at once, which is the job's concern, not this helper's.
 */
import type { FastifyBaseLogger } from 'fastify';

export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  /**
   * @param run one run of the job; its result is ignored
   * @param log where a failed run is reported
   * @param failure the log message of a failed run (e.g. "key expiry check failed")
   */
  constructor(
    private readonly run: () => Promise<unknown>,
    private readonly log: FastifyBaseLogger,
    private readonly failure: string,
  ) {}

  /** Runs now and then every `everyMs` (ms); 0 or less = never (tests run the job themselves). */
  start(everyMs: number): void {
    if (everyMs <= 0 || !this.stopped) return;
    this.stopped = false;
    const loop = (delay: number) => {
      this.timer = setTimeout(() => {
        this.running = this.run()
          .then(
            () => undefined,
            (err: unknown) => this.log.error({ err }, this.failure),
          )
          .finally(() => {
            this.running = undefined;
            if (!this.stopped) loop(everyMs);
          });
      }, delay);
      this.timer.unref();
    };
    loop(0);
  }

  /** Stops the schedule and waits for a run in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
