import { RouterProvider } from '@pulse/router';
import { configureApiClient } from '@pulse/api-client';
import { AppProvider } from './provider';
import { router } from './router';

// Spec §4 session expiry: the client clears the stored session; the guards then leave protected
// pages, and this sends the router to `/` without reloading the page.
configureApiClient({
  baseURL: '/api',
  onSessionExpired: () => void router.navigate('/', { replace: true }),
});

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
