/**
 * The state the OpenAPI fuzzing starts from (test/fuzz/openapi-fuzz.test.ts): two verified clients,
 * unverified ones, a report, sandbox checkouts (open, paid, cancelled), a few free calls per
 * service, and the realistic field values (`hints`) and starting inputs (`examples`) that make
 * every documented status reachable within a bounded number of cases.
 */
import { sql } from 'drizzle-orm';
import type { TestApp } from '../helpers/app.js';
import { latestVerificationToken, PASSWORD, post, signupBody } from '../helpers/accounts.js';
import { newCaller, type Caller } from '../helpers/clients.js';
import type { Hints } from './schema-arbitrary.js';

export interface Fixtures {
  me: Caller;
  other: Caller;
  hints: Hints;
  /** Inputs every run of an operation starts with, by `METHOD /path`. */
  examples: Record<string, unknown[][]>;
}

/** Opens a sandbox checkout and posts its form; @returns its session id and page token. */
async function checkoutAndPost(t: TestApp, me: Caller, form: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/create-checkout-session',
    headers: { authorization: `Bearer ${me.token}` },
    payload: {
      serviceType: 'phoneLookup',
      purchaseType: 'single',
      quantity: 500,
      successUrl: 'http://localhost:3000/billing?ok=1',
      cancelUrl: 'http://localhost:3000/billing',
    },
  });
  const { sessionId, url } = res.json() as { sessionId: string; url: string };
  const token = new URL(url).searchParams.get('token') ?? '';
  await t.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/${sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, ...form }).toString(),
  });
  return { sessionId, token };
}

