import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

const RenderAheadContext = createContext(false);

/**
 * Marks its subtree as a render ahead of a visit: the shell renders each preloaded section's page
 * once, hidden, before its sidebar link is clicked, and drops it (docs/decisions.md, "Front end: a
 * section's first render happens before its click"). Nothing under it is ever shown.
 */
export function RenderAhead({ children }: { children: ReactNode }) {
  return <RenderAheadContext.Provider value>{children}</RenderAheadContext.Provider>;
}

/**
 * True inside a render ahead (see RenderAhead). A page whose loading state is a spinner uses it to
 * lay out its loaded state instead, with its empty values: its panels' styles are then computed and
 * inserted before the click, and the data's arrival finds them in place. Effects never run there.
 */
export function useRenderingAhead(): boolean {
  return useContext(RenderAheadContext);
}
