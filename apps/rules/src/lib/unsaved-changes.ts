/**
 * Warning before unsaved work is lost. The shell's router package (@pulse/router) offers no
 * navigation blocker, so a page guards what it can: the browser's own "Leave site?" prompt on
 * reload, close and typed addresses (`beforeunload`), and a confirmation on its own links
 * (RulesFrame's tabs, `unsaved`). The shell's sidebar and header links are not covered.
 */
import { useEffect } from 'react';

/** The confirmation's texts, shared by the page's links. */
export const LEAVE_TITLE = 'Leave without saving?';
/** What the confirmation says is lost. */
export const LEAVE_MESSAGE =
  'The draft has changes that are not saved. If you leave this page now, they are lost.';

/**
 * While `active`, asks the browser to confirm before the page unloads (reload, close, another
 * address). Browsers show their own text; the handler only has to cancel the event.
 */
export function useWarnBeforeUnload(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
