/**
 * The shell starts the Reports list's first page when the navigation starts (@pulse/api-client's
 * ROUTE_DATA); the list of a plain /reports must ask exactly that, so it joins it instead of asking
 * the API again.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDefaultStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { configureApiClient, prefetchRouteData } from '@pulse/api-client';
import { viewModeAtom } from '@pulse/auth';
import { parseListQuery } from '../utils/list-query';
import { useReportsPage } from './use-reports-page';

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
  getDefaultStore().set(viewModeAtom, RESET);
});

describe('Reports list first page after the route prefetch', () => {
  it.each(['live', 'test'] as const)('asks the API nothing more (%s view)', async (mode) => {
    getDefaultStore().set(viewModeAtom, mode);
    expect(prefetchRouteData('/reports', { clientId: 'client-1', mode })).toBe(true);
    const query = parseListQuery(new URLSearchParams());
    const { result } = renderHook(() => useReportsPage(query, ''));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.error).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
