import { RouterProvider } from '@pulse/router';
import { configureApiClient } from '@pulse/api-client';
import { rememberExpiredSession } from '../lib/session-expiry';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

/**
 * Spec §4 session expiry: the client clears the stored session; the guards then leave protected
 * pages, and this sends the router to `/` without reloading the page, remembering where the user
 * was so the next sign-in returns there (src/lib/session-expiry.ts).
 */
export function connectApiClient(router: AppRouter): void {
  configureApiClient({
    baseURL: '/api',
    onSessionExpired: () => {
      const { pathname, search } = router.state.location;
      rememberExpiredSession(pathname + search);
      void router.navigate('/', { replace: true });
    },
  });
}

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
