import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Route, Routes, useLocation } from '@pulse/router';
import { LoadingSpinner } from '@pulse/ui';
import { RoutedNavContext, type RoutedNav } from '../../lib/routed-nav';
import { RequireRole } from '../routes/guards';
import { loadRemoteModule } from './manifest';
import { RemoteErrorPanel } from './remote-error-panel';
import { RemoteIncompatiblePanel } from './remote-incompatible-panel';
import { RemoteRoute } from './remote-route';
import {
  refreshFailedRemotes,
  routedRemotesQuery,
  routedRouteAt,
  type RoutedRemotes,
} from './routed-remotes';

/**
 * Gives the layout the sidebar entries and header titles the routed remotes declare. Wraps the
 * main layout, so the layout (a feature) never imports the app's remote loading.
 */
export function RoutedNavProvider({ children }: { children: ReactNode }) {
  const { data } = useQuery(routedRemotesQuery);
  const value = useMemo<RoutedNav>(
    () => ({
      entries: (data?.remotes ?? []).flatMap(({ routes }) => [
        ...(routes.nav ? [routes.nav] : []),
        ...(routes.moreNav ?? []),
      ]),
      titleAt: (pathname) => routedRouteAt(data, pathname)?.route.title,
    }),
    [data],
  );
  return <RoutedNavContext.Provider value={value}>{children}</RoutedNavContext.Provider>;
}

function routesOf(found: RoutedRemotes) {
  return found.remotes.flatMap(({ remote, routes }) =>
    routes.routes.map((route) => {
      const id = `${remote}/${route.page}`;
      const page = (
        <RemoteRoute
          key={id}
          id={id}
          remote={remote}
          load={() => loadRemoteModule(remote, route.page, route.page)}
        />
      );
      return route.roles ? (
        <Route key={route.path} element={<RequireRole roles={route.roles} />}>
          <Route path={route.path} element={page} />
        </Route>
      ) : (
        <Route key={route.path} path={route.path} element={page} />
      );
    }),
  );
}

/**
 * Every path of the main layout that the shell's own table does not route: the pages the routed
 * remotes declare, each behind its own error boundary as any
 * remote page. A path none declares goes to `/`, as before; while some remote's declaration could
 * not be loaded it may be that remote's, so its section panel shows instead, with Retry.
 */
export function RoutedRemotePages() {
  const query = useQuery(routedRemotesQuery);
  const { pathname } = useLocation();
  if (query.isPending) return <LoadingSpinner label="Loading section" />;
  const found = query.data ?? { remotes: [], failed: ['*'], incompatible: [] };
  const retry = () => {
    refreshFailedRemotes(found);
    void query.refetch();
  };
  return (
    <Routes>
      {routesOf(found)}
      <Route
        path="*"
        element={
          found.incompatible.length > 0 ? (
            <RemoteIncompatiblePanel key={pathname} problems={found.incompatible} onRetry={retry} />
          ) : found.failed.length > 0 ? (
            <RemoteErrorPanel key={pathname} onRetry={retry} />
          ) : (
            <Navigate to="/" replace />
          )
        }
      />
    </Routes>
  );
}