/** Builds the fuzzing state on `t` (a fresh test app with a low auth limit). */
export async function fuzzFixtures(t: TestApp): Promise<Fixtures> {
  const me = await newCaller(t.app, t.config.outboxDir);
  const other = await newCaller(t.app, t.config.outboxDir);
  for (const s of await t.app.repos.catalog.list())
    await t.app.repos.catalog.set(s.key, 'freeCallsPerMonth', Math.min(3, s.freeCallsPerMonth));
  const unverified = signupBody();
  await post(t.app, '/api/auth/signup', unverified);
  // Another one that stays unverified (the first one is verified by an example).
  const unverified2 = signupBody();
  await post(t.app, '/api/auth/signup', unverified2);
  const lookup = await t.app.inject({
    method: 'POST',
    url: '/api/phonelookup',
    headers: { licensekey: me.apiKey, clientid: me.clientId },
    payload: { phone: '+447911123456' },
  });
  const ref = (lookup.json() as { phonePulse: { report: { referenceID: string } } }).phonePulse
    .report.referenceID;
  const checkout = await t.app.inject({
    method: 'POST',
    url: '/api/payments/create-checkout-session',
    headers: { authorization: `Bearer ${me.token}` },
    payload: {
      serviceType: 'phoneLookup',
      purchaseType: 'single',
      quantity: 500,
      successUrl: 'http://localhost:3000/billing?ok=1',
      cancelUrl: 'http://localhost:3000/billing',
    },
  });
  const session = checkout.json() as { sessionId?: string; url?: string };
  const sandboxToken = session.url ? (new URL(session.url).searchParams.get('token') ?? '') : '';
  const paid = await checkoutAndPost(t, me, {
    action: 'pay',
    cardNumber: '4242424242424242',
    expiry: '12/30',
    cvc: '123',
    name: 'Ada',
  });
  const cancelled = await checkoutAndPost(t, me, { action: 'cancel' });
  const pendingRows = await t.app.database.db.execute(
    sql`select id from payments where provider_session_id = ${session.sessionId ?? ''}`,
  );
  const pending = (pendingRows as unknown as { rows: { id: string }[] }).rows[0];
  // The paid checkout credited 500 phone calls: take them back, so 402 stays reachable.
  await t.app.database.db.execute(sql`update service_balances set paid_available = 0`);
  await t.app.repos.clients.setService(me.email, 'fraudEngine', true);
  await t.app.repos.metering.grant(me.uuid, 'fraudEngine', 2);
  const examples: Record<string, unknown[][]> = {
    'POST /api/auth/resend-verification-email': Array.from({ length: 11 }, () => [
      'anonymous',
      { email: 'someone@acme-corp.com' },
      {},
      {},
      'json',
    ]),
    'POST /api/auth/login': [
      ['anonymous', { email: unverified2.email, password: unverified2.password }, {}, {}, 'json'],
    ],
    'POST /api/phonelookup': Array.from({ length: 3 }, () => [
      'session+key',
      { phone: '+447911123456' },
      {},
      {},
      'json',
    ]),
    'POST /api/auth/signup': [
      ['anonymous', signupBody(), {}, {}, 'json'],
      ['anonymous', { ...signupBody(), email: me.email }, {}, {}, 'json'],
    ],
    'POST /api/auth/verify-email': [
      [
        'anonymous',
        { token: latestVerificationToken(t.config.outboxDir, unverified.email) },
        {},
        {},
        'json',
      ],
    ],
    'POST /api/auth/logout': [['session', undefined, {}, {}, 'badjson']],
    'POST /api/auth/logout-all': [['session', undefined, {}, {}, 'badjson']],
    'POST /api/user-data/regenerate-api-key': [['session', undefined, {}, {}, 'badjson']],
    'POST /api/user-data/change-password': [
      ['session', { currentPassword: PASSWORD, newPassword: 'N3w!password' }, {}, {}, 'json'],
    ],
    'POST /api/fraud-engine': Array.from({ length: 3 }, () => [
      'session+key',
      { phone: '+447911123456' },
      {},
      {},
      'json',
    ]),
    'GET /api/reports': [['session', undefined, {}, {}, 'json']],
    'DELETE /api/reports/{id}': [['session', undefined, {}, { id: ref }, 'json']],
    'GET /api/payments/{sessionId}/receipt': [
      ['session', undefined, {}, { sessionId: paid.sessionId }, 'json'],
    ],
    'POST /api/payments/sandbox/{sessionId}': [
      [
        'anonymous',
        { token: cancelled.token, action: 'pay' },
        {},
        { sessionId: cancelled.sessionId },
        'json',
      ],
    ],
    'GET /api/payments/checkout-cancel/{paymentId}': [
      ['anonymous', undefined, {}, { paymentId: pending?.id ?? 'x' }, 'json'],
    ],
  };
  const hints: Hints = {
    email: [me.email, other.email, unverified.email],
    password: [unverified.password, 'Str0ng!pass'],
    currentPassword: ['Str0ng!pass'],
    clientId: [me.clientId, other.clientId],
    id: [ref, 'rpt_aaaaaaaaaaaaaaaaaaaaaaaaaa'],
    sessionId: [session.sessionId ?? 'cs_x', 'cs_unknown'],
    paymentId: ['00000000-0000-0000-0000-000000000000'],
    token: [sandboxToken],
    serviceType: ['phoneLookup', 'fraudEngine'],
    quantity: [500, 1],
    successUrl: ['http://localhost:3000/billing?ok=1'],
    cancelUrl: ['http://localhost:3000/billing'],
    month: [new Date().toISOString().slice(0, 7)],
    action: ['pay', 'cancel'],
    cardNumber: ['4242 4242 4242 4242'],
    expiry: ['12/30'],
    cvc: ['123'],
    phone: ['+447911123456'],
    ip: ['8.8.8.8'],
    ipAddress: ['81.2.69.160'],
    bin: ['424242'],
    address: ['10 Downing Street, London'],
    country: ['GB'],
    f_name: ['John'],
    l_name: ['Smith'],
    company: ['Acme Corp'],
  };
  return { me, other, hints, examples };
}
