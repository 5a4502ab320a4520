// Shared set-up of the payments API tests: a checkout body, the billing read, and (for the sandbox
// files) one app with two callers and helpers for the sandbox checkout page. The `let` bindings are
// assigned by useSandboxApp's beforeAll; importers read them live.
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from './app.js';
import { call, newCaller, session, type Caller } from './clients.js';

export const ORIGIN = 'http://localhost:3000';
export const body = (overrides: Record<string, unknown> = {}) => ({
  serviceType: 'emailLookup',
  purchaseType: 'single',
  quantity: 500,
  successUrl: `${ORIGIN}/payment-success`,
  cancelUrl: `${ORIGIN}/payment-cancel`,
  ...overrides,
});

export interface Created {
  url: string;
  sessionId: string;
}

export async function paidCalls(t: TestApp, c: Caller, service = 'emailLookup'): Promise<number> {
  const res = await call(t.app, 'GET', '/api/billing', session(c));
  expect(res.statusCode, res.body).toBe(200);
  const line = (
    res.json() as { services: Array<{ id: string; paidCallsAvailable: number }> }
  ).services.find((s) => s.id === service);
  return line?.paidCallsAvailable ?? -1;
}

export let t: TestApp;
export let alice: Caller;
export let bob: Caller;

export const create = (c: Caller, overrides: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/api/payments/create-checkout-session', session(c), body(overrides));

export async function created(
  c: Caller,
  overrides: Record<string, unknown> = {},
): Promise<Created> {
  const res = await create(c, overrides);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Created;
}

/** Path + query of the hosted page (the URL is absolute). */
export const pagePath = (s: Created) => {
  const u = new URL(s.url);
  return `${u.pathname}${u.search}`;
};
export const tokenOf = (s: Created) => new URL(s.url).searchParams.get('token') ?? '';

export const submit = (
  s: Created,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/${s.sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ token: tokenOf(s), ...fields }).toString(),
  });
export const pay = (s: Created, cardNumber = '4242 4242 4242 4242') =>
  submit(s, { action: 'pay', cardNumber, expiry: '12/40', cvc: '123', name: 'Ada Lovelace' });

export const getPayment = (c: Caller, id: string) =>
  call(t.app, 'GET', `/api/payments/${id}`, session(c));

/** Registers the suite's app (fresh database) and its two callers, alice and bob. */
export function useSandboxApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    alice = await newCaller(t.app, t.config.outboxDir);
    bob = await newCaller(t.app, t.config.outboxDir);
  });
  afterAll(async () => t.close());
}
