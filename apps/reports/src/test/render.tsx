import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from '@pulse/router';
import { ToastProvider, ToastScope, UiProvider } from '@pulse/ui';

/**
 * Renders a page at `path` in a memory router inside the providers the shell mounts (a query
 * client of its own per test, without retries; UiProvider, ToastProvider, ToastScope "app"), with
 * /reports and /reports/:id routes. Returns the router, a `user` (userEvent) and the render result.
 */
export function renderPage(element: ReactElement, path: string, routePath = '/reports') {
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      {
        path: '/reports/:id',
        element: routePath === '/reports/:id' ? element : <p>detail page</p>,
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/elsewhere', path], initialIndex: 1 },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const utils = render(
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
  return { router, user, queryClient, ...utils };
}
