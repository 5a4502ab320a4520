import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from '@pulse/router';
import { resolveLazyRoutes } from './resolve-lazy-routes';

function Page() {
  return null;
}

describe('resolveLazyRoutes', () => {
  it('loads the lazy routes the path matches into the route objects, and only those', async () => {
    const signup = vi.fn(async () => ({ Component: Page }));
    const layout = vi.fn(async () => ({ Component: Page }));
    const routes: RouteObject[] = [
      {
        id: 'root',
        children: [
          { path: 'signup', lazy: signup },
          { lazy: layout, children: [{ path: 'dashboard', element: null }] },
        ],
      },
    ];
    expect(await resolveLazyRoutes(routes, '/signup')).toBe(1);
    expect(signup).toHaveBeenCalledOnce();
    expect(layout).not.toHaveBeenCalled();
    const route = routes[0]?.children?.[0];
    expect(route?.Component).toBe(Page);
    expect(route?.lazy).toBeUndefined();
  });

  it('does nothing for a path no route matches', async () => {
    expect(await resolveLazyRoutes([{ path: 'a', lazy: async () => ({}) }], '/b')).toBe(0);
  });
});
