import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from '../prerender/prerendered-pages';
import { PUBLIC_ROUTES, matchPublicRoute } from './public-routes';

describe('matchPublicRoute', () => {
  it('opens sign-in, sign-up and e-mail verification in the light entry', () => {
    expect(matchPublicRoute('/')?.route.pattern).toBe('/');
    expect(matchPublicRoute('/signup')?.route.pattern).toBe('/signup');
    expect(matchPublicRoute('/verify-email/a%2Bb')).toMatchObject({
      route: { pattern: '/verify-email/:token' },
      params: { token: 'a%2Bb' },
    });
  });

  it('leaves every other path to the full app', () => {
    for (const path of ['/dashboard', '/forgot-password', '/verify-email', '/invite/x']) {
      expect(matchPublicRoute(path)).toBeNull();
    }
  });

  it('has exactly the prerendered pages marked for the light entry', () => {
    const light = PRERENDERED_PAGES.filter((page) => page.entry === 'public');
    expect(light.map((page) => page.pattern)).toEqual(PUBLIC_ROUTES.map((r) => r.pattern));
    for (const page of light) expect(matchPublicRoute(page.url)?.route.pattern).toBe(page.pattern);
  });
});
