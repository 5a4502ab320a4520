// Payments: Stripe checkout and the Stripe webhook (signatures
// made with stripe's own test helper; no network: checkout.sessions.create is mocked).
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { StripeProvider } from '../../../src/payments/stripe.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { call, newCaller, session, type Caller } from '../../helpers/clients.js';
import { body, ORIGIN, paidCalls, type Created } from '../../helpers/payments.js';

describe('Stripe checkout and webhook', () => {
  const SECRET = 'whsec_test_secret';
  let t: TestApp;
  let alice: Caller;
  let stripeCreate: ReturnType<typeof vi.fn>;
  let sessionNo = 0;

  beforeAll(async () => {
    t = await createTestApp({ stripeSecretKey: 'sk_test_offline', stripeWebhookSecret: SECRET });
    alice = await newCaller(t.app, t.config.outboxDir);
    const provider = t.app.payments.provider;
    expect(provider).toBeInstanceOf(StripeProvider);
    // No network: the session is answered by a mock.
    stripeCreate = vi.fn((params: Stripe.Checkout.SessionCreateParams) => {
      const id = `cs_test_${++sessionNo}`;
      return Promise.resolve({
        id,
        url: `https://checkout.stripe.com/c/pay/${id}`,
        metadata: params.metadata,
      });
    });
    (provider as StripeProvider).stripe.checkout.sessions.create =
      stripeCreate as unknown as typeof Stripe.prototype.checkout.sessions.create;
  });
  afterAll(async () => t.close());

  async function checkout(quantity = 500) {
    const res = await call(
      t.app,
      'POST',
      '/api/payments/create-checkout-session',
      session(alice),
      body({ quantity }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const params = stripeCreate.mock.calls.at(-1)?.[0] as Stripe.Checkout.SessionCreateParams;
    return { ...(res.json() as Created), params };
  }

  function event(
    id: string,
    type: string,
    s: { sessionId: string; params: Stripe.Checkout.SessionCreateParams },
    extra: Record<string, unknown> = {},
  ) {
    return JSON.stringify({
      id,
      object: 'event',
      type,
      data: {
        object: {
          id: s.sessionId,
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: 1000,
          currency: 'usd',
          metadata: s.params.metadata,
          ...extra,
        },
      },
    });
  }

  const deliver = (payload: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature':
          signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
      },
      payload,
    });

  it('creates a Checkout session: cents, metadata, success_url with {CHECKOUT_SESSION_ID}', async () => {
    const s = await checkout(500);
    expect(s.url).toBe(`https://checkout.stripe.com/c/pay/${s.sessionId}`);
    expect(s.params.mode).toBe('payment');
    expect(s.params.line_items?.[0]).toMatchObject({
      quantity: 500,
      price_data: { currency: 'usd', unit_amount: 2 },
    });
    expect(s.params.metadata).toMatchObject({
      clientId: alice.clientId,
      service: 'emailLookup',
      quantity: '500',
    });
    expect(s.params.success_url).toBe(`${ORIGIN}/payment-success?session_id={CHECKOUT_SESSION_ID}`);
    const cancel = new URL(s.params.cancel_url ?? '');
    const back = await t.app.inject({ method: 'GET', url: cancel.pathname });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `${ORIGIN}/payment-cancel?session_id=${s.sessionId}&reason=cancelled`,
    );
  });

  it('a provider failure is a 502 and leaves no payment', async () => {
    stripeCreate.mockRejectedValueOnce(new Error('offline'));
    const res = await call(
      t.app,
      'POST',
      '/api/payments/create-checkout-session',
      session(alice),
      body(),
    );
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('PAYMENT_PROVIDER_ERROR');
  });

  it('refuses a bad signature (400) and credits nothing', async () => {
    const s = await checkout();
    const payload = event('evt_bad_1', 'checkout.session.completed', s);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect((await deliver(payload, forged)).statusCode).toBe(400);
    expect((await deliver(payload, 't=1,v1=deadbeef')).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    // Signed body, then altered.
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    expect(
      (await deliver(payload.replace('"amount_total":1000', '"amount_total":1001'), header))
        .statusCode,
    ).toBe(400);
    expect(await paidCalls(t, alice)).toBe(0);
    expect(
      (await call(t.app, 'GET', `/api/payments/${s.sessionId}`, session(alice))).json(),
    ).toMatchObject({ status: 'pending' });
  });

  it('a signed checkout.session.completed credits once; replays and a second event credit nothing', async () => {
    const before = await paidCalls(t, alice);
    const s = await checkout(500);
    const payload = event('evt_ok_1', 'checkout.session.completed', s);
    const first = await deliver(payload);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(await paidCalls(t, alice)).toBe(before + 500);

    const replay = await deliver(payload);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    // Another event for the same session (e.g. async_payment_succeeded) does not credit again.
    const other = await deliver(event('evt_ok_2', 'checkout.session.async_payment_succeeded', s));
    expect(other.statusCode).toBe(200);
    expect(await paidCalls(t, alice)).toBe(before + 500);
    expect(
      (await call(t.app, 'GET', `/api/payments/${s.sessionId}`, session(alice))).json(),
    ).toMatchObject({
      status: 'paid',
      creditedCalls: 500,
    });
  });

  it('an unpaid completion waits; async failure fails; expiry cancels; a wrong amount is not credited', async () => {
    const before = await paidCalls(t, alice);
    const a = await checkout();
    expect(
      (
        await deliver(
          event('evt_a1', 'checkout.session.completed', a, { payment_status: 'unpaid' }),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await deliver(
          event('evt_a2', 'checkout.session.async_payment_failed', a, { payment_status: 'unpaid' }),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, 'GET', `/api/payments/${a.sessionId}`, session(alice))).json(),
    ).toMatchObject({ status: 'failed' });
    const b = await checkout();
    expect(
      (await deliver(event('evt_b1', 'checkout.session.expired', b, { payment_status: 'unpaid' })))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, 'GET', `/api/payments/${b.sessionId}`, session(alice))).json(),
    ).toMatchObject({ status: 'cancelled' });
    const c = await checkout();
    expect(
      (await deliver(event('evt_c1', 'checkout.session.completed', c, { amount_total: 1 })))
        .statusCode,
    ).toBe(200);
    expect(await paidCalls(t, alice)).toBe(before);
  });
});
