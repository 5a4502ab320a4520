import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentWarmup, subscribeWarmups, warmPage, WARMUP_TIMEOUT_MS } from './page-warmup-queue';

beforeEach(() => vi.useFakeTimers());
afterEach(async () => {
  // Leave no warm-up behind for the next test.
  await vi.runAllTimersAsync();
  vi.useRealTimers();
});

describe('page warm-up queue', () => {
  it('hands out one warm-up at a time, in the order asked, and resolves each as it finishes', async () => {
    const seen: (string | undefined)[] = [];
    const unsubscribe = subscribeWarmups(() => seen.push(currentWarmup()?.pathname));
    const done: string[] = [];
    void warmPage('/billing').then(() => done.push('/billing'));
    void warmPage('/demo').then(() => done.push('/demo'));
    expect(currentWarmup()?.pathname).toBe('/billing');

    currentWarmup()?.finish();
    await Promise.resolve();
    expect(done).toEqual(['/billing']);
    expect(currentWarmup()?.pathname).toBe('/demo');

    currentWarmup()?.finish();
    await Promise.resolve();
    expect(done).toEqual(['/billing', '/demo']);
    expect(currentWarmup()).toBeUndefined();
    expect(seen).toEqual(['/billing', '/demo', undefined]);
    unsubscribe();
  });

  it('gives two warm-ups of one path two ids, and finishing one twice changes nothing', async () => {
    void warmPage('/reports');
    void warmPage('/reports');
    const first = currentWarmup();
    first?.finish();
    first?.finish();
    const second = currentWarmup();
    expect(second?.pathname).toBe('/reports');
    expect(second?.id).not.toBe(first?.id);
    second?.finish();
    expect(currentWarmup()).toBeUndefined();
  });

  it('moves on when nobody renders the page', async () => {
    let resolved = false;
    void warmPage('/billing').then(() => {
      resolved = true;
    });
    await vi.advanceTimersByTimeAsync(WARMUP_TIMEOUT_MS - 1);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
    expect(currentWarmup()).toBeUndefined();
  });
});
