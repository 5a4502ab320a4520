/**
 * Renders routes inside the provider tree the shell gives its pages and the remotes: Jotai, a
 * query client, Chakra (UiProvider), the toasts (ToastProvider, ToastScope "app") and a memory
 * router.
 */
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as StateProvider, createStore } from 'jotai';
import { sessionAtom, type SessionUser } from '@pulse/auth';
import { RouterProvider, createMemoryRouter, type RouteObject } from '@pulse/router';
import { ToastProvider, ToastScope, UiProvider } from '@pulse/ui';
import { TEST_USER, storeSession } from './session';

/** How renderWithProviders starts. */
export interface RenderWithProvidersOptions {
  /** The router's history; default ['/']. */
  initialEntries?: string[];
  /** Which entry of `initialEntries` is current; default the last. */
  initialIndex?: number;
  /** The signed-in member, merged over TEST_USER; null for nobody signed in. Default TEST_USER. */
  member?: Partial<SessionUser> | null;
}

/** What renderWithProviders returns besides Testing Library's result. */
export interface RenderedWithProviders extends RenderResult {
  /** The memory router, to read `router.state.location` after navigation. */
  router: ReturnType<typeof createMemoryRouter>;
  /** This render's own query client. */
  queryClient: QueryClient;
  /** A userEvent instance to act with. */
  user: ReturnType<typeof userEvent.setup>;
  /** This render's own Jotai store, holding the session. */
  store: ReturnType<typeof createStore>;
}

/**
 * Renders `routes` in a memory router inside the shell's providers. Each render gets a store and
 * a query client of its own (no retries, so a failure shows at once; cached data kept for the whole
 * test), so nothing leaks from one test into the next. The member's session is also stored in
 * localStorage, where the API client reads the token.
 */
export function renderWithProviders(
  routes: RouteObject[],
  { initialEntries = ['/'], initialIndex, member = {} }: RenderWithProvidersOptions = {},
): RenderedWithProviders {
  const session = member ? { ...TEST_USER, ...member } : null;
  storeSession(session);
  const store = createStore();
  store.set(sessionAtom, session);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries, initialIndex });
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
  return { ...result, router, queryClient, user: userEvent.setup(), store };
}
