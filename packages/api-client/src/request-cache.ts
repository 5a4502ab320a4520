/**
 * The in-flight and short-lived cache of the GET calls that a page's first paint needs
 * (docs/decisions.md, "Front end: a page's data starts with the navigation"). The shell starts a
 * landing route's calls when the navigation starts (prefetchRouteData, `prefetch: true`); the
 * remote's page then makes the same calls and gets the request already in flight, or the
 * prefetched answer if it came back less than FRESH_MS ago.
 *
 * - One request per key while it is in flight; every caller joins it.
 * - A prefetched answer is kept FRESH_MS for the first page call that takes it; an answer a page
 *   asked for (or took) is not served again, so a page that loads again (a month changed back, a
 *   reload) asks the API as it always did.
 * - A caller that leaves (its signal aborts) gets the usual "Request aborted" error at once; the
 *   request itself is aborted when every caller that can leave has left and none that cannot
 *   (a prefetch) waits for it. An aborted request is never kept.
 * - A failed request is never kept: the callers waiting for it get its error, the next one asks
 *   again.
 */

/** How long an answer is served again after it arrived. */
export const FRESH_MS = 5_000;

interface Entry {
  promise: Promise<unknown>;
  controller: AbortController;
  /** Callers with a signal still waiting for the request. */
  waiting: number;
  /** A caller without a signal (a prefetch) waits: the request is not aborted when others leave. */
  pinned: boolean;
  /** When the answer arrived (undefined while in flight). */
  settledAt?: number;
  /** A page (not a prefetch) asked for it: once arrived, it is not served again. */
  taken: boolean;
}

/** Who asks: a page's call may leave (`signal`); a prefetch (`prefetch`) starts ahead of a page. */
export interface CacheCaller {
  signal?: AbortSignal;
  prefetch?: boolean;
}

export class RequestCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly freshMs: number = FRESH_MS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /**
   * The answer of `start` for `key`: the request in flight or a fresh prefetched answer if there
   * is one, else a new request (given its own signal, aborted when every caller has left).
   * @param abortError the error a caller whose `signal` aborts is rejected with
   */
  get<T>(
    key: string,
    start: (signal: AbortSignal) => Promise<T>,
    { signal, prefetch = false }: CacheCaller,
    abortError: (signal: AbortSignal) => unknown,
  ): Promise<T> {
    this.prune();
    let entry = this.entries.get(key);
    if (entry && entry.settledAt !== undefined && entry.taken) {
      this.entries.delete(key);
      entry = undefined;
    }
    if (!entry) {
      const controller = new AbortController();
      const created: Entry = {
        controller,
        waiting: 0,
        pinned: false,
        taken: false,
        promise: Promise.resolve(),
      };
      created.promise = start(controller.signal).then(
        (value) => {
          if (this.entries.get(key) !== created) return value;
          created.settledAt = this.now();
          if (created.taken) this.entries.delete(key);
          return value;
        },
        (err: unknown) => {
          if (this.entries.get(key) === created) this.entries.delete(key);
          throw err;
        },
      );
      // Callers handle the error; a request every caller left must not report it as unhandled.
      created.promise.catch(() => undefined);
      this.entries.set(key, created);
      entry = created;
    }
    if (!prefetch) entry.taken = true;
    return this.join(key, entry, signal, abortError) as Promise<T>;
  }

  /** Forgets every entry (a write happened, or the client was configured anew). */
  clear(): void {
    this.entries.clear();
  }

  /** Keys in flight or kept (for tests). */
  get size(): number {
    this.prune();
    return this.entries.size;
  }

  private prune(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.settledAt !== undefined && now - entry.settledAt >= this.freshMs) {
        this.entries.delete(key);
      }
    }
  }

  private join(
    key: string,
    entry: Entry,
    signal: AbortSignal | undefined,
    abortError: (signal: AbortSignal) => unknown,
  ): Promise<unknown> {
    if (!signal) {
      entry.pinned = true;
      return entry.promise;
    }
    if (signal.aborted) return Promise.reject(abortError(signal));
    entry.waiting += 1;
    return new Promise((resolve, reject) => {
      let done = false;
      const leave = () => {
        if (done) return;
        done = true;
        entry.waiting -= 1;
        reject(abortError(signal));
        if (entry.waiting === 0 && !entry.pinned && entry.settledAt === undefined) {
          if (this.entries.get(key) === entry) this.entries.delete(key);
          entry.controller.abort();
        }
      };
      signal.addEventListener('abort', leave, { once: true });
      const settle = () => {
        signal.removeEventListener('abort', leave);
        if (done) return false;
        done = true;
        entry.waiting -= 1;
        return true;
      };
      entry.promise.then(
        (value) => {
          if (settle()) resolve(value);
        },
        (err: unknown) => {
          if (settle()) reject(err);
        },
      );
    });
  }
}
