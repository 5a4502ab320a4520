import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEY } from '@pulse/auth';
import { ApiError, errorText } from '@pulse/api-client';
import { signInForTest } from '../test/render';
import { getPayment, listPayments } from '../features/payments/api/payments';

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('local payments API module', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls /api/payments/{id} with the bearer token and licensekey of the stored session', async () => {
    signInForTest();
    const fetch = answer(200, { sessionId: 'cs 1', status: 'paid' });
    vi.stubGlobal('fetch', fetch);
    await expect(getPayment('cs 1')).resolves.toMatchObject({ status: 'paid' });
    const [request, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(request)).toBe('/api/payments/cs%201');
    const headers = new Headers(init.headers);
    expect(headers.get('authorization')).toBe('Bearer tok');
    expect(headers.get('licensekey')).toBe('pk_live_test');
  });

  it('turns errors into ApiError with the server text, and a 401 clears the stored session', async () => {
    signInForTest();
    vi.stubGlobal('fetch', answer(401, { error: 'Invalid token', code: 'INVALID_TOKEN' }));
    const err = await listPayments().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(401);
    expect(errorText(err, 'x')).toBe('Invalid token');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('a 404 keeps the session', async () => {
    signInForTest();
    vi.stubGlobal('fetch', answer(404, { error: 'Payment not found' }));
    await expect(getPayment('cs_x')).rejects.toMatchObject({ status: 404 });
    expect(localStorage.getItem(STORAGE_KEY)).not.toBeNull();
  });
});
