/**
 * The one way the account tests render a page: a fresh query client (no retries, so a failure
 * shows at once), a memory router at `path`, Chakra and the toasts, with `user` signed in.
 */
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as StateProvider, createStore } from 'jotai';
import type { ReactElement } from 'react';
import { STORAGE_KEY, sessionAtom, type SessionUser } from '@pulse/auth';
import { RouterProvider, createMemoryRouter, type RouteObject } from '@pulse/router';
import { ToastProvider, ToastScope, UiProvider } from '@pulse/ui';

/** The signed-in owner every test starts as, unless it passes its own. */
export const TEST_USER: SessionUser = {
  token: 'tok',
  apiKey: 'pk_live_old0000000000000000wxyz',
  clientId: 'cl_123',
  role: 'owner',
  services: { fraudEngine: true },
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

export interface RenderPageOptions {
  /** The URL the router starts at; default '/'. */
  path?: string;
  /** The route pattern `ui` is mounted at; default '*'. */
  route?: string;
  /** Further routes beside the page (link targets). */
  routes?: RouteObject[];
  /** The session's member; null for none. */
  user?: Partial<SessionUser> | null;
}

/**
 * Renders `ui` with every provider the account pages need.
 * @returns Testing Library's result plus the `router` (its location), the `queryClient` and a
 *   `user` (userEvent) to act with
 */
export function renderPage(
  ui: ReactElement,
  { path = '/', route = '*', routes = [], user = {} }: RenderPageOptions = {},
): RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
  user: ReturnType<typeof userEvent.setup>;
} {
  const member = user ? { ...TEST_USER, ...user } : null;
  // The API client reads the stored session; the pages read it through a store of their own, so
  // one test's member never leaks into the next.
  if (member) localStorage.setItem(STORAGE_KEY, JSON.stringify({ user: member }));
  const store = createStore();
  store.set(sessionAtom, member);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: route, element: ui }, ...routes], {
    initialEntries: [path],
  });
  const result = render(
    <StateProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <UiProvider>
          <ToastProvider>
            <ToastScope value="app">
              <RouterProvider router={router} />
            </ToastScope>
          </ToastProvider>
        </UiProvider>
      </QueryClientProvider>
    </StateProvider>,
  );
  return { ...result, router, queryClient, user: userEvent.setup() };
}
