import { createContext, useContext } from 'react';
import type { RemoteNavEntry } from '@pulse/remote-contracts';

/**
 * What the remotes' declared routes give the layout (docs/delivery.md, "Routes"): their sidebar
 * entries and the header title of the page at a path. The app provides it
 * (src/app/remotes/routed-remote-pages.tsx) once it has read their `./routes` modules; the layout
 * only shows it.
 */
export interface RoutedNav {
  /** The declared sidebar entries, in any order. */
  entries: readonly RemoteNavEntry[];
  /** The header title of the declared route at `pathname`, if one matches. */
  titleAt(pathname: string): string | undefined;
  /** Some remote's `./routes` is still loading: more entries may come. */
  loading: boolean;
}

const none: RoutedNav = { entries: [], titleAt: () => undefined, loading: false };

export const RoutedNavContext = createContext<RoutedNav>(none);

/** The declared sidebar entries and titles (none outside the app, e.g. in a component test). */
export function useRoutedNav(): RoutedNav {
  return useContext(RoutedNavContext);
}
