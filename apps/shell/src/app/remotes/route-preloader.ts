import { getDefaultStore } from 'jotai';
import type { RouteQueries } from '@pulse/remote-contracts';
import { sessionAtom, viewModeAtom } from '@pulse/auth';
import { matchPath } from '@pulse/router';
import { PAGE_ROLES } from '../../lib/page-roles';
import type { RoutePreloader } from '../../lib/route-preload';
import { QUERY_FRESH_MS, queryClient } from '../query-client';
import type { MemberRole } from '@pulse/auth';
import type { RemotePage } from '@pulse/remote-contracts';
import { preloadRemoteModule, type RemoteName } from './manifest';
import { rememberRemotePage } from './remote-component-cache';
import { LAYOUT_PAGES, preloadRemotePage, REMOTE_PAGES } from './remote-pages';
import { routedRemotesQuery, routedRouteAt } from './routed-remotes';

type LayoutPage = (typeof LAYOUT_PAGES)[number];

/** The layout page at `pathname` and its path parameters, if the layout shows one there. */
function layoutPageAt(pathname: string) {
  for (const page of LAYOUT_PAGES) {
    const match = matchPath(`/${page.path}`, pathname);
    if (match) return { page: page as LayoutPage, params: match.params };
  }
  return undefined;
}

/** The page at `pathname` that a routed remote declares (read already, else none). */
function routedPageAt(pathname: string) {
  return routedRouteAt(queryClient.getQueryData(routedRemotesQuery.queryKey), pathname);
}

/** Whether the signed-in member's role is one of `roles` (every role when absent). */
function roleMayOpen(roles: readonly MemberRole[] | undefined): boolean {
  const user = getDefaultStore().get(sessionAtom);
  if (!user) return false;
  return !roles || roles.includes(user.role ?? 'owner');
}

/** Whether the signed-in member's role may open `page`. */
function mayOpen(page: LayoutPage): boolean {
  return roleMayOpen('roles' in page ? PAGE_ROLES[page.roles] : undefined);
}

/** Each remote's `./route-queries` (in flight or loaded); a failed load may be tried again. */
const routeQueriesOf = new Map<string, Promise<RouteQueries | undefined>>();

function loadRouteQueries(name: RemoteName): Promise<RouteQueries | undefined> {
  let pending = routeQueriesOf.get(name);
  if (!pending) {
    // Best effort: a remote without the module (or one that fails to load) prefetches nothing,
    // and its page loads its own data as it renders.
    // Without link preloads: a navigation loads this module beside its page, and a stalled
    // preload of a chunk they share would outlive the page's own deadline (docs/delivery.md, "Loading").
    pending = preloadRemoteModule<RouteQueries>(name, 'route-queries', 'routeQueries', undefined, {
      linkPreload: false,
    }).then((queries) => {
      if (!queries) routeQueriesOf.delete(name);
      return queries;
    });
    routeQueriesOf.set(name, pending);
  }
  return pending;
}

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
  const found = routeAt(path);
  const store = getDefaultStore();
  const user = store.get(sessionAtom);
  if (!found || !user?.clientId || !roleMayOpen(found.roles)) return;
  const queries = (await loadRouteQueries(found.remote))?.[found.pattern];
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

/**
 * The remote route at `path`: the shell's own (LAYOUT_PAGES) or one a routed remote declares, with
 * its remote, its pattern as `./route-queries` keys it, its roles and its path parameters.
 */
function routeAt(path: string) {
  const own = layoutPageAt(path);
  if (own) {
    return {
      remote: REMOTE_PAGES[own.page.page].remote as RemoteName,
      pattern: `/${own.page.path}`,
      roles: 'roles' in own.page ? PAGE_ROLES[own.page.roles] : undefined,
      params: own.params,
    };
  }
  const routed = routedPageAt(path);
  return routed
    ? {
        remote: routed.remote,
        pattern: `/${routed.route.path}`,
        roles: routed.route.roles,
        params: routed.params,
      }
    : undefined;
}

/** A routed remote's page, fetched and run ahead of its first render, kept for its route. */
async function preloadRoutedPage(remote: RemoteName, page: string): Promise<void> {
  const Page = await preloadRemoteModule<RemotePage>(remote, page, page);
  if (Page !== undefined) rememberRemotePage(`${remote}/${page}`, Page);
}

/** The remote page's code at `url`, fetched and run ahead of its first render. */
function preloadCode(url: string): Promise<unknown> {
  const pathname = new URL(url, window.location.origin).pathname;
  const found = layoutPageAt(pathname);
  if (found) return mayOpen(found.page) ? preloadRemotePage(found.page.page) : Promise.resolve();
  const routed = routedPageAt(pathname);
  return routed && roleMayOpen(routed.route.roles)
    ? preloadRoutedPage(routed.remote, routed.route.page)
    : Promise.resolve();
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
