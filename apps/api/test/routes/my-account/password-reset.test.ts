// Password reset: POST /api/auth/forgot-password, /api/auth/reset-password/check and
// /api/auth/reset-password.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  afterAnswers,
  bearer,
  post,
  registerVerifiedUser,
  uniqueEmail,
} from '../../helpers/accounts.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { latestLinkToken, messagesTo } from './helpers.js';

const NEW_PASSWORD = 'N3w#password';
const REQUESTED = {
  message:
    'If an account exists for this email address, we have sent a link to reset its password.',
};
const INVALID = {
  error: 'This password reset link is invalid or has expired.',
  code: 'INVALID_RESET_TOKEN',
  requestId: expect.any(String),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const forgot = async (email: string) => {
  const res = await post(t.app, '/api/auth/forgot-password', { email });
  await afterAnswers(t.app);
  return res;
};
const reset = (token: string, password = NEW_PASSWORD) =>
  post(t.app, '/api/auth/reset-password', { token, password });
const login = (email: string, password: string) =>
  post(t.app, '/api/auth/login', { email, password });
const check = (token: string) => post(t.app, '/api/auth/reset-password/check', { token });
const resetToken = (email: string) => latestLinkToken(t.config.outboxDir, email, 'reset-password');

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const unknown = uniqueEmail('nobody');
    const known = await forgot(u.email);
    const other = await forgot(unknown);
    expect(known.statusCode).toBe(200);
    expect(other.statusCode).toBe(200);
    expect(known.json()).toEqual(REQUESTED);
    expect(other.json()).toEqual(REQUESTED);
    expect(messagesTo(t.config.outboxDir, unknown)).toHaveLength(0);
    const mail = messagesTo(t.config.outboxDir, u.email).pop() ?? '';
    expect(mail).toContain('Subject: Reset your Pulse password');
    expect(mail).toContain('valid for 30 minutes');
    expect(mail).toContain(`${t.config.publicAppUrl}/reset-password?token=`);
  });

  it('stores only a hash of the token, expiring 30 minutes after it was issued', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    await forgot(u.email);
    const token = resetToken(u.email);
    const rows = await t.app.database.db.execute(
      sql`select t.token_hash, extract(epoch from t.expires_at - t.created_at)::int as ttl
          from account_tokens t join members m on m.id = t.member_id where m.email = ${u.email}`,
    );
    const row = (rows as unknown as { rows: { token_hash: string; ttl: number }[] }).rows[0];
    expect(row?.ttl).toBe(30 * 60);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('checks the address shape', async () => {
    const res = await forgot('not-an-address');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Invalid email address' });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once; the old one and the used link stop working', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    await forgot(u.email);
    const token = resetToken(u.email);
    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your password has been reset. Please sign in with your new password.',
    });
    expect((await login(u.email, u.password)).statusCode).toBe(401);
    expect((await login(u.email, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await reset(token, 'An0ther#pass');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
  });

  it('ends every session of the member and records password reset in the audit log', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const second = (await login(u.email, u.password)).json().token as string;
    await forgot(u.email);
    expect((await reset(resetToken(u.email))).statusCode).toBe(200);
    for (const token of [u.token, second]) {
      const res = await t.app.inject({
        url: '/api/user-data/profile',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(401);
    }
    const fresh = (await login(u.email, NEW_PASSWORD)).json().token as string;
    const sessions = await t.app.inject({ url: '/api/sessions', headers: bearer(fresh) });
    expect(sessions.json().sessions).toHaveLength(1);
    const log = await t.app.inject({
      url: '/api/audit-log?action=auth.password_reset',
      headers: bearer(fresh),
    });
    expect(log.json()).toEqual([
      expect.objectContaining({ action: 'auth.password_reset', actorEmail: u.email }),
    ]);
  });

  it('refuses a link older than 30 minutes', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    await forgot(u.email);
    const token = resetToken(u.email);
    await t.app.database.db.execute(
      sql`update account_tokens set expires_at = now() - interval '1 second'
          where member_id = (select id from members where email = ${u.email})`,
    );
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
    expect((await login(u.email, u.password)).statusCode).toBe(200);
  });

  it('voids an earlier link when a new one is asked for, and refuses an unknown token', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    await forgot(u.email);
    const first = resetToken(u.email);
    await forgot(u.email);
    expect((await reset(first)).json()).toEqual(INVALID);
    expect((await reset('x'.repeat(43))).json()).toEqual(INVALID);
    expect((await reset(resetToken(u.email))).statusCode).toBe(200);
  });

  it('applies the sign-up password rules before using the link', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    await forgot(u.email);
    const token = resetToken(u.email);
    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: 'Password must be at least 8 characters',
    });
    expect((await reset(token, 'nouppercase1!')).json().error).toBe(
      'Password must contain at least one uppercase letter',
    );
    // The link was not used up by the refused attempts.
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('never touches another tenant: a member of another client keeps their sessions', async () => {
    const a = await registerVerifiedUser(t.app, t.config.outboxDir);
    const b = await registerVerifiedUser(t.app, t.config.outboxDir);
    await forgot(a.email);
    expect((await reset(resetToken(a.email))).statusCode).toBe(200);
    const res = await t.app.inject({ url: '/api/user-data/profile', headers: bearer(b.token) });
    expect(res.statusCode).toBe(200);
    expect((await login(b.email, b.password)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/reset-password/check', () => {
  it('accepts a fresh link without using it up', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    await forgot(u.email);
    const token = resetToken(u.email);
    for (let i = 0; i < 2; i++) {
      const res = await check(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ valid: true });
    }
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('refuses a used, an expired and an unknown link with one and the same answer', async () => {
    const used = await registerVerifiedUser(t.app, t.config.outboxDir);
    await forgot(used.email);
    const usedToken = resetToken(used.email);
    expect((await reset(usedToken)).statusCode).toBe(200);

    const late = await registerVerifiedUser(t.app, t.config.outboxDir);
    await forgot(late.email);
    const lateToken = resetToken(late.email);
    await t.app.database.db.execute(
      sql`update account_tokens set expires_at = now() - interval '1 second'
          where member_id = (select id from members where email = ${late.email})`,
    );

    for (const token of [usedToken, lateToken, 'x'.repeat(43)]) {
      const res = await check(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID);
    }
  });
});

describe('rate limits', () => {
  it('limits reset requests per address and per IP, and reset attempts per IP', async () => {
    const limited = await createTestApp({ rateLimit: { authMax: 3, windowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: 'target@acme-corp.com' },
          remoteAddress: `10.1.0.${i + 1}`,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);

      const attempts: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token: `guess-${i}`, password: NEW_PASSWORD },
          remoteAddress: '10.2.0.1',
        });
        attempts.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
          expect(res.headers['retry-after']).toBeDefined();
        }
      }
      expect(attempts).toEqual([400, 400, 400, 429]);
      // Checking a link counts in the same per-IP bucket as using one.
      const checked = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password/check',
        payload: { token: 'guess-5' },
        remoteAddress: '10.2.0.1',
      });
      expect(checked.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
