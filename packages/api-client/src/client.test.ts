import { describe, expect, it, vi } from 'vitest';
import { VIEW_MODE_STORAGE_KEY } from '@pulse/auth';
import {
  ApiError,
  configureApiClient,
  deleteReport,
  errorText,
  getAccountSummary,
  getBilling,
  getGeoIp,
  getProfile,
  getReport,
  getVerificationCounts,
  ipLookup,
  listReports,
  listRequestLog,
  regenerateApiKey,
} from './index';
import {
  BASE,
  reply,
  signIn,
  lastCall,
  rejection,
  onSessionExpired,
  useFakeApi,
} from './test/fake-api';

useFakeApi();

describe('session headers (spec §6)', () => {
  it('adds nothing without a stored token', async () => {
    reply({ body: { verified: 1, declined: 0, suspicious: 0, risky: 0 } });
    await getVerificationCounts({ clientId: 'c', month: '2025-01' });
    expect(lastCall().headers.get('authorization')).toBeNull();
    expect(lastCall().headers.get('licensekey')).toBeNull();
  });

  it('adds Authorization: Bearer and licensekey from storage', async () => {
    signIn();
    reply({ body: { newApiKey: 'pk_new' } });
    await expect(regenerateApiKey()).resolves.toEqual({ newApiKey: 'pk_new' });
    expect(lastCall().headers.get('authorization')).toBe('Bearer stored.jwt');
    expect(lastCall().headers.get('licensekey')).toBe('pk_live_stored');
  });

  it('never overrides an explicit Authorization (getProfile with the fresh token)', async () => {
    signIn();
    reply({ body: { clientId: 'c', apiKey: 'k' } });
    await getProfile('fresh.jwt');
    expect(lastCall().url).toBe(`${BASE}/user-data/profile`);
    expect(lastCall().headers.get('authorization')).toBe('Bearer fresh.jwt');
    expect(lastCall().headers.get('licensekey')).toBeNull();
  });

  it('sends the stored clientid header on GET /reports, GET /billing and DELETE /reports/{id} only', async () => {
    signIn();
    await listReports();
    expect(lastCall().headers.get('clientid')).toBe('client-42');
    await getBilling({ month: '2025-02', clientId: 'client-42' });
    expect(lastCall().headers.get('clientid')).toBe('client-42');
    await deleteReport('ref-1');
    expect(lastCall()).toMatchObject({ method: 'DELETE', url: `${BASE}/reports/ref-1` });
    expect(lastCall().headers.get('clientid')).toBe('client-42');
    await getReport('ref-1');
    expect(lastCall().headers.get('clientid')).toBeNull();
    await getAccountSummary({ clientId: 'client-42' });
    expect(lastCall().headers.get('clientid')).toBeNull();
  });

  it('sends the Test/Live switch as Pulse-Mode on mode-scoped calls, never on billing', async () => {
    signIn();
    sessionStorage.setItem(VIEW_MODE_STORAGE_KEY, JSON.stringify('test'));
    try {
      reply({ body: { ipPulse: { report: { referenceID: 'r' } } } });
      await ipLookup({ ip: '203.0.113.10' });
      expect(lastCall().headers.get('pulse-mode')).toBe('test');
      for (const call of [
        () => listReports(),
        () => getReport('ref-1'),
        () => deleteReport('ref-1'),
        () => getVerificationCounts({ clientId: 'c', month: '2025-01' }),
        () => listRequestLog(),
      ]) {
        reply({ body: [] });
        await call();
        expect(lastCall().headers.get('pulse-mode'), lastCall().url).toBe('test');
      }
      await getBilling({ month: '2025-02', clientId: 'client-42' });
      expect(lastCall().headers.get('pulse-mode')).toBeNull();
      await getAccountSummary({ clientId: 'client-42' });
      expect(lastCall().headers.get('pulse-mode')).toBeNull();
      sessionStorage.setItem(VIEW_MODE_STORAGE_KEY, JSON.stringify('live'));
      await ipLookup({ ip: '203.0.113.10' });
      expect(lastCall().headers.get('pulse-mode')).toBe('live');
    } finally {
      sessionStorage.removeItem(VIEW_MODE_STORAGE_KEY);
    }
  });

  it('uses /api as the default base URL', async () => {
    configureApiClient();
    await getGeoIp();
    expect(lastCall().url).toBe('/api/geo/ip');
  });
});

