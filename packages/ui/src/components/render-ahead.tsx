import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

const RenderAheadContext = createContext(false);

/**
 * @deprecated The shell renders no page ahead any more. Kept, unused by today's apps, because
 * account and billing releases already live (before the one data layer) call `useRenderingAhead`
 * from the shell's copy of this package: removing it is a major of @pulse/ui, for the release
 * after no live remote imports it (docs/delivery.md, "Versions").
 * Marks its subtree as a render ahead of a visit: the shell renders each preloaded section's page
 * once, hidden, before its sidebar link is clicked, and drops it
 * (docs/adr/0031-first-render-before-the-click.md). Nothing under it is ever shown.
 */
export function RenderAhead({ children }: { children: ReactNode }) {
  return <RenderAheadContext.Provider value>{children}</RenderAheadContext.Provider>;
}

/**
 * @deprecated Always false now (see RenderAhead for why it is still exported).
 * True inside a render ahead (see RenderAhead). A page whose loading state is a spinner uses it to
 * lay out its loaded state instead, with its empty values: its panels' styles are then computed and
 * inserted before the click, and the data's arrival finds them in place. Effects never run there.
 */
export function useRenderingAhead(): boolean {
  return useContext(RenderAheadContext);
}
