/**
 * The light entry of the public pages (docs/adr/0029-light-entry-for-public-pages.md): sign-in,
 * sign-up and e-mail verification hydrate here, without Module Federation, React
 * Router or yup, and hand over to the full app (src/index.ts) with a page load for everything else.
 */
// In this entry's chunk, not a lazy one: `/` hydrates without a second round trip for its page
// (the route's `loadLoginPage()` then resolves from this chunk).
import './features/auth/components/login-page';
import { isSignedIn, readStoredUser } from '@pulse/auth';
import { openPage, PublicApp } from './app/public/public-app';
import { keepDevRemoteOverrides } from './app/remotes/dev-overrides';
import { mountApp } from './lib/mount';
import { leaveTo } from './lib/public-navigation';
import { returnPath } from './lib/session-expiry';

/**
 * Hydrates the prerendered page when the URL is the one it was rendered for; renders the URL's page
 * afresh when a server answered with another page's HTML. A signed-in visitor goes on to the app,
 * as the full app's guest guard would send them, without rendering anything here.
 */
async function start(container: HTMLElement): Promise<void> {
  if (isSignedIn(readStoredUser())) return leaveTo(returnPath(), { replace: true });
  const page = await openPage(window.location.pathname);
  // Only a misconfigured server gives this entry another path; `/` is always one of its pages.
  if (!page) return leaveTo('/', { replace: true });
  mountApp(
    container,
    <PublicApp initial={page} />,
    container.dataset.prerendered === page.route.pattern,
  );
}

// Sign-in hands over to the full app with a page load that drops the query.
keepDevRemoteOverrides();
const root = document.getElementById('root');
if (root) void start(root);
