import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focusable elements of `root`, in tab order (hidden ones left out). */
function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.getClientRects().length > 0,
  );
}

/**
 * Focus of the narrow-screen drawer while it is open (WAI-ARIA modal pattern): focus moves to its
 * first link, Tab and Shift+Tab cycle inside it, Escape calls `onEscape`; once it closes, focus
 * returns to `returnRef` (the menu toggle) if it was inside the drawer or nowhere.
 */
export function useDrawerFocus({
  active,
  drawerRef,
  returnRef,
  onEscape,
}: {
  active: boolean;
  drawerRef: RefObject<HTMLElement | null>;
  returnRef: RefObject<HTMLElement | null>;
  onEscape: () => void;
}): void {
  const escape = useRef(onEscape);
  escape.current = onEscape;

  useEffect(() => {
    const drawer = drawerRef.current;
    if (!active || !drawer) return;
    // The drawer stops being inert in this same commit; focus it on the next frame.
    const frame = requestAnimationFrame(() => focusables(drawer)[0]?.focus());
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(drawer);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !drawer.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !drawer.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKey);
      const current = document.activeElement;
      if (!current || current === document.body || drawer.contains(current)) {
        // The page behind stops being inert in this commit too: wait a frame before focusing.
        requestAnimationFrame(() => returnRef.current?.focus());
      }
    };
  }, [active, drawerRef, returnRef]);
}
