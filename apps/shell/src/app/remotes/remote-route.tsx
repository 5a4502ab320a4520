import { Suspense, useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from '@pulse/router';
import { LoadingSpinner } from '@pulse/ui';
import { RemoteIncompatibleError } from './compat';
import { refreshRemote, remoteVersion, type RemoteName } from './manifest';
import {
  forgetRemoteComponent,
  remotePageEntry,
  type RemoteLoader,
} from './remote-component-cache';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteErrorPanel } from './remote-error-panel';
import { RemoteIncompatiblePanel } from './remote-incompatible-panel';

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
 * update rather than a Suspense reveal, which React would hold back (remote-component-cache.ts). A
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
 * A page that lives in a remote: a spinner while it loads, and its own error boundary,
 * so a failed load (or a render error in the page) shows a contained panel with Retry, and a remote
 * refused by the compatibility check shows which package and versions do not match.
 */
export function RemoteRoute({ id, remote, load }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const reset = useCallback(() => {
    forgetRemoteComponent(id);
    // A page that failed while rendering (e.g. a chunk gone after a redeploy) loads its remote anew.
    if (remote) refreshRemote(remote);
    setAttempt((value) => value + 1);
  }, [id, remote]);

  return (
    <RemoteErrorBoundary
      resetKey={pathname}
      onReset={reset}
      fallback={(error, retry) =>
        error instanceof RemoteIncompatibleError ? (
          <RemoteIncompatiblePanel problems={error.problems} onRetry={retry} />
        ) : (
          <RemoteErrorPanel onRetry={retry} />
        )
      }
    >
      <RemotePageLoader key={attempt} id={id} remote={remote} load={load} />
    </RemoteErrorBoundary>
  );
}
