/**
 * The one way the account tests render a page: the shell's providers (a fresh store and query
 * client each time), a memory router at `path`, with TEST_USER signed in unless told otherwise.
 */
import type { ReactElement } from 'react';
import type { SessionUser } from '@pulse/auth';
import type { RouteObject } from '@pulse/router';
import { renderWithProviders } from '@pulse/test-utils';

export interface RenderPageOptions {
  /** The URL the router starts at; default '/'. */
  path?: string;
  /** The route pattern `ui` is mounted at; default '*'. */
  route?: string;
  /** Further routes beside the page (link targets). */
  routes?: RouteObject[];
  /** The session's member, merged over TEST_USER; null for none. */
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
) {
  return renderWithProviders([{ path: route, element: ui }, ...routes], {
    initialEntries: [path],
    member: user,
  });
}
