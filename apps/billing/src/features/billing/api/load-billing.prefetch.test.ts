/**
 * The shell starts the Billing page's first-paint calls when the navigation starts
 * (@pulse/api-client's ROUTE_DATA); the page's own calls must be exactly those, so they join them
 * instead of asking the API again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, prefetchRouteData } from '@pulse/api-client';
import { currentMonth } from '@pulse/ui';
import { listPayments } from '../../payments/api/payments';
import { getUsageAlerts } from '../../usage-alerts/api/usage-alerts';
import { loadBilling } from './load-billing';

const fetchMock = vi.fn(
  async () => new Response('[]', { headers: { 'content-type': 'application/json' } }),
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

describe('Billing first paint after the route prefetch', () => {
  it('asks the API nothing more', async () => {
    expect(prefetchRouteData('/billing', { clientId: 'client-1', mode: 'live' })).toBe(true);
    const signal = new AbortController().signal;
    await Promise.all([
      loadBilling('client-1', currentMonth(), signal),
      getUsageAlerts({ signal }),
      listPayments({ signal }),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
