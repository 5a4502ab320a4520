// Rate limits of login, sign-up and resend (configurable; 429 RATE_LIMITED).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { post, signupBody } from '../../helpers/accounts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: { authMax: 3, windowMs: 60_000 } });
});
afterAll(async () => t.close());

describe('auth rate limits', () => {
  it('limits log-in per IP with 429 RATE_LIMITED', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await post(
        t.app,
        '/api/auth/login',
        { email: `u${i}@acme-corp.com`, password: 'x' },
        {},
      );
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
        expect(res.headers['retry-after']).toBeDefined();
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('limits failed log-ins per e-mail and IP together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'Target@acme-corp.com', password: 'x' },
        remoteAddress: '10.0.0.1',
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // The same account from another address is not locked.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'target@acme-corp.com', password: 'x' },
      remoteAddress: '10.0.0.2',
    });
    expect(other.statusCode).toBe(401);
  });

  it('limits sign-up per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: signupBody(),
        remoteAddress: '10.1.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('limits resend per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification-email',
        payload: { email: `r${i}@acme-corp.com` },
        remoteAddress: '10.2.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
