import { queryOptions } from '@tanstack/react-query';
import {
  REMOTE_NAMES,
  ROUTES_MODULE,
  type RemoteNavEntry,
  type RemoteRouteDeclaration,
  type RemoteRoutes,
} from '@pulse/remote-contracts';
import type { MemberRole } from '@pulse/auth';
import { matchPath } from '@pulse/router';
import { RemoteIncompatibleError, type Incompatibility } from './compat';
import { loadRemoteModule, refreshRemote, runtimeRemoteNames, type RemoteName } from './manifest';

/** One remote that declares its own routes, with its declaration. */
export interface RoutedRemote {
  remote: RemoteName;
  routes: RemoteRoutes;
}

/** What the shell found in the runtime manifest beyond the remotes its route table names. */
export interface RoutedRemotes {
  /** The remotes whose `./routes` loaded and made sense. */
  remotes: RoutedRemote[];
  /**
   * The remotes whose `./routes` could not be loaded (down, refused, malformed), or `['*']` when the
   * runtime manifest itself could not be read: a path no route matches may be one of theirs.
   */
  failed: string[];
  /** Why the failed remotes that this shell refused were refused (their section panel says it). */
  incompatible: Incompatibility[];
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isRoles = (value: unknown): value is readonly MemberRole[] | undefined =>
  value === undefined || (Array.isArray(value) && value.every(isString));

function isRoute(value: unknown): value is RemoteRouteDeclaration {
  const route = value as Partial<RemoteRouteDeclaration> | null;
  return (
    typeof route === 'object' &&
    route !== null &&
    isString(route.path) &&
    !route.path.startsWith('/') &&
    isString(route.page) &&
    /^[A-Za-z][A-Za-z0-9]*$/.test(route.page) &&
    isString(route.title) &&
    isRoles(route.roles)
  );
}

function isNav(value: unknown): value is RemoteNavEntry | undefined {
  if (value === undefined) return true;
  const nav = value as Partial<RemoteNavEntry> | null;
  return (
    typeof nav === 'object' &&
    nav !== null &&
    isString(nav.label) &&
    isString(nav.path) &&
    nav.path.startsWith('/') &&
    isString(nav.icon) &&
    typeof nav.order === 'number' &&
    isRoles(nav.roles)
  );
}

/**
 * Whether a remote's `./routes` export has the shape of `RemoteRoutes` (it comes from another
 * build, so the shell checks it rather than trusting its type).
 */
export function isRemoteRoutes(value: unknown): value is RemoteRoutes {
  const declaration = value as Partial<RemoteRoutes> | null;
  return (
    typeof declaration === 'object' &&
    declaration !== null &&
    Array.isArray(declaration.routes) &&
    declaration.routes.every(isRoute) &&
    isNav(declaration.nav) &&
    (declaration.moreNav === undefined ||
      (Array.isArray(declaration.moreNav) &&
        declaration.moreNav.every((nav) => nav !== undefined && isNav(nav))))
  );
}

/**
 * Reads the runtime manifest and loads the `./routes` module of every remote it lists that the
 * shell's own route table does not name (REMOTE_NAMES), in parallel, each within LOAD_TIMEOUT_MS.
 * Never throws: what failed is listed in `failed`.
 * @param load loads one remote's `remoteRoutes` export (tests pass a stub)
 */
export async function loadRoutedRemotes(
  load: (remote: RemoteName) => Promise<unknown> = (remote) =>
    loadRemoteModule<unknown>(remote, ROUTES_MODULE, 'remoteRoutes'),
  names: () => Promise<RemoteName[]> = () => runtimeRemoteNames(),
): Promise<RoutedRemotes> {
  let listed: RemoteName[];
  try {
    listed = await names();
  } catch {
    return { remotes: [], failed: ['*'], incompatible: [] };
  }
  const others = listed.filter((name) => !(REMOTE_NAMES as readonly string[]).includes(name));
  const results = await Promise.allSettled(others.map((remote) => load(remote)));
  const found: RoutedRemotes = { remotes: [], failed: [], incompatible: [] };
  results.forEach((result, index) => {
    const remote = others[index] as RemoteName;
    if (result.status === 'fulfilled' && isRemoteRoutes(result.value)) {
      found.remotes.push({ remote, routes: result.value });
    } else {
      found.failed.push(remote);
      if (result.status === 'rejected' && result.reason instanceof RemoteIncompatibleError) {
        found.incompatible.push(...result.reason.problems);
      }
    }
  });
  return found;
}

/**
 * The routed remotes as a query of the one cache: read once per session (the cache is emptied at
 * sign-out), again on Retry of a failed section.
 */
export const routedRemotesQuery = queryOptions({
  queryKey: ['shell', 'routed-remotes'] as const,
  queryFn: () => loadRoutedRemotes(),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Makes the next read start the failed remotes over (runtime manifest read again). */
export function refreshFailedRemotes(found: RoutedRemotes | undefined): void {
  for (const remote of found?.failed ?? []) if (remote !== '*') refreshRemote(remote);
}

/** The declared route at `pathname`, its remote and its path parameters. */
export function routedRouteAt(found: RoutedRemotes | undefined, pathname: string) {
  for (const { remote, routes } of found?.remotes ?? []) {
    for (const route of routes.routes) {
      const match = matchPath(`/${route.path}`, pathname);
      if (match) return { remote, route, params: match.params };
    }
  }
  return undefined;
}
