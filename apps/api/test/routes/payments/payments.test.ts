// Payments (docs/api-contract.md "Payments", DESIGN §4): create-checkout-session validation, the
// sandbox checkout (success credits once whatever the repeats, declined, cancel), history, receipt,
// tenancy, and the Stripe webhook (signatures made with stripe's own test helper; no network:
// checkout.sessions.create is mocked).
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { StripeProvider } from '../../../src/payments/stripe.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { outboxMessages } from '../../helpers/accounts.js';
import { call, newCaller, session, type Caller } from '../../helpers/clients.js';

const ORIGIN = 'http://localhost:3000';
const body = (overrides: Record<string, unknown> = {}) => ({
  serviceType: 'emailLookup',
  purchaseType: 'single',
  quantity: 500,
  successUrl: `${ORIGIN}/payment-success`,
  cancelUrl: `${ORIGIN}/payment-cancel`,
  ...overrides,
});

interface Created {
  url: string;
  sessionId: string;
}

async function paidCalls(t: TestApp, c: Caller, service = 'emailLookup'): Promise<number> {
  const res = await call(t.app, 'GET', '/api/billing', session(c));
  expect(res.statusCode, res.body).toBe(200);
  const line = (
    res.json() as { services: Array<{ id: string; paidCallsAvailable: number }> }
  ).services.find((s) => s.id === service);
  return line?.paidCallsAvailable ?? -1;
}

describe('sandbox checkout', () => {
  let t: TestApp;
  let alice: Caller;
  let bob: Caller;

  const create = (c: Caller, overrides: Record<string, unknown> = {}) =>
    call(t.app, 'POST', '/api/payments/create-checkout-session', session(c), body(overrides));

  async function created(c: Caller, overrides: Record<string, unknown> = {}): Promise<Created> {
    const res = await create(c, overrides);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Created;
  }

  /** Path + query of the hosted page (the URL is absolute). */
  const pagePath = (s: Created) => {
    const u = new URL(s.url);
    return `${u.pathname}${u.search}`;
  };
  const tokenOf = (s: Created) => new URL(s.url).searchParams.get('token') ?? '';

  const submit = (
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
  const pay = (s: Created, cardNumber = '4242 4242 4242 4242') =>
    submit(s, { action: 'pay', cardNumber, expiry: '12/40', cvc: '123', name: 'Ada Lovelace' });

  const getPayment = (c: Caller, id: string) =>
    call(t.app, 'GET', `/api/payments/${id}`, session(c));

  beforeAll(async () => {
    t = await createTestApp();
    alice = await newCaller(t.app, t.config.outboxDir);
    bob = await newCaller(t.app, t.config.outboxDir);
  });
  afterAll(async () => t.close());

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
      ['emailLookup', 499, 'Minimum quantity for Email Lookup is 500'],
      ['phoneLookup', 0, 'Minimum quantity for Phone Lookup is 500'],
      ['ipLookup', 100, 'Minimum quantity for IP Lookup is 500'],
      ['addressLookup', 499, 'Minimum quantity for Address Lookup is 500'],
      ['binLookup', 24_999, 'Minimum quantity for BIN Lookup is 25000'],
      ['binLookup', 500, 'Minimum quantity for BIN Lookup is 25000'],
      ['amlPerson', 499, 'Minimum quantity for Individual AML Screening is 500'],
      ['amlBusiness', 1, 'Minimum quantity for Business AML Screening is 500'],
    ])('%s × %i → 400 MINIMUM_QUANTITY', async (serviceType, quantity, message) => {
      const res = await create(alice, { serviceType, quantity });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message, code: 'MINIMUM_QUANTITY' });
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

    it('a paid top-up e-mails one receipt with its figures and the link to its receipt page', async () => {
      const receipts = () =>
        outboxMessages(t.config.outboxDir).filter(
          (m) => m.includes('Your Pulse receipt') && m.includes(alice.email),
        );
      const before = receipts().length;
      const s = await created(alice, { quantity: 1234 });
      expect((await pay(s)).statusCode).toBe(303);
      expect((await pay(s)).statusCode).toBe(303); // a repeated post sends nothing more
      const mails = receipts();
      expect(mails).toHaveLength(before + 1);
      const mail = mails.find((m) => m.includes(s.sessionId)) ?? '';
      expect(mail).toContain(`${t.config.publicAppUrl}/payment-success?session_id=${s.sessionId}`);
      expect(mail).toContain('Quantity: 1,234');
      expect(mail).toContain('Total paid (USD): $24.68');
      expect(mail).toMatch(/Receipt number: PUL-\d{8}-[0-9A-F]{8}/);
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
