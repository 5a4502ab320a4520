/**
 * A deadline over an async source (a request stream): reading stops with the signal's reason as
 * soon as the signal aborts, even while a read is waiting for bytes that do not come. The source
 * is left as it is (a request stream stays open so the answer can still be sent on its socket);
 * `return()` is passed on to it when the reader stops early.
 */

/**
 * Yields what `source` yields until `signal` aborts.
 * @throws the signal's reason (a TimeoutError DOMException for AbortSignal.timeout) once aborted
 */
export async function* untilAborted<T>(
  source: AsyncIterable<T>,
  signal: AbortSignal,
): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  // Nobody may be waiting on it when the signal fires.
  aborted.catch(() => undefined);
  try {
    for (;;) {
      signal.throwIfAborted();
      const next = await Promise.race([iterator.next(), aborted]);
      if (next.done) return;
      yield next.value;
    }
  } finally {
    if (onAbort) signal.removeEventListener('abort', onAbort);
    // A read still pending when the deadline passed settles (or not) on its own.
    void iterator.return?.()?.catch(() => undefined);
  }
}
