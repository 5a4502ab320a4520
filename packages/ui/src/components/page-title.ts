import { useEffect } from 'react';

/** The one format of every page's document title: "Dashboard · Pulse". */
export function pageTitle(name: string): string {
  return `${name} · Pulse`;
}

/**
 * Sets the document title to `pageTitle(name)` while the page is mounted and restores the previous
 * one after, so browser tabs, history and screen readers tell the pages apart.
 */
export function usePageTitle(name: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle(name);
    return () => {
      document.title = previous;
    };
  }, [name]);
}
