import { queryOptions } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import type { RemotePage, RouteQueries } from '@pulse/remote-contracts';
import { sessionAtom, viewModeAtom, type MemberRole } from '@pulse/auth';
import type { RoutePreloader } from '../../lib/route-preload';
import { QUERY_FRESH_MS, queryClient } from '../query-client';
import { preloadRemoteModule, type RemoteName } from './manifest';
import { rememberRemotePage } from './remote-route';
import { remoteNamesQuery, remoteRoutesQuery, routedRouteAt } from './routed-remotes';

/**
 * The declared route at `pathname`, its remote and its path parameters: as soon as the remote that
 * declares it has its routes read (reading them now when nobody has yet, e.g. a hover right after
 * sign-in); a remote whose routes failed is left to its Retry. Undefined when none declares it.
 */
async function routeAt(pathname: string) {
  const failed = (key: readonly unknown[]) => queryClient.getQueryState(key)?.status === 'error';
  if (failed(remoteNamesQuery.queryKey)) return undefined;
  const names = await queryClient.ensureQueryData(remoteNamesQuery).catch(() => []);
  const each = names.map(async (remote) => {
    if (failed(remoteRoutesQuery(remote).queryKey)) throw new Error('failed');
    const routes = await queryClient.ensureQueryData(remoteRoutesQuery(remote));
    const found = routedRouteAt({ remotes: [{ remote, routes }] }, pathname);
    if (!found) throw new Error('not here');
    return found;
  });
  return Promise.any(each).catch(() => undefined);
}

/** Whether the signed-in member's role is one of `roles` (every role when absent). */
function roleMayOpen(roles: readonly MemberRole[] | undefined): boolean {
  const user = getDefaultStore().get(sessionAtom);
  if (!user) return false;
  return !roles || roles.includes(user.role ?? 'owner');
}

/**
 * Each remote's `./route-queries`, read once per session. Best effort: a remote without the
 * module, or one that fails to load, prefetches nothing (a later use tries again), and its page
 * loads its own data as it renders. Without link preloads: a navigation loads this module beside
 * its page, and a stalled preload of a chunk they share would outlive the page's own deadline
 * (docs/delivery.md, "Loading").
 */
const routeQueriesQuery = (remote: RemoteName) =>
  queryOptions({
    queryKey: ['shell', 'route-queries', remote] as const,
    queryFn: async () => {
      const queries = await preloadRemoteModule<RouteQueries>(
        remote,
        'route-queries',
        'routeQueries',
        undefined,
        { linkPreload: false },
      );
      if (!queries) throw new Error(`${remote} gave no route queries`);
      return queries;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * When the user last showed intent for each URL (pointer, focus, navigation), ms since the epoch.
 * What idle preloading fetched is a head start only: the first intent asks the API again (the page
 * shows the kept answer meanwhile), so a report made elsewhere since is there; later intents
 * within QUERY_FRESH_MS reuse that answer, so a hover and its click ask once.
 */
const intents = new Map<string, number>();

/** Whether `url` had an intent within QUERY_FRESH_MS; records this one. */
function recentIntent(url: string): boolean {
  const now = Date.now();
  const recent = now - (intents.get(url) ?? Number.NEGATIVE_INFINITY) < QUERY_FRESH_MS;
  if (!recent) intents.set(url, now);
  return recent;
}

/**
 * Prefetches the first-paint queries of the page at `url` (path and query string) into the one
 * query cache, for the signed-in client in the tab's view mode, when the member may open the page
 * (docs/architecture.md §3, "Data"). The page reads the same query options, so it takes these answers.
 * @param fresh true: ask the API even when the cache holds an answer not yet stale
 */
async function prefetchRoute(url: string, fresh = false): Promise<void> {
  const { pathname, searchParams } = new URL(url, window.location.origin);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const store = getDefaultStore();
  if (!store.get(sessionAtom)?.clientId) return;
  const found = await routeAt(path);
  const user = store.get(sessionAtom);
  if (!found || !user?.clientId || !roleMayOpen(found.route.roles)) return;
  const all = await queryClient.ensureQueryData(routeQueriesQuery(found.remote)).catch(() => null);
  const queries = all?.[`/${found.route.path}`];
  if (!queries) return;
  const params = Object.fromEntries(
    Object.entries(found.params).filter((entry): entry is [string, string] => !!entry[1]),
  );
  const context = {
    clientId: user.clientId,
    mode: store.get(viewModeAtom) === 'test' ? ('test' as const) : ('live' as const),
    role: user.role,
    params,
    search: searchParams,
    now: new Date(),
  };
  // Errors are the page's to show: it reads the same queries.
  await Promise.all(
    queries(context).map((options) =>
      queryClient.prefetchQuery(fresh ? { ...options, staleTime: 0 } : options),
    ),
  );
}

/** The remote page's code at `url`, fetched and run ahead of its first render, kept for its route. */
async function preloadCode(url: string): Promise<void> {
  if (!getDefaultStore().get(sessionAtom)) return;
  const found = await routeAt(new URL(url, window.location.origin).pathname);
  if (!found || !roleMayOpen(found.route.roles)) return;
  const { remote, route } = found;
  const Page = await preloadRemoteModule<RemotePage>(remote, route.page, route.page);
  if (Page !== undefined) rememberRemotePage(`${remote}/${route.page}`, Page);
}

/**
 * The browser asks to save data (the user's data saver, `Save-Data`; Network Information API): no
 * speculative downloads then, only what the user points at.
 */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

type IdleWindow = Window & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `run` when the browser is idle (within 2 s), or after 200 ms where there is no idle API. */
function whenIdle(run: () => void): () => void {
  const w = window as IdleWindow;
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const handle = w.requestIdleCallback(run, { timeout: 2_000 });
    const cancel = w.cancelIdleCallback;
    return () => cancel(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Set once idle preloading has fetched every section (a measure of how long the head start takes,
 * and the point after which the signed-in app asks nothing more on its own).
 */
export const PRELOADED_MARK = 'pulse:preloaded';

/**
 * The shell's route preloader: on intent (pointer or focus on a sidebar link) a page's code and its
 * route queries; on navigation its route queries; after sign-in, one section per idle period (each
 * after the previous one finished, so it never competes with what the user does), its code and
 * its route queries. Nothing on idle when the browser asks to save data.
 */
export const routePreloader: RoutePreloader = {
  preload(url) {
    void preloadCode(url);
    void prefetchRoute(url, !recentIntent(url));
  },
  prefetchData(url) {
    void prefetchRoute(url, !recentIntent(url));
  },
  preloadWhenIdle(urls) {
    if (savesData()) return () => {};
    let cancelled = false;
    let cancelIdle = () => {};
    const next = (index: number) => {
      if (cancelled) return;
      const url = urls[index];
      if (url === undefined) {
        performance.mark(PRELOADED_MARK);
        return;
      }
      cancelIdle = whenIdle(() => {
        void Promise.all([preloadCode(url), prefetchRoute(url)])
          .catch(() => undefined)
          .finally(() => next(index + 1));
      });
    };
    next(0);
    return () => {
      cancelled = true;
      cancelIdle();
    };
  },
};
