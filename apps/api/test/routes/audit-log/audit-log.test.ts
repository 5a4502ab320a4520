// The audit log: what is recorded, per tenant, with actor, time, IP and target; the
// list's filters and paging; the CSV export; and that no endpoint changes or deletes an entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { bearer, post, registerVerifiedUser } from '../../helpers/accounts.js';

let t: TestApp;
// Generous: the app is built while other suites load the machine.
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t.close());

interface Entry {
  id: string;
  createdAt: string;
  action: string;
  actorMemberId: string | null;
  actorEmail: string | null;
  target: string | null;
  ip: string | null;
  userAgent: string | null;
  detail: Record<string, unknown>;
}

const UA = 'Mozilla/5.0 (audit test)';
const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'user-agent': UA } });
const entries = async (token: string, query = '') => {
  const res = await get(`/api/audit-log${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Entry[];
};
const signIn = async (email: string, password: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'user-agent': UA },
  });
  return res;
};

describe('what is recorded', () => {
  it('sign-in, failed sign-in, key regenerate, password change and logout-all, with actor, IP, agent and target', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const failed = await signIn(u.email.toUpperCase(), 'Wrong#pass1');
    expect(failed.statusCode).toBe(401);
    const ok = await signIn(u.email, u.password);
    const token = (ok.json() as { token: string }).token;

    const regen = await t.app.inject({
      method: 'POST',
      url: '/api/user-data/regenerate-api-key',
      headers: { ...bearer(token), 'user-agent': UA },
    });
    const newKey = (regen.json() as { newApiKey: string }).newApiKey;
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/user-data/change-password',
      headers: { ...bearer(token), 'user-agent': UA },
      payload: { currentPassword: u.password, newPassword: 'N3w!password' },
    });
    expect(change.statusCode).toBe(204);
    const again = await signIn(u.email, 'N3w!password');
    const token2 = (again.json() as { token: string }).token;
    expect(
      (
        await post(t.app, '/api/auth/logout-all', undefined, {
          ...bearer(token2),
          'user-agent': UA,
        })
      ).statusCode,
    ).toBe(204);
    const token3 = ((await signIn(u.email, 'N3w!password')).json() as { token: string }).token;

    const list = await entries(token3);
    expect(list.map((e) => e.action)).toEqual([
      'auth.sign_in',
      'auth.logout_all',
      'auth.sign_in',
      'auth.password_changed',
      'api_key.regenerated',
      'auth.sign_in',
      'auth.sign_in_failed',
      // registerVerifiedUser's own sign-in
      'auth.sign_in',
    ]);
    const [latest] = list;
    expect(latest).toMatchObject({
      actorEmail: u.email,
      actorMemberId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      target: u.email,
      ip: '127.0.0.1',
      userAgent: UA,
      detail: { twoFactor: 'off' },
    });
    const failure = list.find((e) => e.action === 'auth.sign_in_failed');
    expect(failure).toMatchObject({ actorEmail: u.email, detail: { reason: 'password' } });
    const key = list.find((e) => e.action === 'api_key.regenerated');
    expect(key?.target).toBe(`API key ${newKey.slice(0, 12)}…`);
    expect(JSON.stringify(list)).not.toContain(newKey);
    // Times are ISO with milliseconds, newest first.
    const times = list.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('a top-up is recorded when the payment is credited', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const checkout = await post(
      t.app,
      '/api/payments/create-checkout-session',
      {
        serviceType: 'emailLookup',
        purchaseType: 'single',
        quantity: 500,
        successUrl: 'http://localhost:3000/payment-success',
        cancelUrl: 'http://localhost:3000/payment-cancel',
      },
      bearer(u.token),
    );
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { url, sessionId } = checkout.json() as { url: string; sessionId: string };
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${sessionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        token: new URL(url).searchParams.get('token') ?? '',
        action: 'pay',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/40',
        cvc: '123',
        name: 'Ada Lovelace',
      }).toString(),
    });
    expect(pay.statusCode).toBe(303);
    const [topUp] = await entries(u.token, '?action=billing.top_up');
    expect(topUp).toMatchObject({
      action: 'billing.top_up',
      actorEmail: u.email,
      target: `Payment ${sessionId}`,
      detail: { service: 'emailLookup', quantity: 500, provider: 'sandbox' },
    });
  });

  it('keeps tenants apart; a failed sign-in on an unknown address is recorded nowhere', async () => {
    const alice = await registerVerifiedUser(t.app, t.config.outboxDir);
    const bob = await registerVerifiedUser(t.app, t.config.outboxDir);
    await signIn(alice.email, 'Wrong#pass1');
    await signIn('nobody.here@acme-corp.com', 'Wrong#pass1');
    const bobs = await entries(bob.token);
    expect(bobs.every((e) => e.actorEmail === bob.email)).toBe(true);
    expect(JSON.stringify(bobs)).not.toContain('nobody.here');
    expect(JSON.stringify(await entries(alice.token))).not.toContain('nobody.here');
    // Bob cannot filter his way into Alice's entries.
    expect(await entries(bob.token, `?actor=${encodeURIComponent(alice.email)}`)).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/audit-log' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/audit-log/export' })).statusCode).toBe(
      401,
    );
  });
});

describe('filters and paging', () => {
  let u: Awaited<ReturnType<typeof registerVerifiedUser>>;
  beforeAll(async () => {
    u = await registerVerifiedUser(t.app, t.config.outboxDir);
    for (let i = 0; i < 4; i++) await signIn(u.email, 'Wrong#pass1');
    for (let i = 0; i < 2; i++) await signIn(u.email, u.password);
  });

  it('filters by action and by actor (any case)', async () => {
    const failed = await entries(u.token, '?action=auth.sign_in_failed');
    expect(failed).toHaveLength(4);
    expect(
      await entries(u.token, `?actor=${encodeURIComponent(u.email.toUpperCase())}`),
    ).toHaveLength(7);
    expect(await entries(u.token, '?actor=someone.else%40acme-corp.com')).toEqual([]);
  });

  it('filters by date range (a date is the whole UTC day; to is inclusive)', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(await entries(u.token, `?from=${today}&to=${today}`)).toHaveLength(7);
    expect(await entries(u.token, '?to=2020-01-01')).toEqual([]);
    expect(await entries(u.token, '?from=2999-01-01')).toEqual([]);
    const [newest] = await entries(u.token);
    expect(await entries(u.token, `?from=${newest?.createdAt}`)).toHaveLength(1);
  });

  it('pages with a cursor, without gaps or repeats', async () => {
    const all = await entries(u.token);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await get(
        `/api/audit-log?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        u.token,
      );
      expect(res.statusCode).toBe(200);
      seen.push(...(res.json() as Entry[]).map((e) => e.id));
      cursor = res.headers['x-next-cursor'] as string | undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(all.map((e) => e.id));
  });

  it('answers 400 for bad input, never 500', async () => {
    for (const q of [
      '?action=auth.nothing',
      '?limit=0',
      '?limit=101',
      '?cursor=not-a-cursor',
      '?from=2024-02-30',
      '?from=yesterday',
      '?from=2024-03-02&to=2024-03-01',
    ]) {
      const res = await get(`/api/audit-log${q}`, u.token);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', requestId: expect.any(String) });
    }
    const range = await get('/api/audit-log?from=2024-03-02&to=2024-03-01', u.token);
    expect(range.json().error).toBe('The start date must be on or before the end date');
  });
});

