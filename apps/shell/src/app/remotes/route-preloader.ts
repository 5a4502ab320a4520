import type { RoutePreloader } from '../../lib/route-preload';
import { preloadRemotePage, remotePageAt, type RemotePageName } from './remote-pages';

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
 * never competes with what the user is doing; and any page at once on hover or focus of its link.
 */
export const routePreloader: RoutePreloader = {
  preload: (pathname) => void preloadPath(pathname),
  preloadWhenIdle(pathnames) {
    let cancelled = false;
    let cancelIdle = () => {};
    const next = (index: number) => {
      const pathname = pathnames[index];
      if (cancelled || pathname === undefined) return;
      cancelIdle = whenIdle(() => {
        void preloadPath(pathname).finally(() => next(index + 1));
      });
    };
    next(0);
    return () => {
      cancelled = true;
      cancelIdle();
    };
  },
};
