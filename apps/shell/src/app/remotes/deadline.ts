/**
 * How long one remote page may take to load, manifest and code together (docs/delivery.md,
 * "Loading"): past it the section shows its panel instead of a spinner.
 */
export const LOAD_TIMEOUT_MS = 8_000;

/** Pauses before the 2nd and 3rd try of a failed load (backoff), within LOAD_TIMEOUT_MS. */
export const RETRY_DELAYS_MS = [300, 1_000] as const;

/** A load that did not finish within its time limit. */
export class RemoteTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not answer within ${Math.round(ms / 1000)} s`);
    this.name = 'RemoteTimeoutError';
  }
}

/**
 * Runs `attempt` until it succeeds, retrying after each delay of `delays` while time remains,
 * and rejects with RemoteTimeoutError at the deadline (the signal aborts what is in flight).
 * @param attempt gets the try number (0, 1, …) and a signal aborted at the deadline
 * @param options.isFinal an error for which a retry cannot help (e.g. an incompatible remote)
 */
export function withRetries<T>(
  what: string,
  attempt: (tryNumber: number, signal: AbortSignal) => Promise<T>,
  options: {
    timeoutMs?: number;
    delays?: readonly number[];
    isFinal?: (error: unknown) => boolean;
  } = {},
): Promise<T> {
  const { timeoutMs = LOAD_TIMEOUT_MS, delays = RETRY_DELAYS_MS, isFinal = () => false } = options;
  const controller = new AbortController();
  const started = Date.now();
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      controller.abort();
      reject(new RemoteTimeoutError(what, timeoutMs));
    }, timeoutMs);
    const run = async () => {
      for (let tryNumber = 0; ; tryNumber += 1) {
        try {
          return await attempt(tryNumber, controller.signal);
        } catch (error) {
          const delay = delays[tryNumber];
          const remaining = timeoutMs - (Date.now() - started);
          if (controller.signal.aborted || isFinal(error) || delay === undefined) throw error;
          if (delay >= remaining) throw error;
          await new Promise((wait) => setTimeout(wait, delay));
        }
      }
    };
    run().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
