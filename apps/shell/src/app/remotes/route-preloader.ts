import { getDefaultStore } from 'jotai';
import { prefetchRouteData } from '@pulse/api-client';
import { sessionAtom, viewModeAtom } from '@pulse/auth';
import { PAGE_ROLES } from '../../lib/page-roles';
import type { RoutePreloader } from '../../lib/route-preload';
import { warmPage } from './page-warmup-queue';
import { LAYOUT_PAGES, preloadRemotePage, remotePageAt, type RemotePageName } from './remote-pages';

/** Preloads that succeeded or are in flight; a failed one may be tried again later. */
const started = new Map<RemotePageName, Promise<boolean>>();

/** Preloads the remote page at `pathname` once (nothing for a page that is not a remote's). */
function preloadPath(pathname: string): Promise<boolean> {
  const name = remotePageAt(pathname);
  if (!name) return Promise.resolve(false);
  let pending = started.get(name);
  if (!pending) {
    pending = preloadRemotePage(name).then((ok) => {
      if (!ok) started.delete(name);
      return ok;
    });
    started.set(name, pending);
  }
  return pending;
}

/** Whether the signed-in member's role may open the remote page at `pathname` (false if none). */
function mayOpen(pathname: string): boolean {
  const user = getDefaultStore().get(sessionAtom);
  const page = remotePageAt(pathname);
  if (!user || !page) return false;
  const layoutPage = LAYOUT_PAGES.find((entry) => entry.page === page);
  const roles = layoutPage && 'roles' in layoutPage ? PAGE_ROLES[layoutPage.roles] : undefined;
  return !roles || (roles as readonly string[]).includes(user.role ?? 'owner');
}

/** A page to render ahead (page-warmup.tsx): one the member may open, and not the one shown. */
function worthWarming(pathname: string): boolean {
  return mayOpen(pathname) && remotePageAt(window.location.pathname) !== remotePageAt(pathname);
}

/**
 * Starts the first-paint API calls of the page at `pathname` (@pulse/api-client's ROUTE_DATA), for
 * the signed-in client in the tab's view mode, when the member's role may open that page. The
 * remote's page makes the same calls and joins these (docs/decisions.md, "Front end: a page's data
 * starts with the navigation").
 */
function prefetchData(pathname: string): void {
  const store = getDefaultStore();
  const user = store.get(sessionAtom);
  if (!user?.clientId || !mayOpen(pathname)) return;
  const mode = store.get(viewModeAtom) === 'test' ? 'test' : 'live';
  prefetchRouteData(pathname, { clientId: user.clientId, mode, role: user.role });
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
 * The shell's route preloader (docs/decisions.md, "Front end: remotes open at once"): one remote
 * page per idle period, in the order given, each after the previous one finished, so preloading
 * never competes with what the user is doing; and any page at once on hover or focus of its link,
 * with its first-paint data (never on idle: data goes stale, code does not). Nothing on idle when
 * the browser asks to save data.
 */
export const routePreloader: RoutePreloader = {
  preload(pathname) {
    void preloadPath(pathname);
    prefetchData(pathname);
  },
  prefetchData,
  preloadWhenIdle(pathnames) {
    if (savesData()) return () => {};
    let cancelled = false;
    let cancelIdle = () => {};
    const next = (index: number) => {
      const pathname = pathnames[index];
      if (cancelled || pathname === undefined) return;
      cancelIdle = whenIdle(() => {
        void preloadPath(pathname)
          .then((ok) =>
            ok && !cancelled && worthWarming(pathname) ? warmPage(pathname) : undefined,
          )
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
