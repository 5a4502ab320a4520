import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDefaultStore } from 'jotai';
import { RESET } from 'jotai/utils';
import type * as ApiClient from '@pulse/api-client';
import { sessionAtom, viewModeAtom } from '@pulse/auth';

/** What a successful preload resolves: the page component (undefined when it failed). */
const Page = () => null;
const preloadRemoteModule = vi.fn<(remote: string, exposed: string) => Promise<unknown>>();
vi.mock('./manifest', () => ({
  loadRemoteModule: vi.fn(),
  preloadRemoteModule: (remote: string, exposed: string) => preloadRemoteModule(remote, exposed),
}));

const prefetchRouteData = vi.fn<(pathname: string, context: unknown) => boolean>();
vi.mock('@pulse/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  prefetchRouteData: (pathname: string, context: unknown) => prefetchRouteData(pathname, context),
}));

/** The hidden first renders asked for; each ends at once here (page-warmup.test.tsx renders them). */
const warmPage = vi.fn<(pathname: string) => Promise<void>>(() => Promise.resolve());
vi.mock('./page-warmup-queue', () => ({
  warmPage: (pathname: string) => warmPage(pathname),
}));

const { testUser } = await import('../../test/render');
const { routePreloader } = await import('./route-preloader');
const { remotePageAt } = await import('./remote-pages');

const store = getDefaultStore();

beforeEach(() => {
  preloadRemoteModule.mockReset();
  prefetchRouteData.mockReset();
  warmPage.mockClear();
  store.set(sessionAtom, { ...testUser, role: 'owner' });
  store.set(viewModeAtom, 'live');
  vi.useFakeTimers();
});
afterEach(() => {
  store.set(sessionAtom, RESET);
  store.set(viewModeAtom, RESET);
});
afterEach(() => vi.useRealTimers());

describe('remotePageAt', () => {
  it('finds the remote page of a layout path, nested paths included', () => {
    expect(remotePageAt('/dashboard')).toBe('dashboard');
    expect(remotePageAt('/reports/abc')).toBe('reportDetail');
    expect(remotePageAt('/demo/ip')).toBe('demo');
    expect(remotePageAt('/')).toBeUndefined();
  });
});

describe('routePreloader', () => {
  it('preloads the remote entry and module of a hovered link once', async () => {
    preloadRemoteModule.mockResolvedValue(Page);
    routePreloader.preload('/billing');
    routePreloader.preload('/billing');
    await vi.runAllTimersAsync();
    expect(preloadRemoteModule.mock.calls).toEqual([['billing', 'BillingPage']]);
  });

  it('tries a failed preload again on the next hover', async () => {
    preloadRemoteModule.mockResolvedValueOnce(undefined).mockResolvedValue(Page);
    routePreloader.preload('/data-sources');
    await vi.runAllTimersAsync();
    routePreloader.preload('/data-sources');
    await vi.runAllTimersAsync();
    expect(preloadRemoteModule).toHaveBeenCalledTimes(2);
  });

  it('preloads on idle one page after the other, and stops when cancelled', async () => {
    let finish: (page: unknown) => void = () => {};
    preloadRemoteModule.mockImplementation(
      () =>
        new Promise<unknown>((resolve) => {
          finish = resolve;
        }),
    );
    const stop = routePreloader.preloadWhenIdle(['/reports', '/demo', '/license-key']);
    await vi.advanceTimersByTimeAsync(2_500);
    expect(preloadRemoteModule.mock.calls).toEqual([['reports', 'ReportsPage']]);
    finish(Page);
    await vi.advanceTimersByTimeAsync(2_500);
    expect(preloadRemoteModule.mock.calls.at(-1)).toEqual(['demo', 'DemoPage']);
    stop();
    finish(Page);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(preloadRemoteModule).toHaveBeenCalledTimes(2);
  });

  it('renders each page preloaded on idle ahead, once its code ran, before the next one', async () => {
    let finishWarmup: () => void = () => {};
    warmPage.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finishWarmup = resolve;
        }),
    );
    preloadRemoteModule.mockResolvedValue(Page);
    const stop = routePreloader.preloadWhenIdle(['/developers', '/settings']);
    await vi.advanceTimersByTimeAsync(2_500);
    expect(warmPage.mock.calls).toEqual([['/developers']]);
    await vi.advanceTimersByTimeAsync(2_500);
    expect(preloadRemoteModule).toHaveBeenCalledTimes(1);
    finishWarmup();
    await vi.advanceTimersByTimeAsync(2_500);
    expect(preloadRemoteModule.mock.calls.at(-1)).toEqual(['account', 'SettingsPage']);
    expect(warmPage.mock.calls.at(-1)).toEqual(['/settings']);
    finishWarmup();
    stop();
  });

  it('renders ahead no page whose code failed, that the role may not open, or that is shown', async () => {
    store.set(sessionAtom, { ...testUser, role: 'viewer' });
    window.history.replaceState(null, '', '/settings');
    preloadRemoteModule.mockImplementation((_remote, exposed) =>
      Promise.resolve(exposed === 'ReportDetailPage' ? undefined : Page),
    );
    const stop = routePreloader.preloadWhenIdle([
      '/settings',
      '/developers',
      '/reports/r1',
      '/data-sources',
    ]);
    await vi.advanceTimersByTimeAsync(10_000);
    stop();
    window.history.replaceState(null, '', '/');
    expect(warmPage.mock.calls).toEqual([['/data-sources']]);
  });
});

