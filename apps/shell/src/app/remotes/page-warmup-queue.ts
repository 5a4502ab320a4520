/**
 * The remote pages waiting for their hidden first render (page-warmup.tsx), one at a time, in the
 * order asked. A render that nobody performs (no layout mounted, e.g. a component test) gives up
 * after WARMUP_TIMEOUT_MS, so a caller waiting on it is never stuck.
 */

/** How long a warm-up may take before its caller moves on, in ms. */
export const WARMUP_TIMEOUT_MS = 3_000;

export interface Warmup {
  /** Unique per request, so two warm-ups of one path are two renders. */
  readonly id: number;
  /** The path the page is rendered at, e.g. `/billing`. */
  readonly pathname: string;
  /** Ends this warm-up (rendered, failed or timed out) and starts the next one. */
  readonly finish: () => void;
}

const waiting: Warmup[] = [];
let lastId = 0;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/**
 * Asks for one hidden render of the page at `pathname`; resolves when it has been committed, has
 * failed, or after WARMUP_TIMEOUT_MS. Never rejects.
 */
export function warmPage(pathname: string): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    lastId += 1;
    const warmup: Warmup = {
      id: lastId,
      pathname,
      finish: () => {
        if (done) return;
        done = true;
        window.clearTimeout(timer);
        const index = waiting.indexOf(warmup);
        if (index >= 0) waiting.splice(index, 1);
        changed();
        resolve();
      },
    };
    const timer = window.setTimeout(warmup.finish, WARMUP_TIMEOUT_MS);
    waiting.push(warmup);
    if (waiting.length === 1) changed();
  });
}

/** The warm-up to render now, if any (for useSyncExternalStore). */
export function currentWarmup(): Warmup | undefined {
  return waiting[0];
}

/** Calls `listener` whenever the current warm-up changes; returns the unsubscribe. */
export function subscribeWarmups(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
