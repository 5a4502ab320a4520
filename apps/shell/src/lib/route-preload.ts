import { createContext, useContext } from 'react';

/**
 * Fetches the code and the first-paint data of in-app pages before they are opened
 * (docs/adr/0030-remotes-open-at-once.md). The app provides the implementation
 * (src/app/remotes/route-preloader.ts); the layout and its links only say which paths are likely
 * next.
 */
export interface RoutePreloader {
  /**
   * The page at `url` (path and query string), now (the pointer is on its link, or the link has
   * focus): its code and its route queries.
   */
  preload(url: string): void;
  /** The route queries of the page at `url`: the navigation to it is starting. */
  prefetchData(url: string): void;
  /** Each page of `urls`, one per idle period; the returned function stops what is left. */
  preloadWhenIdle(urls: readonly string[]): () => void;
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
