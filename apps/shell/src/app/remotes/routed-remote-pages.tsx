import { useMemo, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from '@pulse/router';
import { LoadingSpinner, ToastScope } from '@pulse/ui';
import { RoutedNavContext, type RoutedNav } from '../../lib/routed-nav';
import { RequireRole } from '../routes/guards';
import { loadRemoteModule } from './manifest';
import { RemotePanel } from './remote-panel';
import { RemoteRoute } from './remote-route';
import {
  retryFailedRemotes,
  routedRouteAt,
  useRoutedRemotes,
  type RoutedRemotes,
} from './routed-remotes';

/**
 * Gives the layout the sidebar entries and header titles the remotes declare. Wraps the main
 * layout, so the layout (a feature) never imports the app's remote loading.
 */
export function RoutedNavProvider({ children }: { children: ReactNode }) {
  const found = useRoutedRemotes();
  const value = useMemo<RoutedNav>(
    () => ({
      entries: found.remotes.flatMap(({ routes }) => [
        ...(routes.nav ? [routes.nav] : []),
        ...(routes.moreNav ?? []),
      ]),
      titleAt: (pathname) => routedRouteAt(found, pathname)?.route.title,
      loading: found.pending.length > 0,
    }),
    [found],
  );
  return <RoutedNavContext.Provider value={value}>{children}</RoutedNavContext.Provider>;
}

/**
 * What frames a signed-in page: `layout` (the main layout, with the remotes' sidebar entries and
 * titles) unless the remote declares the route at this path `layout: 'none'` (the payment result
 * pages), which shows on its own.
 */
export function RoutedFrame({ layout }: { layout: ReactNode }) {
  const found = useRoutedRemotes();
  const { pathname } = useLocation();
  if (routedRouteAt(found, pathname)?.route.layout === 'none') {
    return (
      <ToastScope value="app">
        <Outlet />
      </ToastScope>
    );
  }
  return <RoutedNavProvider>{layout}</RoutedNavProvider>;
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
 * Every signed-in page: the routes the remotes declare (docs/delivery.md, "Routes"), each behind
 * its own error boundary (`RemoteRoute`). A path no loaded remote declares waits while some
 * remote's routes are still loading; it then goes to `/`, or, while some remote's routes could not
 * be loaded, shows that section's panel with Retry: it may be that remote's.
 */
export function RoutedRemotePages() {
  const found = useRoutedRemotes();
  const { pathname } = useLocation();
  const retry = () => void retryFailedRemotes(found);
  return (
    <Routes>
      {routesOf(found)}
      <Route
        path="*"
        element={
          found.pending.length > 0 ? (
            <LoadingSpinner label="Loading section" />
          ) : found.failed.length > 0 ? (
            <RemotePanel key={pathname} problems={found.incompatible} onRetry={retry} />
          ) : (
            <Navigate to="/" replace />
          )
        }
      />
    </Routes>
  );
}
