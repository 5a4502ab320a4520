/**
 * The shell starts the Dashboard's first-paint calls when the navigation starts (@pulse/api-client's
 * ROUTE_DATA); this page's own load must make exactly those calls, so it joins them instead of
 * asking the API again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, prefetchRouteData } from '@pulse/api-client';
import { currentMonth } from '@pulse/ui';
import { loadDashboard } from './load-dashboard';

const fetchMock = vi.fn(
  async () => new Response(JSON.stringify({}), { headers: { 'content-type': 'application/json' } }),
);

beforeEach(() => {
  localStorage.setItem(
    'root',
    JSON.stringify({ user: { token: 't', apiKey: 'k', clientId: 'client-1', services: {} } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ baseURL: 'http://api.test/api', onSessionExpired: () => {} });
  fetchMock.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Dashboard first paint after the route prefetch', () => {
  it.each(['live', 'test'] as const)('asks the API nothing more (%s view)', async (mode) => {
    expect(prefetchRouteData('/dashboard', { clientId: 'client-1', mode })).toBe(true);
    const controller = new AbortController();
    await loadDashboard({ clientId: 'client-1', month: currentMonth(), mode }, controller.signal);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it.each(['developer', 'viewer'] as const)(
    'a %s, who may not read billing, is never asked the billing summary',
    async (role) => {
      expect(prefetchRouteData('/dashboard', { clientId: 'client-1', mode: 'live', role })).toBe(
        true,
      );
      const data = await loadDashboard({
        clientId: 'client-1',
        month: currentMonth(),
        billing: false,
      });
      const urls = fetchMock.mock.calls.map((call) => String((call as unknown[])[0]));
      expect(urls.filter((url) => url.includes('/billing'))).toEqual([]);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(data.billingSummary).toBeNull();
    },
  );
});