describe('CSV export', () => {
  it('exports the filtered entries with a header row; formula-like cells are defused', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: 'Wrong#pass1' },
      headers: { 'user-agent': '=HYPERLINK("http://evil.example")' },
    });
    const res = await get('/api/audit-log/export?action=auth.sign_in_failed', u.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="pulse-audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe(
      'time,action,actor_email,actor_member_id,target,ip,user_agent,request_id,detail',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`auth.sign_in_failed,${u.email},`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[1]).toContain('"{""reason"":""password""}"');

    const all = await get('/api/audit-log/export', u.token);
    expect(all.body.trim().split('\n')).toHaveLength(3);
    expect((await get('/api/audit-log/export?to=nope', u.token)).statusCode).toBe(400);
  });
});

describe('append-only', () => {
  it('PUT, PATCH and DELETE are refused with 405 and change nothing', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const before = await entries(u.token);
    const id = before[0]?.id ?? '';
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/audit-log', `/api/audit-log/${id}`]) {
        const res = await t.app.inject({
          method,
          url,
          headers: bearer(u.token),
          payload: { action: 'auth.sign_in', actorEmail: 'someone@else.com' },
        });
        expect(res.statusCode, `${method} ${url}`).toBe(405);
        expect(res.headers.allow).toBe('GET');
        expect(res.json()).toEqual({
          error: 'Audit log entries cannot be changed or deleted.',
          code: 'METHOD_NOT_ALLOWED',
          requestId: expect.any(String),
        });
      }
    }
    expect(await entries(u.token)).toEqual(before);
  });
});
