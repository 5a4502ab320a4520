import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ComponentType } from 'react';
import { isSignedIn, readStoredUser, STORAGE_KEY } from '@pulse/auth';
import { DeferredToastProvider, ToastScope, UiProvider } from '@pulse/ui';
import {
  PublicNavigationContext,
  leaveTo,
  type PublicNavigation,
} from '../../lib/public-navigation';
import { returnPath } from '../../lib/session-expiry';
import { matchPublicRoute, type PublicMatch } from './public-routes';

/** A matched light-entry route whose page code is loaded. */
export type OpenPage = PublicMatch & { Page: ComponentType };

/** Loads the page of `pathname`, or null when the path is the full app's. */
export async function openPage(pathname: string): Promise<OpenPage | null> {
  const match = matchPublicRoute(pathname);
  return match ? { ...match, Page: await match.route.load() } : null;
}

/**
 * The light entry's app: the
 * Chakra system, toasts that load with the first one, and the public pages. Moving between them
 * happens in place (history entries, as with the router), so the sign-up's success toast stays on
 * screen over the sign-in page; any other path is left to the full app with a page load.
 * A visitor who is (or becomes, in another tab) signed in leaves for their dashboard or the page
 * their session expired on, as the full app's guest guard does.
 */
export function PublicApp({ initial }: { initial: OpenPage }) {
  const [current, setCurrent] = useState(initial);

  // Without the session atom (jotai stays out of this entry): the browser's `storage` event, which
  // only other tabs fire. This tab's sign-in leaves from its own hook (useLogin); leaving here too
  // started a second page load that aborted the first (net::ERR_ABORTED) on every sign-in.
  useEffect(() => {
    const onOtherTab = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY && isSignedIn(readStoredUser()))
        leaveTo(returnPath(), { replace: true });
    };
    window.addEventListener('storage', onOtherTab);
    return () => window.removeEventListener('storage', onOtherTab);
  }, []);

  const navigate = useCallback((to: string, { replace = false } = {}) => {
    const url = new URL(to, window.location.href);
    const inApp = url.origin === window.location.origin;
    void (inApp ? openPage(url.pathname) : Promise.resolve(null)).then((page) => {
      if (!page) return leaveTo(url.href, { replace });
      const path = `${url.pathname}${url.search}${url.hash}`;
      if (replace) window.history.replaceState(null, '', path);
      else window.history.pushState(null, '', path);
      window.scrollTo(0, 0);
      setCurrent(page);
    });
  }, []);

  useEffect(() => {
    const onPopState = () => {
      void openPage(window.location.pathname).then((page) =>
        page ? setCurrent(page) : window.location.reload(),
      );
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigation = useMemo<PublicNavigation>(
    () => ({ params: current.params, navigate }),
    [current.params, navigate],
  );
  const { Page } = current;
  return (
    <UiProvider>
      <DeferredToastProvider>
        <ToastScope value="public">
          <PublicNavigationContext.Provider value={navigation}>
            <Page key={current.route.pattern} />
          </PublicNavigationContext.Provider>
        </ToastScope>
      </DeferredToastProvider>
    </UiProvider>
  );
}
