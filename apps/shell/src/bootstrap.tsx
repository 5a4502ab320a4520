import { getDefaultStore } from 'jotai';
import { isAuthenticatedAtom } from '@pulse/auth';
import { matchPath } from '@pulse/router';
import { App, connectApiClient } from './app/app';
import { mountApp } from './lib/mount';
import { keepDevRemoteOverrides } from './app/remotes/dev-overrides';
import { resolveLazyRoutes } from './app/prerender/resolve-lazy-routes';
import { createAppRouter } from './app/router';
import { routes } from './app/routes/routes';

/**
 * A prerendered public page (src/app/prerender/prerendered-pages.ts) is hydrated: its markup and
 * styles are already on screen. A signed-in user on such a page is sent on by the guards, so the
 * markup would differ: it is rendered afresh instead. Every other route renders in the browser.
 */
async function start(container: HTMLElement): Promise<void> {
  const prerendered = container.dataset.prerendered;
  const hydrate =
    prerendered !== undefined &&
    // A server that answered this URL with another page's HTML: render what the URL asks for.
    matchPath(prerendered, window.location.pathname) !== null &&
    !getDefaultStore().get(isAuthenticatedAtom);
  if (hydrate) await resolveLazyRoutes(routes, window.location.pathname);
  const router = createAppRouter();
  connectApiClient(router);
  mountApp(container, <App router={router} />, hydrate);
}

keepDevRemoteOverrides();
const root = document.getElementById('root');
if (root) void start(root);
