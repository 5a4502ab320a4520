import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { MarkInteractive } from './interactive-mark';

/**
 * Mounts an entry's app (the full app or the public pages' light entry) in `container`, in strict
 * mode and with the `pulse:interactive` mark. `hydrate` adopts the prerendered markup already on
 * screen; otherwise that markup (another page's, or none) is cleared and the app renders afresh.
 */
export function mountApp(container: HTMLElement, app: ReactNode, hydrate: boolean): void {
  const tree = (
    <StrictMode>
      {app}
      <MarkInteractive />
    </StrictMode>
  );
  if (hydrate) {
    hydrateRoot(container, tree);
  } else {
    container.replaceChildren();
    createRoot(container).render(tree);
  }
}
