import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, getPayment, getReceiptHtml, listPayments } from './index';
import type { Payment } from './index';

const BASE = 'http://api.test/api';
const payment: Payment = {
  sessionId: 'cs_sandbox_abc',
  status: 'paid',
  serviceType: 'emailLookup',
  serviceName: 'Email Lookup',
  quantity: 500,
  amount: 1000,
  currency: 'usd',
  createdAt: '2026-11-22T10:00:00.000Z',
  paidAt: '2026-11-22T10:01:00.000Z',
  creditedCalls: 500,
};

let requests: Array<{ url: string; headers: Headers }> = [];

function answer(body: string, contentType: string, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(input), headers: new Headers(init?.headers) });
      return new Response(body, { status, headers: { 'content-type': contentType } });
    }),
  );
}

beforeEach(() => {
  requests = [];
  localStorage.clear();
  localStorage.setItem(
    'root',
    JSON.stringify({ user: { token: 't.jwt', apiKey: 'pk_live_x', clientId: 'c1' } }),
  );
  configureApiClient({ baseURL: BASE, onSessionExpired: vi.fn() });
});
afterEach(() => vi.unstubAllGlobals());

describe('payments endpoints', () => {
  it('getPayment: GET /payments/{sessionId} (escaped) with the session headers', async () => {
    answer(JSON.stringify(payment), 'application/json');
    await expect(getPayment('cs_sandbox_abc/x')).resolves.toEqual(payment);
    expect(requests[0]?.url).toBe(`${BASE}/payments/cs_sandbox_abc%2Fx`);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer t.jwt');
  });

  it('listPayments: GET /payments → array (anything else → [])', async () => {
    answer(JSON.stringify([payment]), 'application/json');
    await expect(listPayments()).resolves.toEqual([payment]);
    answer(JSON.stringify({ nope: true }), 'application/json');
    await expect(listPayments()).resolves.toEqual([]);
  });

  it('getReceiptHtml: GET /payments/{sessionId}/receipt → the HTML text', async () => {
    answer('<!doctype html><h1>Receipt</h1>', 'text/html; charset=utf-8');
    await expect(getReceiptHtml('cs_sandbox_abc')).resolves.toBe('<!doctype html><h1>Receipt</h1>');
    expect(requests[0]?.url).toBe(`${BASE}/payments/cs_sandbox_abc/receipt`);
  });

  it('a 404 is an ApiError with the server text', async () => {
    answer(
      JSON.stringify({ error: 'Payment not found', code: 'NOT_FOUND' }),
      'application/json',
      404,
    );
    await expect(getPayment('x')).rejects.toMatchObject({ status: 404 });
  });
});
