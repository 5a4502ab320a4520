import type { ComponentType } from 'react';
import { loadLoginPage, loadSignupPage, loadVerifyEmailPage } from '../../features/auth';
import { matchPattern, type PathParams } from '../../lib/match-pattern';

/** A page of the light entry: its route pattern (as the app's router declares it) and its code. */
export interface PublicRoute {
  pattern: string;
  load: () => Promise<ComponentType>;
}

/**
 * The pages the light entry serves: the prerendered
 * public pages a signed-out visitor lands on. Every other path is the full
 * app's, reached by a page load. Each must be in PRERENDERED_PAGES with `entry: 'public'`.
 */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { pattern: '/', load: async () => (await loadLoginPage()).LoginPage },
  { pattern: '/signup', load: async () => (await loadSignupPage()).SignupPage },
  {
    pattern: '/verify-email/:token',
    load: async () => (await loadVerifyEmailPage()).VerifyEmailPage,
  },
];

/** A light-entry route with the parameters `pathname` gives it. */
export interface PublicMatch {
  route: PublicRoute;
  params: PathParams;
}

/** The light-entry route `pathname` opens, or null when it is the full app's. */
export function matchPublicRoute(pathname: string): PublicMatch | null {
  for (const route of PUBLIC_ROUTES) {
    const params = matchPattern(route.pattern, pathname);
    if (params) return { route, params };
  }
  return null;
}
