import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDefaultStore } from 'jotai';
import { RESET } from 'jotai/utils';
import type { RemoteRoutes, RouteQueries, RouteQueryContext } from '@pulse/remote-contracts';
import { sessionAtom, viewModeAtom } from '@pulse/auth';
import { TEST_USER } from '@pulse/test-utils';

/** A remote's `./route-queries`: one query per route, whose answer names the context it got. */
const contexts: RouteQueryContext[] = [];
const routeQueries: RouteQueries = {
  '/reports': (context) => [
    {
      queryKey: ['reports', 'list', { mode: context.mode, q: context.search.get('status') }],
      queryFn: () => (contexts.push(context), 'rows'),
    },
  ],
  '/reports/:id': (context) => [
    { queryKey: ['reports', 'detail', context.params], queryFn: () => 'detail' },
  ],
  '/billing': (context) => [{ queryKey: ['billing', context.clientId], queryFn: () => 'bill' }],
};

/** What each preload of a remote module resolves: pages a component, route-queries the table. */
const preloadRemoteModule = vi.fn(async (_remote: string, exposed: string) =>
  exposed === 'route-queries' ? routeQueries : () => null,
);
/** The routes each remote declares in its `./routes`. */
const DECLARED: Record<string, RemoteRoutes> = {
  reports: {
    routes: [
      { path: 'reports', page: 'ReportsPage', title: 'Reports' },
      { path: 'reports/:id', page: 'ReportDetailPage', title: 'Reports' },
    ],
  },
  billing: {
    routes: [{ path: 'billing', page: 'BillingPage', title: 'Billing', roles: ['owner', 'admin'] }],
  },
  account: { routes: [{ path: 'dashboard', page: 'DashboardPage', title: 'Dashboard' }] },
  demo: { routes: [{ path: 'demo/*', page: 'DemoPage', title: 'Services Demo' }] },
};
vi.mock(import('./manifest'), async (original) => {
  const manifest = await original();
  return {
    ...manifest,
    runtimeRemoteNames: async () => ['account', 'reports', 'demo', 'billing'],
    loadRemoteModule: (async (remote: string) => {
      const declared = DECLARED[remote];
      if (!declared) throw new manifest.RemoteModuleMissingError(remote, 'routes');
      return declared;
    }) as never,
    preloadRemoteModule: ((remote: string, exposed: string) =>
      preloadRemoteModule(remote, exposed)) as never,
  };
});

const { queryClient } = await import('../query-client');
const { PRELOADED_MARK, routePreloader } = await import('./route-preloader');

const store = getDefaultStore();
const modules = () =>
  preloadRemoteModule.mock.calls.map(([remote, exposed]) => `${remote}/${exposed}`);
const settle = () => vi.advanceTimersByTimeAsync(0);
/** What was asked of the API: the cache without the shell's own reads of the remotes' routes. */
const apiQueries = () =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.queryKey[0] !== 'shell');

beforeEach(() => {
  vi.useFakeTimers();
  store.set(sessionAtom, { ...TEST_USER, role: 'owner' });
  store.set(viewModeAtom, 'live');
  queryClient.clear();
  preloadRemoteModule.mockClear();
  contexts.length = 0;
});
afterEach(() => {
  store.set(sessionAtom, RESET);
  store.set(viewModeAtom, RESET);
  vi.useRealTimers();
});

describe('routePreloader', () => {
  it("a hovered link loads the page's code and prefetches its route queries in the view mode", async () => {
    store.set(viewModeAtom, 'test');
    routePreloader.preload('/reports?status=failed');
    await settle();
    expect(modules()).toEqual(['reports/ReportsPage', 'reports/route-queries']);
    expect(queryClient.getQueryData(['reports', 'list', { mode: 'test', q: 'failed' }])).toBe(
      'rows',
    );
    expect(contexts[0]).toMatchObject({
      clientId: TEST_USER.clientId,
      mode: 'test',
      role: 'owner',
    });
  });

  it('a navigation prefetches the route queries with the path parameters', async () => {
    routePreloader.prefetchData('/reports/rpt_1');
    await settle();
    expect(queryClient.getQueryData(['reports', 'detail', { id: 'rpt_1' }])).toBe('detail');
    routePreloader.prefetchData('/reports/rpt_2');
    await settle();
    expect(queryClient.getQueryData(['reports', 'detail', { id: 'rpt_2' }])).toBe('detail');
    // Its code is the route's to load; the route queries module is read once per session.
    expect(modules()).toEqual(['reports/route-queries']);
  });

  it('idle after sign-in: one section after the other, code and data, until cancelled', async () => {
    const cancel = routePreloader.preloadWhenIdle(['/reports', '/billing', '/demo']);
    await vi.advanceTimersByTimeAsync(200);
    expect(queryClient.getQueryData(['reports', 'list', { mode: 'live', q: null }])).toBe('rows');
    expect(queryClient.getQueryData(['billing', TEST_USER.clientId])).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200);
    expect(queryClient.getQueryData(['billing', TEST_USER.clientId])).toBe('bill');
    cancel();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(modules()).not.toContain('demo/DemoPage');
  });

  it('marks the end of idle preloading once every section is fetched, and not when cancelled', async () => {
    // happy-dom keeps no performance entries: the mark itself is what the browser tests wait for.
    const mark = vi.spyOn(performance, 'mark');
    const cancel = routePreloader.preloadWhenIdle(['/reports', '/billing']);
    await vi.advanceTimersByTimeAsync(200);
    cancel();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(mark).not.toHaveBeenCalledWith(PRELOADED_MARK);
    routePreloader.preloadWhenIdle(['/reports', '/billing']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(mark).toHaveBeenCalledWith(PRELOADED_MARK);
    mark.mockRestore();
  });

  it('nothing without a session, nor for a page the role may not open', async () => {
    store.set(sessionAtom, { ...TEST_USER, role: 'viewer' });
    routePreloader.preload('/billing');
    await settle();
    store.set(sessionAtom, RESET);
    routePreloader.prefetchData('/reports');
    await settle();
    expect(modules()).toEqual([]);
    expect(apiQueries()).toEqual([]);
  });

  it('a remote without route queries prefetches nothing and is asked again later', async () => {
    preloadRemoteModule.mockImplementation(async () => undefined as never);
    routePreloader.prefetchData('/dashboard');
    await settle();
    routePreloader.prefetchData('/dashboard');
    await settle();
    expect(modules()).toEqual(['account/route-queries', 'account/route-queries']);
    expect(apiQueries()).toEqual([]);
  });
});

describe('routePreloader with the data saver on (Save-Data)', () => {
  beforeEach(() => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'connection');
  });

  it('preloads nothing on idle, but still the link the user points at', async () => {
    routePreloader.preloadWhenIdle(['/reports']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(modules()).toEqual([]);
    routePreloader.preload('/reports');
    await settle();
    expect(modules()).toContain('reports/ReportsPage');
  });
});