describe('routePreloader with the data saver on (Save-Data)', () => {
  beforeEach(() => {
    preloadRemoteModule.mockResolvedValue(Page);
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'connection');
  });

  it('preloads nothing on idle, but still the link the user points at', async () => {
    const before = preloadRemoteModule.mock.calls.length;
    const stop = routePreloader.preloadWhenIdle(['/dashboard', '/billing']);
    await vi.advanceTimersByTimeAsync(10_000);
    stop();
    expect(preloadRemoteModule.mock.calls.length).toBe(before);
    routePreloader.preload('/dashboard');
    await vi.runAllTimersAsync();
    expect(preloadRemoteModule.mock.calls.length).toBe(before + 1);
  });
});

describe("routePreloader: a page's first-paint data", () => {
  beforeEach(() => preloadRemoteModule.mockResolvedValue(Page));

  it('a hovered or focused link starts its data with its code, for the client in its view mode', () => {
    routePreloader.preload('/dashboard');
    expect(prefetchRouteData).toHaveBeenCalledWith('/dashboard', {
      clientId: 'client-1',
      mode: 'live',
      role: 'owner',
    });
    store.set(viewModeAtom, 'test');
    routePreloader.preload('/reports');
    expect(prefetchRouteData).toHaveBeenLastCalledWith('/reports', {
      clientId: 'client-1',
      mode: 'test',
      role: 'owner',
    });
  });

  it('a navigation starts the data of the page it opens', () => {
    routePreloader.prefetchData('/billing');
    expect(prefetchRouteData).toHaveBeenCalledWith('/billing', {
      clientId: 'client-1',
      mode: 'live',
      role: 'owner',
    });
    expect(preloadRemoteModule).not.toHaveBeenCalled();
  });

  it('idle preloading fetches code only: data would be stale by the time it is opened', async () => {
    const stop = routePreloader.preloadWhenIdle(['/dashboard', '/reports', '/billing']);
    await vi.advanceTimersByTimeAsync(10_000);
    stop();
    expect(prefetchRouteData).not.toHaveBeenCalled();
  });

  it('nothing without a session, nor for a page the role may not open', () => {
    store.set(sessionAtom, { ...testUser, role: 'viewer' });
    routePreloader.prefetchData('/billing');
    expect(prefetchRouteData).not.toHaveBeenCalled();
    routePreloader.prefetchData('/dashboard');
    expect(prefetchRouteData).toHaveBeenCalledTimes(1);
    store.set(sessionAtom, RESET);
    routePreloader.prefetchData('/dashboard');
    expect(prefetchRouteData).toHaveBeenCalledTimes(1);
  });
});
