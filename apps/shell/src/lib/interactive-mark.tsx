import { useEffect } from 'react';

/** The mark the JS budget test and the benchmarks read: the page is React's, its handlers work. */
export const INTERACTIVE_MARK = 'pulse:interactive';

/** Renders nothing; its effect runs once the first render (or the hydration) is committed. */
export function MarkInteractive() {
  useEffect(() => {
    if (performance.getEntriesByName(INTERACTIVE_MARK).length === 0) {
      performance.mark(INTERACTIVE_MARK);
    }
  }, []);
  return null;
}
