import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { RoutePreloadContext, type RoutePreloader } from '../../../lib/route-preload';
import { RoutedNavContext, type RoutedNav } from '../../../lib/routed-nav';
import { TEST_USER } from '@pulse/test-utils';
import { renderRoutes, signInAs } from '../../../test/render';
import { Sidebar } from './sidebar';

function renderSidebar(nav?: RoutedNav) {
  const preloader = {
    preload: vi.fn<RoutePreloader['preload']>(),
    prefetchData: vi.fn<RoutePreloader['prefetchData']>(),
    preloadWhenIdle: vi.fn<RoutePreloader['preloadWhenIdle']>(() => () => {}),
  };
  signInAs({ ...TEST_USER, role: 'owner' });
  const sidebar = (
    <RoutePreloadContext.Provider value={preloader}>
      <RoutedNavContext.Provider
        value={nav ?? { entries: [], titleAt: () => undefined, loading: false }}
      >
        <Sidebar
          ratio={1}
          dragging={false}
          open
          narrow={false}
          onNavigate={() => {}}
          onLogout={() => {}}
          onClose={() => {}}
        />
      </RoutedNavContext.Provider>
    </RoutePreloadContext.Provider>
  );
  const utils = renderRoutes(
    [
      { path: '/data-sources', element: sidebar },
      { path: '/dashboard', element: <p>Dashboard page</p> },
      { path: '/reports', element: <p>Reports page</p> },
    ],
    '/data-sources',
  );
  const link = (name: string) =>
    screen.getByRole('navigation').querySelector(`a[href="${name}"]`) as HTMLAnchorElement;
  return { ...utils, preloader, link };
}

describe('Sidebar: the next section starts loading before it is opened', () => {
  it('the link under the pointer preloads its page, code and data', async () => {
    const { preloader, link, user } = renderSidebar();
    await user.hover(link('/reports'));
    expect(preloader.preload).toHaveBeenCalledWith('/reports');
  });

  it('a focused link preloads its page', () => {
    const { preloader, link } = renderSidebar();
    act(() => link('/billing').focus());
    expect(preloader.preload).toHaveBeenCalledWith('/billing');
  });

  it("a click starts the page's data with the navigation, before the page renders", async () => {
    const { preloader, link, router, user } = renderSidebar();
    let renderedWhenPrefetched: string | undefined;
    preloader.prefetchData.mockImplementation(() => {
      renderedWhenPrefetched = router.state.location.pathname;
    });
    await user.click(link('/dashboard'));
    expect(preloader.prefetchData).toHaveBeenCalledWith('/dashboard');
    // Started while the router was still on the page being left.
    expect(renderedWhenPrefetched).toBe('/data-sources');
  });
});

describe('Sidebar: the entries of the remotes', () => {
  it("says it is busy while a remote's routes load, and shows their entries once there", () => {
    const batches = { label: 'Batches', path: '/batches', icon: 'layers', order: 25 } as const;
    renderSidebar({ entries: [], titleAt: () => undefined, loading: true });
    expect(screen.getByRole('navigation').getAttribute('aria-busy')).toBe('true');
    renderSidebar({ entries: [batches], titleAt: () => undefined, loading: false });
    const navs = screen.getAllByRole('navigation');
    const last = navs[navs.length - 1] as HTMLElement;
    expect(last.hasAttribute('aria-busy')).toBe(false);
    expect(last.querySelector('a[href="/batches"]')).toBeTruthy();
  });
});