describe('errors (spec §8)', () => {
  it('errorText: error, then message, then the fallback', () => {
    expect(errorText(new ApiError(400, { error: 'Bad', message: 'Msg' }), 'fb')).toBe('Bad');
    expect(errorText(new ApiError(404, { message: 'Report not found' }), 'fb')).toBe(
      'Report not found',
    );
    expect(errorText(new ApiError(500, {}), 'Something went wrong')).toBe('Something went wrong');
    expect(errorText(new ApiError(400, { error: '' }), 'fb')).toBe('fb');
    expect(errorText(new Error('TypeError inside'), 'Unknown error')).toBe('Unknown error');
    expect(errorText(undefined, 'Unknown error')).toBe('Unknown error');
  });

  it('delete failure carries data.message', async () => {
    signIn();
    reply({ status: 404, body: { message: 'Report not found' } });
    const err = await rejection(deleteReport('nope'));
    expect(errorText(err, 'x')).toBe('Report not found');
  });

  it('a non-JSON error body gives empty data and the status', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response('<html>Bad gateway</html>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
    );
    const err = await rejection(getGeoIp());
    expect(err.status).toBe(502);
    expect(err.data).toEqual({});
    expect(errorText(err, 'Something went wrong')).toBe('Something went wrong');
  });

  it('network failure: status 0, "Network error"', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const err = await rejection(getGeoIp());
    expect(err.status).toBe(0);
    expect(err.data.error).toBe('Network error');
    expect(errorText(err, 'x')).toBe('Network error');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('an aborted call: status 0, code ABORTED', async () => {
    vi.stubGlobal(
      'fetch',
      (_input: unknown, init?: RequestInit) =>
        new Promise((_resolve, reject) => {
          const abort = () => reject(new DOMException('aborted', 'AbortError'));
          if (init?.signal?.aborted) abort();
          init?.signal?.addEventListener('abort', abort);
        }),
    );
    const controller = new AbortController();
    const pending = rejection(getGeoIp({ signal: controller.signal }));
    controller.abort();
    const err = await pending;
    expect(err.status).toBe(0);
    expect(err.data.code).toBe('ABORTED');
  });
});

describe('listReports', () => {
  it('reads the total from x-total-count and sends the filters as query', async () => {
    signIn();
    const items = [
      {
        id: '1',
        referenceID: 'r1',
        apiService: 'emailLookup',
        requestDateTime: '2025-01-01T00:00:00Z',
        status: 'VERIFIED',
      },
    ];
    reply({ body: items, headers: { 'x-total-count': '57' } });
    const page = await listReports({
      limit: 10,
      cursor: 'abc',
      status: 'VERIFIED',
      service: 'emailLookup',
      from: '2025-01-01',
      to: '2025-01-31',
      referenceId: 'r',
    });
    expect(page).toEqual({ items, total: 57 });
    const url = new URL(lastCall().url);
    expect(url.pathname).toBe('/api/reports');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      limit: '10',
      cursor: 'abc',
      status: 'VERIFIED',
      service: 'emailLookup',
      from: '2025-01-01',
      to: '2025-01-31',
      referenceId: 'r',
    });
  });

  it('accepts { items, nextCursor } bodies and an x-next-cursor header', async () => {
    reply({ body: { items: [], nextCursor: 'c2' }, headers: { 'x-total-count': '3' } });
    await expect(listReports()).resolves.toEqual({ items: [], total: 3, nextCursor: 'c2' });
    reply({ body: [], headers: { 'x-next-cursor': 'c3' } });
    await expect(listReports()).resolves.toEqual({ items: [], total: 0, nextCursor: 'c3' });
  });

  it('without the header, total is the number of items; no query when no params', async () => {
    reply({ body: [] });
    await expect(listReports()).resolves.toEqual({ items: [], total: 0 });
    expect(lastCall().url).toBe(`${BASE}/reports`);
  });
});
