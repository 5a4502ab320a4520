// Payments: the sandbox checkout's fulfilment (success credits
// once whatever the repeats, declined, cancel), history, receipt and tenancy.
import { describe, expect, it, beforeAll } from 'vitest';
import { call, session } from '../../helpers/clients.js';
import {
  alice,
  ORIGIN,
  bob,
  created,
  getPayment,
  paidCalls,
  pay,
  submit,
  t,
  useSandboxApp,
  type Created,
} from '../../helpers/payments.js';

describe('sandbox checkout', () => {
  useSandboxApp();

  describe('sandbox fulfilment', () => {
    it('4242 4242 4242 4242 credits exactly the quantity once: repeated posts and duplicate fulfilments add nothing', async () => {
      const before = await paidCalls(t, alice);
      const s = await created(alice, { quantity: 777 });
      const res = await pay(s);
      expect(res.statusCode, res.body).toBe(303);
      expect(res.headers.location).toBe(`${ORIGIN}/payment-success?session_id=${s.sessionId}`);
      expect(await paidCalls(t, alice)).toBe(before + 777);

      // The return URL loaded twice = the form posted again; plus two duplicate fulfilments.
      const again = await pay(s);
      expect(again.statusCode).toBe(303);
      expect(again.headers.location).toBe(res.headers.location);
      const p = await t.app.repos.payments.bySessionId(s.sessionId);
      expect(await t.app.repos.payments.fulfil(p?.id ?? '')).toEqual({
        duplicate: false,
        credited: 0,
      });
      expect(await t.app.repos.payments.fulfil(p?.id ?? '')).toEqual({
        duplicate: false,
        credited: 0,
      });
      expect(await paidCalls(t, alice)).toBe(before + 777);

      const status = (await getPayment(alice, s.sessionId)).json();
      expect(status).toMatchObject({
        status: 'paid',
        quantity: 777,
        amount: 777 * 2,
        creditedCalls: 777,
      });
      expect(status.paidAt).toEqual(expect.any(String));
    });

    it('concurrent posts and fulfilments credit once', async () => {
      const before = await paidCalls(t, alice);
      const s = await created(alice, { quantity: 600 });
      const p = await t.app.repos.payments.bySessionId(s.sessionId);
      const results = await Promise.all([
        pay(s),
        pay(s),
        t.app.repos.payments.fulfil(p?.id ?? ''),
        t.app.repos.payments.fulfil(p?.id ?? ''),
        pay(s),
      ]);
      expect(results.filter((r) => 'statusCode' in r).every((r) => r.statusCode === 303)).toBe(
        true,
      );
      expect(await paidCalls(t, alice)).toBe(before + 600);
    });

    it('4000 0000 0000 0002 is declined: nothing credited, back to the cancel URL with the reason', async () => {
      const before = await paidCalls(t, alice);
      const s = await created(alice);
      const res = await pay(s, '4000 0000 0000 0002');
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(
        `${ORIGIN}/payment-cancel?session_id=${s.sessionId}&reason=card_declined`,
      );
      expect(await paidCalls(t, alice)).toBe(before);
      expect((await getPayment(alice, s.sessionId)).json()).toMatchObject({
        status: 'failed',
        creditedCalls: 0,
      });
      // No receipt for an unpaid session.
      expect(
        (await call(t.app, 'GET', `/api/payments/${s.sessionId}/receipt`, session(alice)))
          .statusCode,
      ).toBe(404);
    });

    it('other numbers re-render the page with an error (Luhn check, test cards only)', async () => {
      const s = await created(alice);
      const bad = await pay(s, '1234 5678 9012 3456');
      expect(bad.statusCode).toBe(400);
      expect(bad.headers['content-type']).toContain('text/html');
      expect(bad.body).toContain('Your card number is invalid');
      expect(bad.body).toContain('Use a test card');
      const real = await pay(s, '4111 1111 1111 1111'); // Luhn-valid, not a test card
      expect(real.statusCode).toBe(400);
      expect(real.body).toContain('real cards are not accepted');
      const expired = await submit(s, {
        action: 'pay',
        cardNumber: '4242424242424242',
        expiry: '01/20',
        cvc: '123',
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.body).toContain('expiry date is in the past');
      expect((await getPayment(alice, s.sessionId)).json()).toMatchObject({ status: 'pending' });
    });

    it('Cancel → cancelled, back to the cancel URL; a later Pay credits nothing', async () => {
      const before = await paidCalls(t, alice);
      const s = await created(alice);
      const res = await submit(s, { action: 'cancel' });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(
        `${ORIGIN}/payment-cancel?session_id=${s.sessionId}&reason=cancelled`,
      );
      expect((await getPayment(alice, s.sessionId)).json()).toMatchObject({ status: 'cancelled' });
      const late = await pay(s);
      expect(late.statusCode).toBe(200);
      expect(late.body).toContain('This checkout was cancelled');
      expect(await paidCalls(t, alice)).toBe(before);
    });
  });

  describe('history, receipt and tenancy', () => {
    let paid: Created;
    beforeAll(async () => {
      paid = await created(alice, { serviceType: 'binLookup', quantity: 25_000 });
      expect((await pay(paid)).statusCode).toBe(303);
    });

    it('GET /payments lists the caller’s payments, newest first', async () => {
      const res = await call(t.app, 'GET', '/api/payments', session(alice));
      expect(res.statusCode).toBe(200);
      const list = res.json() as Array<{ sessionId: string; createdAt: string }>;
      expect(list[0]?.sessionId).toBe(paid.sessionId);
      const times = list.map((p) => p.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      expect((await call(t.app, 'GET', '/api/payments', session(bob))).json()).toEqual([]);
    });

    it('the receipt of a paid session is HTML with number, date, service, quantity, prices and company', async () => {
      const res = await call(
        t.app,
        'GET',
        `/api/payments/${paid.sessionId}/receipt`,
        session(alice),
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body.startsWith('<!doctype html>')).toBe(true);
      for (const text of [
        'Receipt number',
        'PUL-',
        'Date paid',
        'BIN Lookup',
        '25,000',
        '$0.01',
        '$250.00',
        'Acme Corp',
      ])
        expect(res.body).toContain(text);
    });

    it('another client can neither read nor fulfil the session (404)', async () => {
      const s = await created(alice);
      expect((await getPayment(bob, s.sessionId)).statusCode).toBe(404);
      expect(
        (await call(t.app, 'GET', `/api/payments/${paid.sessionId}/receipt`, session(bob)))
          .statusCode,
      ).toBe(404);
      // Bob knows the session id (it is in the return URLs) but not the page's token.
      const withoutToken = await t.app.inject({
        method: 'POST',
        url: `/api/payments/sandbox/${s.sessionId}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...session(bob) },
        payload: 'action=pay&cardNumber=4242424242424242&expiry=12%2F40&cvc=123',
      });
      expect(withoutToken.statusCode).toBe(404);
      // A token minted for bob does not open alice's session either.
      const bobToken = t.app.payments.sandbox.token(s.sessionId, bob.uuid);
      const forged = await t.app.inject({
        method: 'POST',
        url: `/api/payments/sandbox/${s.sessionId}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${bobToken}&action=cancel`,
      });
      expect(forged.statusCode).toBe(404);
      expect((await getPayment(alice, s.sessionId)).json()).toMatchObject({ status: 'pending' });
    });

    it('GET /billing shows the purchased calls as available', async () => {
      expect(await paidCalls(t, alice, 'binLookup')).toBe(25_000);
      expect(await paidCalls(t, bob, 'binLookup')).toBe(0);
    });

    it('the Stripe webhook is not served without Stripe configured', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(404);
    });
  });
});
