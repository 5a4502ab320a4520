import { describe, expect, it } from 'vitest';
import {
  getAccountSummary,
  getBilling,
  getMonthlyBillingSummary,
  getUsageAlerts,
  getVerificationCountsResponse,
  listPayments,
  listReports,
  monthOf,
  prefetchRouteData,
} from './index';
import { calls, reply, signIn, useFakeApi } from './test/fake-api';

useFakeApi();

const now = new Date(2026, 10, 25, 12);
const context = { clientId: 'client-42', mode: 'test' as const, now };
const paths = () => calls.map((c) => `${new URL(c.url).pathname}${new URL(c.url).search}`);

describe('monthOf', () => {
  it('is the local YYYY-MM', () => {
    expect(monthOf(new Date(2026, 0, 31, 23, 59))).toBe('2026-01');
    expect(monthOf(now)).toBe('2026-11');
  });
});

describe('prefetchRouteData', () => {
  it("starts the Dashboard's three calls for the current month, and the page's calls join them", async () => {
    signIn();
    reply({ body: { countDetails: {}, daily: [] } }, { body: {} }, { body: {} });
    expect(prefetchRouteData('/dashboard', context)).toBe(true);
    const options = { signal: new AbortController().signal };
    await Promise.all([
      getVerificationCountsResponse(
        { clientId: 'client-42', month: '2026-11', mode: 'test' },
        options,
      ),
      getAccountSummary({ clientId: 'client-42' }, options),
      getMonthlyBillingSummary({ clientId: 'client-42' }, options),
    ]);
    expect(paths().sort()).toEqual([
      '/api/billing/monthly-summary?clientId=client-42',
      '/api/dashboard/account-summary?clientId=client-42',
      '/api/verification/counts?clientId=client-42&month=2026-11&mode=test',
    ]);
  });

  it("starts the Reports list's first page in the view mode", async () => {
    signIn();
    reply({ body: [] });
    expect(prefetchRouteData('/reports/', context)).toBe(true);
    await listReports({ limit: 20, mode: 'test' });
    expect(paths()).toEqual(['/api/reports?limit=20&mode=test']);
  });

  it("starts Billing's month, usage alerts and payments", async () => {
    signIn();
    reply({ body: {} }, { body: [] }, { body: [] });
    expect(prefetchRouteData('/billing', context)).toBe(true);
    await Promise.all([
      getBilling({ clientId: 'client-42', month: '2026-11' }),
      getUsageAlerts(),
      listPayments(),
    ]);
    expect(paths().sort()).toEqual([
      '/api/billing/alerts',
      '/api/billing?month=2026-11&clientId=client-42',
      '/api/payments',
    ]);
  });

  it('does nothing for a route without declared calls, or without a client', () => {
    signIn();
    expect(prefetchRouteData('/license-key', context)).toBe(false);
    expect(prefetchRouteData('/reports/abc', context)).toBe(false);
    expect(prefetchRouteData('/dashboard', { ...context, clientId: '' })).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('leaves errors to the page: a failed prefetch is not kept and raises nothing', async () => {
    signIn();
    reply({ status: 500, body: { error: 'boom' } }, { body: [] });
    prefetchRouteData('/reports', context);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(listReports({ limit: 20, mode: 'test' })).resolves.toEqual({
      items: [],
      total: 0,
    });
    expect(calls).toHaveLength(2);
  });
});
