/** Test helpers: render inside the providers the shell mounts (UI, toasts, a memory router). */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from '@pulse/router';
import { STORAGE_KEY } from '@pulse/auth';
import { ToastProvider, ToastScope, UiProvider } from '@pulse/ui';

export const testUser = {
  token: 'tok',
  apiKey: 'pk_live_test',
  clientId: 'cl_123',
  services: { fraudEngine: false },
  fraudEngineServices: {
    phoneLookup: true,
    emailLookup: true,
    binLookup: true,
    addressLookup: true,
    ipLookup: true,
    amlPerson: true,
    amlBusiness: true,
  },
};

/** Stores a signed-in session the way @pulse/auth persists it. */
export function signInForTest(user = testUser): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ user }));
}

/**
 * Renders `element` at `path` (with its query) inside a memory router; other paths render a
 * marker ("at /dashboard") so navigation can be asserted. Each render has a query client of its
 * own, without retries, and a `user` (userEvent).
 */
export function renderPage(element: ReactElement, path = '/') {
  const pathname = path.split('?')[0] ?? '/';
  const router = createMemoryRouter(
    [
      { path: pathname, element },
      { path: '*', element: <p>at-other-route</p> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        <ToastProvider>
          <ToastScope value="app">
            <RouterProvider router={router} />
          </ToastScope>
        </ToastProvider>
      </UiProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, user, queryClient };
}
