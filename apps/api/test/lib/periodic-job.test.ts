// The schedule of the API's upkeep jobs: at once, then again after each run, a failure logged and
// not fatal, and a stop that waits for the run in progress.
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { PeriodicJob } from '../../src/lib/periodic-job.js';

function logger() {
  const error = vi.fn();
  return { log: { error } as unknown as FastifyBaseLogger, error };
}

const until = async (check: () => boolean, ms = 2000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe('PeriodicJob', () => {
  it('runs at once, then again every interval, never two runs at once', async () => {
    let active = 0;
    let overlap = false;
    let runs = 0;
    const { log } = logger();
    const job = new PeriodicJob(
      async () => {
        active++;
        if (active > 1) overlap = true;
        await new Promise((r) => setTimeout(r, 15));
        runs++;
        active--;
      },
      log,
      'failed',
    );
    job.start(5);
    job.start(5); // a second start does not add a second schedule
    await until(() => runs >= 4);
    await job.stop();
    expect(overlap).toBe(false);
  });

  it('logs a failed run and keeps the schedule', async () => {
    let calls = 0;
    const { log, error } = logger();
    const job = new PeriodicJob(
      async () => {
        calls++;
        if (calls === 1) throw new Error('database away');
      },
      log,
      'upkeep failed',
    );
    job.start(5);
    await until(() => calls >= 3);
    await job.stop();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[1]).toBe('upkeep failed');
  });

  it('stop waits for the run in progress, and nothing runs after it', async () => {
    let finished = 0;
    let started = 0;
    const { log } = logger();
    const job = new PeriodicJob(
      async () => {
        started++;
        await new Promise((r) => setTimeout(r, 50));
        finished++;
      },
      log,
      'failed',
    );
    job.start(1);
    await until(() => started === 1);
    await job.stop();
    expect(finished).toBe(1);
    await new Promise((r) => setTimeout(r, 30));
    expect(started).toBe(1);
  });

  it('an interval of 0 never runs', async () => {
    const run = vi.fn(async () => undefined);
    const job = new PeriodicJob(run, logger().log, 'failed');
    job.start(0);
    await new Promise((r) => setTimeout(r, 20));
    await job.stop();
    expect(run).not.toHaveBeenCalled();
  });
});
