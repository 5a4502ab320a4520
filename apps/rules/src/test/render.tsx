/** The rules tests' render: the page at its path, and a marker for every other path. */
import type { ReactElement } from 'react';
import type { MemberRole } from '@pulse/auth';
import { renderWithProviders } from '@pulse/test-utils';

/**
 * Renders `element` at `path` inside the shell's providers, signed in with `role` (and `email`,
 * default the test member's ada@example.com); other paths render a marker ("at-other-route") so
 * navigation can be asserted.
 * @returns Testing Library's result plus the `router`, the `queryClient` and a `user` (userEvent)
 */
export function renderPage(
  element: ReactElement,
  {
    path = '/rules',
    role = 'owner' as MemberRole,
    email,
  }: { path?: string; role?: MemberRole; email?: string } = {},
) {
  return renderWithProviders(
    [
      { path, element },
      { path: '*', element: <p>at-other-route</p> },
    ],
    { initialEntries: [path], member: email ? { role, email } : { role } },
  );
}
