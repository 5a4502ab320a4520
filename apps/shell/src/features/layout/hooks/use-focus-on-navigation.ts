import { useEffect, useRef, type RefObject } from 'react';

/** How long a page may take to render its heading (a remote page loads its code first), ms. */
const WAIT_MS = 10_000;

/**
 * Moves the focus to the new page's heading after a navigation inside the layout, so keyboard and
 * screen-reader users start at the page they opened rather than on a link of the old one: the
 * first `h1` inside `container` (given `tabIndex=-1` so it can hold the focus), or the container
 * itself when the page has none. A remote page renders later than the route change, so the heading
 * is awaited (MutationObserver, at most 10 s). Until the user first presses a key or a pointer,
 * every render is the page load's (the first one, and a redirect such as /demo → /demo/fraud-engine)
 * and keeps the browser's own focus: a script's focus before any input shows the focus ring in
 * Chrome (it matches :focus-visible), on a heading nobody moved to. Once the user has pressed a
 * key or a pointer since the navigation (Tab to the menu toggle, a click into a field of the new
 * page), the focus is theirs: a heading that renders after that does not take it back.
 * @param key changes on every navigation (the pathname)
 * @param container the element the pages render in (`<main>`)
 */
export function useFocusOnNavigation(key: string, container: RefObject<HTMLElement | null>): void {
  const interacted = useRef(false);
  useEffect(() => {
    const onFirstInput = () => {
      interacted.current = true;
      stopListening();
    };
    const stopListening = () => {
      document.removeEventListener('keydown', onFirstInput, true);
      document.removeEventListener('pointerdown', onFirstInput, true);
    };
    document.addEventListener('keydown', onFirstInput, true);
    document.addEventListener('pointerdown', onFirstInput, true);
    return stopListening;
  }, []);
  useEffect(() => {
    if (!interacted.current) return;
    const root = container.current;
    if (!root) return;
    const startedOn = document.activeElement;
    let userActed = false;
    const moveFocus = (target: HTMLElement) => {
      const active = document.activeElement;
      if (userActed && active && active !== document.body) return;
      // Focus moved into the new page without a key (a field's autofocus): leave it too.
      if (active && active !== startedOn && active !== document.body && root.contains(active))
        return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    };
    const heading = () => root.querySelector<HTMLElement>('h1');
    const found = heading();
    if (found) {
      moveFocus(found);
      return;
    }
    // While the heading is awaited, a key or pointer press makes the focus the user's. The press
    // that started this navigation fired before this effect: only later ones count.
    const onUserInput = () => {
      userActed = true;
    };
    document.addEventListener('keydown', onUserInput, true);
    document.addEventListener('pointerdown', onUserInput, true);
    const observer = new MutationObserver(() => {
      const h1 = heading();
      if (!h1) return;
      stop();
      moveFocus(h1);
    });
    const timer = setTimeout(() => {
      stop();
      moveFocus(root);
    }, WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('keydown', onUserInput, true);
      document.removeEventListener('pointerdown', onUserInput, true);
    };
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [key, container]);
}
