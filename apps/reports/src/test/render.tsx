import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@pulse/router';
import { ToastProvider, ToastScope, UiProvider } from '@pulse/ui';

/**
 * Renders a page at `path` in a memory router inside the providers the shell mounts (UiProvider,
 * ToastProvider, ToastScope "app"), with /reports and /reports/:id routes.
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
  const utils = render(
    <UiProvider>
      <ToastProvider>
        <ToastScope value="app">
          <RouterProvider router={router} />
        </ToastScope>
      </ToastProvider>
    </UiProvider>,
  );
  return { router, ...utils };
}
