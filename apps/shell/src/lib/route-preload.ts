import { createContext, useContext } from 'react';

/**
 * Fetches the code of in-app pages before they are opened (docs/decisions.md, "Front end: remotes
 * open at once"). The app provides the implementation (src/app/remotes/route-preloader.ts); the
 * layout and its links only say which paths are likely next.
 */
export interface RoutePreloader {
  /**
   * The page at `pathname`, now (the pointer is on its link, or the link has focus): its code and
   * its first-paint data.
   */
  preload(pathname: string): void;
  /** The first-paint data of the page at `pathname`: the navigation to it is starting. */
  prefetchData(pathname: string): void;
  /** Each page of `pathnames`, one per idle period; the returned function stops what is left. */
  preloadWhenIdle(pathnames: readonly string[]): () => void;
}

const none: RoutePreloader = {
  preload: () => {},
  prefetchData: () => {},
  preloadWhenIdle: () => () => {},
};

export const RoutePreloadContext = createContext<RoutePreloader>(none);

/** The app's route preloader (a no-op outside the app, e.g. in a component test). */
export function useRoutePreloader(): RoutePreloader {
  return useContext(RoutePreloadContext);
}
