/** The reports tests' render: the list and the detail routes, and a page before them. */
import type { ReactElement } from 'react';
import type { SessionUser } from '@pulse/auth';
import { renderWithProviders } from '@pulse/test-utils';

/**
 * Renders a page at `path` inside the shell's providers with nobody signed in (or `member`), mounted at
 * `routePath`, beside /reports/:id (a "detail page" marker unless it is the page's own route) and a
 * catch-all "elsewhere", which the history holds before `path` so Back can be asserted.
 * @returns Testing Library's result plus the `router`, the `queryClient` and a `user` (userEvent)
 */
export function renderPage(
  element: ReactElement,
  path: string,
  routePath = '/reports',
  member: Partial<SessionUser> | null = null,
) {
  return renderWithProviders(
    [
      { path: routePath, element },
      {
        path: '/reports/:id',
        element: routePath === '/reports/:id' ? element : <p>detail page</p>,
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/elsewhere', path], initialIndex: 1, member },
  );
}
