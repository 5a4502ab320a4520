import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const preloadRemoteModule = vi.fn<(remote: string, exposed: string) => Promise<boolean>>();
vi.mock('./manifest', () => ({
  loadRemoteModule: vi.fn(),
  preloadRemoteModule: (remote: string, exposed: string) => preloadRemoteModule(remote, exposed),
}));

const { routePreloader } = await import('./route-preloader');
const { remotePageAt } = await import('./remote-pages');

beforeEach(() => {
  preloadRemoteModule.mockReset();
  vi.useFakeTimers();
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
    preloadRemoteModule.mockResolvedValue(true);
    routePreloader.preload('/billing');
    routePreloader.preload('/billing');
    await vi.runAllTimersAsync();
    expect(preloadRemoteModule.mock.calls).toEqual([['billing', 'BillingPage']]);
  });

  it('tries a failed preload again on the next hover', async () => {
    preloadRemoteModule.mockResolvedValueOnce(false).mockResolvedValue(true);
    routePreloader.preload('/data-sources');
    await vi.runAllTimersAsync();
    routePreloader.preload('/data-sources');
    await vi.runAllTimersAsync();
    expect(preloadRemoteModule).toHaveBeenCalledTimes(2);
  });

  it('preloads on idle one page after the other, and stops when cancelled', async () => {
    let finish: (ok: boolean) => void = () => {};
    preloadRemoteModule.mockImplementation(
      () =>
        new Promise<boolean>((resolve) => {
          finish = resolve;
        }),
    );
    const stop = routePreloader.preloadWhenIdle(['/reports', '/demo', '/license-key']);
    await vi.advanceTimersByTimeAsync(2_500);
    expect(preloadRemoteModule.mock.calls).toEqual([['reports', 'ReportsPage']]);
    finish(true);
    await vi.advanceTimersByTimeAsync(2_500);
    expect(preloadRemoteModule.mock.calls.at(-1)).toEqual(['demo', 'DemoPage']);
    stop();
    finish(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(preloadRemoteModule).toHaveBeenCalledTimes(2);
  });
});
