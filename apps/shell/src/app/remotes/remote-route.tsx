import { Suspense, useCallback, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocation } from '@pulse/router';
import { LoadingSpinner } from '@pulse/ui';
import { RemoteIncompatibleError } from '@pulse/mf-config/compat';
import { refreshRemote, remoteVersion, type RemoteName } from './manifest';
import { RemotePanel } from './remote-panel';
import { queryClient } from '../query-client';

export type RemoteLoader = () => Promise<ComponentType>;

const pageKey = (id: string) => ['shell', 'remote-page', id] as const;

/**
 * The code of the remote page `id`, loaded once and kept in the one query cache for the session,
 * so a page loads once. A loaded page is there in the first render, with no Suspense: a reveal
 * through Suspense is held back by React 19 until 300 ms after the last fallback showed
 * (docs/adr/0033-remote-pages-without-suspense.md). A failure stays until Retry drops it.
 */
const remotePageQuery = (id: string, load: RemoteLoader) =>
  queryOptions({
    queryKey: pageKey(id),
    queryFn: load,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    retryOnMount: false,
  });

/** Keeps a page a preload has already loaded, so its first visit renders at once. */
export function rememberRemotePage(id: string, page: ComponentType): void {
  // A function is an updater to setQueryData: the page is returned by one.
  if (!queryClient.getQueryData(pageKey(id))) queryClient.setQueryData(pageKey(id), () => page);
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
 * The remote page `id`: a spinner while its code loads, then the page. A failed load is thrown to
 * the error boundary around it. The Suspense around the page is for what the page itself may
 * suspend on; its own code is there before it renders.
 */
function RemotePageLoader({ id, remote, load }: RemoteRouteProps) {
  const { data: Page, error } = useQuery(remotePageQuery(id, load), queryClient);
  if (error) throw error;
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
    queryClient.removeQueries({ queryKey: pageKey(id), exact: true });
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
