import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteTimeoutError, withRetries } from './deadline';

afterEach(() => {
  vi.useRealTimers();
});

describe('withRetries', () => {
  it('retries a failed try after the backoff delays and returns the first success', async () => {
    vi.useFakeTimers();
    const attempt = vi
      .fn<(tryNumber: number) => Promise<string>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue('page');
    const result = withRetries('demo', attempt, { timeoutMs: 8_000, delays: [300, 1_000] });
    await vi.advanceTimersByTimeAsync(1_300);
    await expect(result).resolves.toBe('page');
    expect(attempt.mock.calls.map(([tryNumber]) => tryNumber)).toEqual([0, 1, 2]);
  });

  it('gives up after the last delay with the last error', async () => {
    vi.useFakeTimers();
    const attempt = vi.fn(async () => {
      throw new Error('still down');
    });
    const result = withRetries('demo', attempt, { timeoutMs: 8_000, delays: [300] });
    const settled = expect(result).rejects.toThrow('still down');
    await vi.advanceTimersByTimeAsync(300);
    await settled;
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('rejects at the time limit when a try hangs, and aborts it', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const result = withRetries(
      'The billing section',
      (_tryNumber, abort) => {
        signal = abort;
        return new Promise<never>(() => {});
      },
      { timeoutMs: 8_000 },
    );
    const settled = expect(result).rejects.toThrow(
      new RemoteTimeoutError('The billing section', 8_000),
    );
    await vi.advanceTimersByTimeAsync(8_000);
    await settled;
    expect(signal?.aborted).toBe(true);
  });

  it('does not retry an error marked final', async () => {
    const attempt = vi.fn(async () => {
      throw new Error('incompatible');
    });
    await expect(
      withRetries('demo', attempt, { isFinal: () => true, delays: [0, 0] }),
    ).rejects.toThrow('incompatible');
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
