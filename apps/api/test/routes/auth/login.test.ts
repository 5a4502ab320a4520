// Log-in outcomes and revocation of sessions (logout-all).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { bearer, post, registerVerifiedUser, signupBody } from '../../helpers/accounts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('POST /api/auth/login', () => {
  it('answers 403 with needVerification for an unverified account (right password only)', async () => {
    const body = signupBody();
    await post(t.app, '/api/auth/signup', body);
    const res = await post(t.app, '/api/auth/login', {
      email: body.email,
      password: body.password,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'Please verify your email before logging in.',
      code: 'EMAIL_NOT_VERIFIED',
      needVerification: true,
      requestId: expect.any(String),
    });
    const wrong = await post(t.app, '/api/auth/login', {
      email: body.email,
      password: 'Wrong#pass1',
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('answers 401 INVALID_CREDENTIALS for a wrong password and for an unknown e-mail alike', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const wrong = await post(t.app, '/api/auth/login', { email: u.email, password: 'Wrong#pass1' });
    const unknown = await post(t.app, '/api/auth/login', {
      email: 'nobody@acme-corp.com',
      password: 'Wrong#pass1',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: 'Invalid email or password.',
        code: 'INVALID_CREDENTIALS',
        requestId: expect.any(String),
      });
    }
  });

  it('refuses bad bodies with 400', async () => {
    expect(
      (await post(t.app, '/api/auth/login', { email: 'a@acme-corp.com' })).json(),
    ).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: 'Password is required',
    });
    expect((await post(t.app, '/api/auth/login', { email: 5, password: 'x' })).statusCode).toBe(
      400,
    );
  });
});

describe('POST /api/auth/logout-all', () => {
  it('revokes every token issued so far', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const second = (
      await post(t.app, '/api/auth/login', { email: u.email, password: u.password })
    ).json().token as string;
    const out = await post(t.app, '/api/auth/logout-all', undefined, bearer(u.token));
    expect(out.statusCode).toBe(204);
    for (const token of [u.token, second]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/user-data/profile',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: 'Invalid token',
        code: 'INVALID_TOKEN',
        requestId: expect.any(String),
      });
    }
    // A new log-in works again.
    const again = await post(t.app, '/api/auth/login', { email: u.email, password: u.password });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/user-data/profile',
      headers: bearer(again.json().token),
    });
    expect(profile.statusCode).toBe(200);
  });

  it('needs a token', async () => {
    expect((await post(t.app, '/api/auth/logout-all')).statusCode).toBe(401);
  });
});
