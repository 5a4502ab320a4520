import { useCallback } from 'react';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { ROUTES_MODULE, type RemoteRoutes } from '@pulse/remote-contracts';
import { isRemoteRoutes } from '@pulse/remote-contracts/routes-shape';
import { matchPath } from '@pulse/router';
import { RemoteIncompatibleError, type Incompatibility } from '@pulse/mf-config/compat';
import { loadRemoteModule, refreshRemote, runtimeRemoteNames, type RemoteName } from './manifest';
import { queryClient } from '../query-client';

/** One remote with the routes it declares. */
export interface RoutedRemote {
  remote: RemoteName;
  routes: RemoteRoutes;
}

/** The routes of the remotes of the runtime manifest, as far as they are known. */
export interface RoutedRemotes {
  /** The remotes whose `./routes` loaded and made sense, in the runtime manifest's order. */
  remotes: RoutedRemote[];
  /** The remotes whose `./routes` is still loading: a path no route matches may be one of theirs. */
  pending: string[];
  /**
   * The remotes whose `./routes` could not be loaded (down, refused, malformed), or `['*']` when the
   * runtime manifest itself could not be read: a path no route matches may be one of theirs.
   */
  failed: string[];
  /** Why the failed remotes that this shell refused were refused (their section panel says it). */
  incompatible: Incompatibility[];
}

/**
 * Loads one remote's routes: its `./routes` module (the rules of every remote load: LOAD_TIMEOUT_MS,
 * the compatibility check, retries), checked for its shape.
 * @param load loads the remote's `remoteRoutes` export (tests pass a stub)
 * @throws Error when no declaration of the right shape is had (remote down, a build without the
 *   module); RemoteIncompatibleError as loaded. The remote's paths then show the section panel.
 */
export async function loadRemoteRoutes(
  remote: RemoteName,
  load: (remote: RemoteName) => Promise<unknown> = (name) =>
    loadRemoteModule<unknown>(name, ROUTES_MODULE, 'remoteRoutes'),
): Promise<RemoteRoutes> {
  const declared = await load(remote);
  if (!isRemoteRoutes(declared)) throw new Error(`The routes of ${remote} are malformed`);
  return declared;
}

/** The runtime manifest's remotes, read once per session (the cache is emptied at sign-out). */
export const remoteNamesQuery = queryOptions({
  queryKey: ['shell', 'remote-names'] as const,
  queryFn: () => runtimeRemoteNames(),
  staleTime: Number.POSITIVE_INFINITY,
  retryOnMount: false,
});

/** One remote's routes, read once per session, again on Retry of a failed section. */
export const remoteRoutesQuery = (remote: RemoteName) =>
  queryOptions({
    queryKey: ['shell', 'remote-routes', remote] as const,
    queryFn: () => loadRemoteRoutes(remote),
    staleTime: Number.POSITIVE_INFINITY,
    retryOnMount: false,
  });

/**
 * The routes of every remote of the runtime manifest, each as soon as its own `./routes` is there
 * (a slow or hung remote holds back no other), with those still loading and those that failed.
 * The same object while nothing changed, so what reads it renders again only on a change.
 */
export function useRoutedRemotes(): RoutedRemotes {
  const { data: names, isPending } = useQuery(remoteNamesQuery);
  const combine = useCallback(
    (results: { data?: RemoteRoutes; error: unknown; isPending: boolean }[]) => {
      const found: RoutedRemotes = { remotes: [], pending: [], failed: [], incompatible: [] };
      if (isPending) found.pending.push('*');
      else if (!names) found.failed.push('*');
      results.forEach(({ data: routes, error, isPending: loading }, index) => {
        const remote = names?.[index] as RemoteName;
        if (routes) found.remotes.push({ remote, routes });
        else if (loading) found.pending.push(remote);
        else found.failed.push(remote);
        if (error instanceof RemoteIncompatibleError) found.incompatible.push(...error.problems);
      });
      return found;
    },
    [names, isPending],
  );
  return useQueries({ queries: (names ?? []).map(remoteRoutesQuery), combine });
}

/**
 * Retry of a failed section: the failed remotes start over (runtime manifest read again) and their
 * routes are read again, the runtime manifest too when it could not be read.
 */
export function retryFailedRemotes(found: RoutedRemotes): Promise<unknown> {
  if (found.failed.includes('*')) {
    return queryClient.refetchQueries({ queryKey: remoteNamesQuery.queryKey });
  }
  return Promise.all(
    found.failed.map((remote) => {
      refreshRemote(remote);
      return queryClient.refetchQueries({ queryKey: remoteRoutesQuery(remote).queryKey });
    }),
  );
}

/** The declared route at `pathname`, its remote and its path parameters. */
export function routedRouteAt(found: Pick<RoutedRemotes, 'remotes'>, pathname: string) {
  for (const { remote, routes } of found.remotes) {
    for (const route of routes.routes) {
      const match = matchPath(`/${route.path}`, pathname);
      if (match) return { remote, route, params: match.params };
    }
  }
  return undefined;
}
