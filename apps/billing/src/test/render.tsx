/** The billing tests' render: the page at its path, and a marker for every other path. */
import type { ReactElement } from 'react';
import { renderWithProviders } from '@pulse/test-utils';

/** The billing tests' member: TEST_USER without a Fraud Engine contract (the top-up dialog's case). */
const MEMBER = { services: { fraudEngine: false } };

/**
 * Renders `element` at `path` (with its query) inside the shell's providers, signed in as
 * MEMBER; other paths render a marker ("at-other-route") so navigation can be asserted.
 * @returns Testing Library's result plus the `router`, the `queryClient` and a `user` (userEvent)
 */
export function renderPage(element: ReactElement, path = '/') {
  const pathname = path.split('?')[0] ?? '/';
  return renderWithProviders(
    [
      { path: pathname, element },
      { path: '*', element: <p>at-other-route</p> },
    ],
    { initialEntries: [path], member: MEMBER },
  );
}
