import { describe, expect, it } from 'vitest';
import {
  billingQueries,
  getBalanceWarnings,
  getUsageAlerts,
  removeBalanceWarning,
  removeUsageAlert,
  setBalanceWarning,
  setUsageAlert,
  type BalanceWarningLine,
} from './index';
import { BASE, lastCall, reply, signIn, useFakeApi } from './test/fake-api';

useFakeApi();

const line: BalanceWarningLine = {
  service: 'ipLookup',
  name: 'IP Lookup',
  status: 'Active',
  callsLeft: 90,
  threshold: 100,
  low: true,
  lastWarnedAt: '2026-12-04T10:00:00.000Z',
  lastAlertAt: '2026-12-04T10:00:00.000Z',
};

describe('balance warnings', () => {
  it('reads, sets and removes them on /billing/balance-warnings with the session', async () => {
    signIn();
    reply({ body: [line] }, { body: line }, { body: { ...line, threshold: null } });
    await expect(getBalanceWarnings()).resolves.toEqual([line]);
    expect(lastCall()).toMatchObject({ method: 'GET', url: `${BASE}/billing/balance-warnings` });
    expect(lastCall().headers.get('authorization')).toBe('Bearer stored.jwt');
    await setBalanceWarning('ip/Lookup', 100);
    expect(lastCall()).toMatchObject({
      method: 'PUT',
      url: `${BASE}/billing/balance-warnings/ip%2FLookup`,
      body: { threshold: 100 },
    });
    await removeBalanceWarning('ipLookup');
    expect(lastCall()).toMatchObject({
      method: 'DELETE',
      url: `${BASE}/billing/balance-warnings/ipLookup`,
    });
  });

  it('keeps the names of 3.7 as the same calls and query, on the new path', async () => {
    signIn();
    reply({ body: [line] }, { body: line }, { body: line });
    await getUsageAlerts();
    expect(lastCall().url).toBe(`${BASE}/billing/balance-warnings`);
    await setUsageAlert('ipLookup', 5);
    expect(lastCall()).toMatchObject({ method: 'PUT', body: { threshold: 5 } });
    await removeUsageAlert('ipLookup');
    expect(lastCall().method).toBe('DELETE');
    expect(billingQueries.usageAlerts().queryKey).toEqual(
      billingQueries.balanceWarnings().queryKey,
    );
    expect(billingQueries.balanceWarnings().queryKey).toEqual(['billing', 'balance-warnings', {}]);
  });
});
