// Work done after an answer (lib/deferred-work.ts): runs after the current turn, bounded, logged
// when it fails, and drained before the app closes.
import { describe, expect, it, vi } from 'vitest';
import { DeferredWork } from '../../src/lib/deferred-work.js';

const quietLog = () => ({ error: vi.fn() });

describe('DeferredWork', () => {
  it('starts a task only after the current turn, so the caller answers first', async () => {
    const work = new DeferredWork(quietLog());
    const order: string[] = [];
    work.defer('task', async () => {
      order.push('task');
    });
    order.push('answer');
    expect(work.pending()).toBe(1);
    await work.drain();
    expect(order).toEqual(['answer', 'task']);
    expect(work.pending()).toBe(0);
  });

  it('logs a failing task by name and goes on with the next one', async () => {
    const log = quietLog();
    const work = new DeferredWork(log);
    const boom = new Error('database gone');
    const done = vi.fn();
    work.defer('password reset', () => Promise.reject(boom));
    work.defer('verification resend', async () => done());
    await work.drain();
    expect(log.error).toHaveBeenCalledWith(
      { err: boom, task: 'password reset' },
      'password reset failed',
    );
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('runs at most `concurrency` tasks at once, and drain waits for every one', async () => {
    const work = new DeferredWork(quietLog(), 2);
    let running = 0;
    let most = 0;
    const finished: number[] = [];
    for (let i = 0; i < 6; i++)
      work.defer(`task ${i}`, async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        finished.push(i);
      });
    await work.drain();
    expect(most).toBe(2);
    expect(finished.sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('drain resolves at once when nothing is pending', async () => {
    await expect(new DeferredWork(quietLog()).drain()).resolves.toBeUndefined();
  });
});
