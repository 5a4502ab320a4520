// Payments: create-checkout-session validation and the sandbox
// checkout page.
import { describe, expect, it } from 'vitest';
import { call } from '../../helpers/clients.js';
import {
  alice,
  body,
  create,
  created,
  getPayment,
  pagePath,
  t,
  useSandboxApp,
} from '../../helpers/payments.js';

describe('sandbox checkout', () => {
  useSandboxApp();

  describe('create-checkout-session validation', () => {
    it.each([
      ['missing serviceType', { serviceType: undefined }],
      ['unknown serviceType', { serviceType: 'cardLookup' }],
      ['purchaseType other than single', { purchaseType: 'subscription' }],
      ['quantity missing', { quantity: undefined }],
      ['quantity as a string', { quantity: '500' }],
      ['quantity with decimals', { quantity: 500.5 }],
      ['quantity over the maximum', { quantity: 10_000_001 }],
      ['missing successUrl', { successUrl: undefined }],
      ['serviceSubType for a single service', { serviceSubType: 'phoneLookup' }],
      ['unknown serviceSubType', { serviceType: 'fraudEngine', serviceSubType: 'x' }],
    ])('%s → 400 VALIDATION_ERROR', async (_name, overrides) => {
      const res = await create(alice, overrides);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    });

    it.each([
      ['emailLookup', 499, 'Minimum quantity for Email Lookup is 500 calls'],
      ['phoneLookup', 0, 'Minimum quantity for Phone Lookup is 500 calls'],
      ['ipLookup', 100, 'Minimum quantity for IP Lookup is 500 calls'],
      ['addressLookup', 499, 'Minimum quantity for Address Lookup is 500 calls'],
      ['binLookup', 24_999, 'Minimum quantity for BIN Lookup is 25000 calls'],
      ['binLookup', 500, 'Minimum quantity for BIN Lookup is 25000 calls'],
      ['amlPerson', 499, 'Minimum quantity for Individual AML Screening is 500 calls'],
      ['amlBusiness', 1, 'Minimum quantity for Business AML Screening is 500 calls'],
    ])('%s × %i → 400 MINIMUM_QUANTITY', async (serviceType, quantity, message) => {
      const res = await create(alice, { serviceType, quantity });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: message,
        code: 'MINIMUM_QUANTITY',
        requestId: expect.any(String),
      });
    });

    it('accepts the minimums exactly (binLookup 25000, others 500)', async () => {
      expect((await create(alice, { serviceType: 'binLookup', quantity: 25_000 })).statusCode).toBe(
        200,
      );
      expect((await create(alice, { serviceType: 'amlBusiness', quantity: 500 })).statusCode).toBe(
        200,
      );
    });

    it('fraudEngine (with or without a sub-service) → 403 ENTERPRISE_ONLY', async () => {
      for (const extra of [{}, { serviceSubType: 'phoneLookup' }]) {
        const res = await create(alice, { serviceType: 'fraudEngine', quantity: 1000, ...extra });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          error: 'Fraud Engine is available exclusively for our Enterprise customers.',
          code: 'ENTERPRISE_ONLY',
          requestId: expect.any(String),
        });
      }
    });

    it.each([
      ['successUrl', 'https://evil.example/payment-success'],
      ['cancelUrl', 'https://evil.example/payment-cancel'],
      ['successUrl', 'http://localhost:3000.evil.example/x'],
      ['successUrl', 'javascript:alert(1)'],
      ['cancelUrl', '/payment-cancel'],
      ['successUrl', 'http://user:pw@localhost:3000/payment-success'],
    ])('%s %s is refused (open redirect)', async (field, value) => {
      const res = await create(alice, { [field]: value });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().error).toContain(field);
    });

    it('needs a session (401)', async () => {
      const res = await call(t.app, 'POST', '/api/payments/create-checkout-session', {}, body());
      expect(res.statusCode).toBe(401);
    });

    it('answers { url, sessionId }: a pending payment priced in cents from the catalog', async () => {
      const s = await created(alice, { serviceType: 'phoneLookup', quantity: 1234 });
      expect(s.sessionId).toMatch(/^cs_sandbox_/);
      expect(pagePath(s)).toMatch(new RegExp(`^/api/payments/sandbox/${s.sessionId}\\?token=`));
      const res = await getPayment(alice, s.sessionId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        sessionId: s.sessionId,
        status: 'pending',
        serviceType: 'phoneLookup',
        serviceName: 'Phone Lookup',
        quantity: 1234,
        amount: 1234 * 3,
        currency: 'usd',
        paidAt: null,
        creditedCalls: 0,
      });
    });
  });

  describe('the sandbox page', () => {
    it('is a hosted-looking card page marked as a sandbox, with a CSP and no external asset', async () => {
      const s = await created(alice);
      const res = await t.app.inject({ method: 'GET', url: pagePath(s) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body.startsWith('<!doctype html>')).toBe(true);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain('form-action');
      for (const text of [
        'SANDBOX — no real payment',
        'Card number',
        'Expiry',
        'CVC',
        'Name',
        '>Pay<',
        '>Cancel<',
        'Email Lookup',
        '$10.00',
        '500 calls',
      ])
        expect(res.body).toContain(text);
      expect(res.body).not.toMatch(/<script|src="http|href="http(?!:\/\/localhost:3000)/);
    });

    it('is a 404 without the token of the URL, or for an unknown session', async () => {
      const s = await created(alice);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/payments/sandbox/${s.sessionId}` }))
          .statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/payments/sandbox/${s.sessionId}?token=x` }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/payments/sandbox/cs_sandbox_nope?token=x',
          })
        ).statusCode,
      ).toBe(404);
    });
  });
});
