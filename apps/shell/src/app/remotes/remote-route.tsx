import { Suspense, useCallback, useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from '@pulse/router';
import { LoadingSpinner } from '@pulse/ui';
import { RemoteIncompatibleError } from './compat';
import { refreshRemote, remoteVersion, type RemoteName } from './manifest';
import { RemotePanel } from './remote-panel';

export type RemoteLoader = () => Promise<ComponentType>;

/** One remote page's load: in flight, done (`page`) or failed (`error`). */
interface RemotePageEntry {
  readonly promise: Promise<ComponentType>;
  page?: ComponentType;
  error?: unknown;
}

const entries = new Map<string, RemotePageEntry>();

/**
 * The load of the remote page `key`, started with `load` on first use and kept across visits, so a
 * page loads once. A loaded page is available synchronously (`page`), so rendering it needs no
 * Suspense: a reveal through Suspense is held back by React 19 until 300 ms after the last fallback
 * showed (docs/adr/0033-remote-pages-without-suspense.md). A failure is kept (`error`) until Retry
 * drops it.
 */
function remotePageEntry(key: string, load: RemoteLoader): RemotePageEntry {
  let entry = entries.get(key);
  if (!entry) {
    const pending: RemotePageEntry = {
      promise: load().then(
        (page) => (pending.page = page),
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
  if (!entries.get(key)?.page) entries.set(key, { promise: Promise.resolve(page), page });
}

export type RemoteRouteProps = {
  /** Unique per remote page, e.g. `reports/ReportsPage`. */
  id: string;
  /** The remote the page comes from; Retry starts that remote over (new release, new chunks). */
  remote?: RemoteName;
  load: RemoteLoader;
};

/** Marks the page with the remote's name and released version, for support and diagnostics. */
function RemoteFrame({ remote, children }: { remote?: RemoteName; children: ReactNode }) {
  if (!remote) return children;
  return (
    <div
      data-remote={remote}
      data-remote-version={remoteVersion(remote)}
      style={{ display: 'contents' }}
    >
      {children}
    </div>
  );
}

/**
 * The remote page `id`: a spinner while its code loads, then the page, rendered by a plain state
 * update rather than a Suspense reveal, which React would hold back (see `remotePageEntry`). A
 * failed load is thrown to the error boundary around it. The Suspense left around the page is for
 * what the page itself may suspend on; its own code is there before it renders.
 */
function RemotePageLoader({ id, remote, load }: RemoteRouteProps) {
  const entry = remotePageEntry(id, load);
  const [, setSettled] = useState(0);
  // Whether this render showed the spinner: the load may settle before the effect runs, and the
  // effect must then still render again.
  const waiting = !entry.page && entry.error === undefined;
  useEffect(() => {
    if (!waiting) return;
    let mounted = true;
    const rerender = () => {
      if (mounted) setSettled((n) => n + 1);
    };
    entry.promise.then(rerender, rerender);
    return () => {
      mounted = false;
    };
  }, [entry, waiting]);
  if (entry.error !== undefined) throw entry.error;
  const Page = entry.page;
  if (!Page) return <LoadingSpinner label="Loading section" />;
  return (
    <RemoteFrame remote={remote}>
      <Suspense fallback={<LoadingSpinner label="Loading section" />}>
        <Page />
      </Suspense>
    </RemoteFrame>
  );
}

/**
 * A page that lives in a remote: a spinner while it loads, and its own error boundary, so a failed
 * load (or a render error in the page) shows a contained panel with Retry, and a remote refused by
 * the compatibility check shows which package and versions do not match. Retry, or leaving the
 * path, drops the failed load and starts the remote over.
 */
export function RemoteRoute({ id, remote, load }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const reset = useCallback(() => {
    entries.delete(id);
    // A page that failed while rendering (e.g. a chunk gone after a redeploy) loads its remote anew.
    if (remote) refreshRemote(remote);
    setAttempt((value) => value + 1);
  }, [id, remote]);

  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      onReset={reset}
      onError={(error, info) => console.error('Remote section failed', error, info.componentStack)}
      fallbackRender={({ error, resetErrorBoundary }) => (
        <RemotePanel
          problems={error instanceof RemoteIncompatibleError ? error.problems : undefined}
          onRetry={resetErrorBoundary}
        />
      )}
    >
      <RemotePageLoader key={attempt} id={id} remote={remote} load={load} />
    </ErrorBoundary>
  );
}
