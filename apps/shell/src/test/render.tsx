/**
 * The shell tests' render: routes inside the shell's own AppProvider (the tree @pulse/test-utils
 * mirrors for the remotes), whose store is Jotai's default one, so `signInAs` sets its session.
 */
import { StrictMode } from 'react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@pulse/router';
import type { RouteObject } from '@pulse/router';
import { getDefaultStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { sessionAtom } from '@pulse/auth';
import type { SessionUser } from '@pulse/auth';
import { AppProvider } from '../app/provider';

/** Signs `user` in on the default store (what AppProvider reads); null signs out. */
export function signInAs(user: SessionUser | null) {
  getDefaultStore().set(sessionAtom, user ?? RESET);
}

/**
 * Renders routes in a memory router inside the app's providers, with a `user` (userEvent).
 * `strict` wraps the tree in React's StrictMode, as `mountApp` (src/lib/mount.tsx) does: in a
 * development build, and in the tests, every effect mounts, unmounts and mounts again.
 */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  { strict = false }: { strict?: boolean } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const tree = (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
  const utils = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { router, user, ...utils };
}
