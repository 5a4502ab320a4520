import type { ComponentType } from 'react';

export type RemoteLoader = () => Promise<ComponentType>;

/** One remote page's load: in flight, done (`page`) or failed (`error`). */
export interface RemotePageEntry {
  readonly promise: Promise<ComponentType>;
  page?: ComponentType;
  error?: unknown;
}

const entries = new Map<string, RemotePageEntry>();

function settled(page: ComponentType): RemotePageEntry {
  return { promise: Promise.resolve(page), page };
}

/**
 * The load of the remote page `key`, started with `load` on first use and kept across visits, so a
 * page loads once. A loaded page is available synchronously (`page`), so rendering it needs no
 * Suspense: a reveal through Suspense is held back by React 19 until 300 ms after the last fallback
 * showed (docs/adr/0033-remote-pages-without-suspense.md). A failure is kept
 * (`error`) until `forgetRemoteComponent` drops it (Retry).
 */
export function remotePageEntry(key: string, load: RemoteLoader): RemotePageEntry {
  let entry = entries.get(key);
  if (!entry) {
    const pending: RemotePageEntry = {
      promise: load().then(
        (page) => {
          pending.page = page;
          return page;
        },
        (error: unknown) => {
          pending.error = error;
          throw error;
        },
      ),
    };
    // The error is read from the entry; no caller may be left with an unhandled rejection.
    pending.promise.catch(() => undefined);
    entry = pending;
    entries.set(key, entry);
  }
  return entry;
}

/** Keeps a page a preload has already loaded, so its first visit renders at once. */
export function rememberRemotePage(key: string, page: ComponentType): void {
  if (!entries.get(key)?.page) entries.set(key, settled(page));
}

/** Drops what is kept of `key`, so its next render loads it anew (Retry, redeploy). */
export function forgetRemoteComponent(key: string): void {
  entries.delete(key);
}
