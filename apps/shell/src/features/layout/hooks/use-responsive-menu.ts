import { useCallback, useEffect, useState } from 'react';
import { NARROW_MEDIA_QUERY } from '../utils/swipe';

const matchesNarrow = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW_MEDIA_QUERY).matches
    : false;

/**
 * Spec §2: at ≤ 992 px the menu is a drawer, closed at first; wider, a sidebar open by default.
 * Each crossing of the breakpoint forces it open (wide) or closed (narrow).
 */
export function useResponsiveMenu() {
  const [narrow, setNarrow] = useState(matchesNarrow);
  const [open, setOpen] = useState(() => !matchesNarrow());

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(NARROW_MEDIA_QUERY);
    const onChange = (event: MediaQueryListEvent) => {
      setNarrow(event.matches);
      setOpen(!event.matches);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  return { narrow, open, setOpen, toggle, close };
}
