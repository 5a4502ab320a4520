/** Error raised by {@link withTimeout}; its `code` mimics node:dns so callers treat it as unreachable. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  readonly code = 'ETIMEOUT';
  constructor(ms: number) {
    super(`timed out after ${ms} ms`);
  }
}

/** Resolves or rejects like `promise`, or rejects with {@link TimeoutError} after `ms` milliseconds. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(ms)), ms);
    timer.unref?.();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
