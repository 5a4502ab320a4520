// The eleven findings of the hardening review, one block each:
// every assertion here failed before the fix.
import { Writable } from 'node:stream';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, sharedSecretProblem } from '../../src/config.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { bearer, post, registerVerifiedUser, signupBody } from '../helpers/accounts.js';
import { newCaller, session, type Caller } from '../helpers/clients.js';

let t: TestApp;
let alice: Caller;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: { authMax: 10, windowMs: 60_000 } });
  alice = await newCaller(t.app, t.config.outboxDir);
}, 120_000);
afterAll(async () => t.close());

const NUL = 'a\u0000b';
const LONE = 'a\ud800b';

describe('1. NUL and lone surrogates are refused with 400 naming the field', () => {
  it.each([
    ['fullName', 'Full name'],
    ['companyName', 'Company name'],
    ['contactNumber', 'Contact number'],
  ])('sign-up %s', async (field, name) => {
    for (const bad of [NUL, LONE]) {
      const res = await post(t.app, '/api/auth/signup', signupBody({ [field]: bad }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        error: `${name} must not contain NUL or unpaired surrogate characters`,
      });
    }
  });

  it.each([
    ['/api/iplookup', { ip: NUL }, 'IP Address'],
    ['/api/iplookup', { ip: LONE }, 'IP Address'],
    ['/api/addresslookup', { address: `1 Main St ${NUL}`, country: 'GB' }, 'Address'],
    ['/api/amlperson', { f_name: 'John', l_name: LONE }, 'Last Name'],
    ['/api/amlbusiness', { company: NUL }, 'Company Name'],
  ])('%s %j', async (url, body, name) => {
    const res = await t.app.inject({ method: 'POST', url, headers: session(alice), payload: body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe(`${name} must not contain NUL or unpaired surrogate characters`);
    // Nothing was metered or stored.
    const reports = await t.app.inject({ url: '/api/reports', headers: bearer(alice.token) });
    expect(reports.headers['x-total-count']).toBe('0');
  });

  it('query and path parameters', async () => {
    for (const url of ['/api/reports?referenceId=a%00b', '/api/report/a%00b']) {
      const res = await t.app.inject({ url, headers: bearer(alice.token) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().error).toMatch(/^(referenceId|id) must not contain NUL/);
    }
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/reports/a%00b',
      headers: bearer(alice.token),
    });
    expect(del.statusCode).toBe(400);
  });

  it('keeps well-formed text, surrogate pairs included', async () => {
    const res = await post(t.app, '/api/auth/signup', signupBody({ fullName: 'Zoë 😀 Ng' }));
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('2. every malformed token is 401', () => {
  const sign = (payload: Record<string, unknown>, key: Uint8Array = t.config.jwtSecret) =>
    createSigner({ key: Buffer.from(key), algorithm: 'HS256', expiresIn: 60_000 })(payload);

  it('refuses correctly signed tokens with claims we never issue', async () => {
    const tokens = [
      sign({ sub: 'not-a-uuid', tv: 0 }),
      sign({ sub: "' or 1=1 --", tv: 0 }),
      sign({ sub: 'a\u0000b', tv: 0 }),
      sign({ sub: 42, tv: 0 }),
      sign({ sub: '00000000-0000-0000-0000-000000000000', tv: 'x' }),
      sign({ sub: '00000000-0000-0000-0000-000000000000', tv: 1.5 }),
      sign({ sub: '00000000-0000-0000-0000-000000000000', tv: 0 }),
      sign({ sub: 'x', tv: 0 }, new Uint8Array(32)),
      'a.b.c',
      'Ünïcödé',
      `${alice.token}x`,
    ];
    for (const token of tokens) {
      for (const url of [
        '/api/user-data/profile',
        '/api/reports',
        '/api/dashboard/account-summary',
      ]) {
        const res = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
        expect(res.statusCode, `${url} ${token}`).toBe(401);
        expect(res.json().code).toBe('INVALID_TOKEN');
      }
    }
  });
});

describe('3. security headers', () => {
  it('sets helmet defaults on JSON answers, errors included', async () => {
    for (const res of [
      await t.app.inject({ url: '/api/health/live' }),
      await t.app.inject({ url: '/api/nope' }),
      await post(t.app, '/api/auth/login', { email: 'x' }),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['strict-transport-security']).toBeDefined();
    }
  });

  it('never lets the profile (with its API key) or a session token be cached', async () => {
    const profile = await t.app.inject({
      url: '/api/user-data/profile',
      headers: bearer(alice.token),
    });
    expect(profile.json().apiKey).toMatch(/^pk_live_/);
    expect(profile.headers['cache-control']).toBe('no-store');
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const login = await post(t.app, '/api/auth/login', { email: u.email, password: u.password });
    expect(login.headers['cache-control']).toBe('no-store');
    const key = await post(t.app, '/api/user-data/regenerate-api-key', undefined, bearer(u.token));
    expect(key.headers['cache-control']).toBe('no-store');
  });
});

describe('4. several processes on one PostgreSQL share their secrets', () => {
  it('refuses to start on DATABASE_URL without JWT_SECRET / KEY_ENCRYPTION_KEY, in one line', () => {
    const url = 'postgres://localhost/pulse';
    expect(sharedSecretProblem({ DATABASE_URL: url })).toBe(
      'JWT_SECRET and KEY_ENCRYPTION_KEY must be set with DATABASE_URL: every API process on one database must share them',
    );
    expect(sharedSecretProblem({ DATABASE_URL: url, JWT_SECRET: 'x'.repeat(32) })).toBe(
      'KEY_ENCRYPTION_KEY must be set with DATABASE_URL: every API process on one database must share it',
    );
    expect(
      sharedSecretProblem({
        DATABASE_URL: url,
        JWT_SECRET: 'x'.repeat(32),
        KEY_ENCRYPTION_KEY: 'ab'.repeat(32),
      }),
    ).toBeUndefined();
    // The embedded database keeps generating them (one process only).
    expect(sharedSecretProblem({})).toBeUndefined();
  });
});

describe('5. a database that cannot be reached is 503 with Retry-After, never 500', () => {
  it('answers every data endpoint with 503 UNAVAILABLE', async () => {
    const down = await createTestApp();
    const caller = await newCaller(down.app, down.config.outboxDir);
    await down.app.database.close();
    for (const [method, url, body] of [
      ['GET', '/api/reports', undefined],
      ['GET', '/api/dashboard/account-summary', undefined],
      ['POST', '/api/iplookup', { ip: '8.8.8.8' }],
      ['POST', '/api/auth/login', { email: caller.email, password: 'Str0ng!pass' }],
      ['GET', '/api/health/ready', undefined],
    ] as const) {
      const res = await down.app.inject({
        method,
        url,
        headers: session(caller),
        ...(body ? { payload: body } : {}),
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ code: 'UNAVAILABLE', requestId: expect.any(String) });
    }
    // Liveness does not depend on the database.
    expect((await down.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    await down.close().catch(() => undefined);
  });
});

describe('6. failed log-ins from many IPs cannot lock the real user out', () => {
  it('slows the account down but lets the right password in from a new IP', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: u.email, password: 'Wrong!pass1' },
        remoteAddress: `10.6.0.${i + 1}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const started = Date.now();
    const real = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: u.password },
      remoteAddress: '10.6.1.1',
    });
    expect(real.statusCode, real.body).toBe(200);
    // 12 failures against a threshold of 10: 2 × 250 ms of slowdown.
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
  });
});

describe('7. change-password is rate limited', () => {
  it('answers 429 after RATE_LIMIT_AUTH_MAX wrong current passwords', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await post(
        t.app,
        '/api/user-data/change-password',
        { currentPassword: `Wrong!pass${i}`, newPassword: 'N3w!password' },
        bearer(u.token),
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  });
});

describe('7b. the other credential endpoints are rate limited per account', () => {
  it('limits logout-all, key regeneration and e-mail verification', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      // Each logout-all revokes the session: sign in again (from other IPs) before the next one.
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: u.email, password: u.password },
        remoteAddress: `10.7.${i}.1`,
      });
      const token = (login.json() as { token: string }).token;
      statuses.push(
        (await post(t.app, '/api/auth/logout-all', undefined, bearer(token))).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(204), 429]);
    const keys: number[] = [];
    const v = await registerVerifiedUser(t.app, t.config.outboxDir);
    for (let i = 0; i < 11; i++)
      keys.push(
        (await post(t.app, '/api/user-data/regenerate-api-key', undefined, bearer(v.token)))
          .statusCode,
      );
    expect(keys).toEqual([...Array(10).fill(200), 429]);
    const verify: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: `guess-${i}` },
        remoteAddress: '10.8.0.1',
      });
      verify.push(res.statusCode);
    }
    expect(verify).toEqual([...Array(10).fill(400), 429]);
  });
});

describe('8. verification links are logged only in the embedded outbox mode', () => {
  async function logsOfSignup(smtpUrl: string | undefined): Promise<string> {
    let out = '';
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        out += chunk.toString();
        done();
      },
    });
    const app = await createTestApp({ smtpUrl }, {}, { logger: { level: 'trace', stream } });
    const res = await post(app.app, '/api/auth/signup', signupBody());
    expect(res.statusCode).toBe(201);
    await app.close();
    return out;
  }

  it('never logs the link or token with SMTP, even at trace level', async () => {
    // Nothing listens on port 1: the mail fails and is retried in the background.
    const logs = await logsOfSignup('smtp://127.0.0.1:1');
    expect(logs).toContain('verification email queued');
    expect(logs).not.toContain('/verify-email/');
    expect(logs).not.toMatch(/"link"/);
  });

  it('logs the link with the outbox (no mail server: the developer’s way in)', async () => {
    expect(await logsOfSignup(undefined)).toContain('/verify-email/');
  });
});

describe('9. resend answers alike for unknown, unverified and verified addresses', () => {
  it('gives the same status and body', async () => {
    const verified = await registerVerifiedUser(t.app, t.config.outboxDir);
    const unverified = signupBody();
    expect((await post(t.app, '/api/auth/signup', unverified)).statusCode).toBe(201);
    const answers = [];
    for (const email of [verified.email, unverified.email, 'nobody@acme-corp.com']) {
      const res = await post(t.app, '/api/auth/resend-verification-email', { email });
      answers.push([res.statusCode, res.body]);
    }
    expect(answers[0]).toEqual([200, '{"message":"Verification email sent successfully!"}']);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});

describe('10. CORS allows only the configured app origins', () => {
  const preflight = (app: TestApp, origin: string) =>
    app.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin, 'access-control-request-method': 'POST' },
    });

  it('drops the localhost origins when PUBLIC_APP_URL is a real domain', async () => {
    const env = { PUBLIC_APP_URL: 'https://app.pulse.example', CORS_ORIGINS: 'https://x.example' };
    const config = loadConfig(env, {
      jwtSecret: new Uint8Array(32),
      keyEncryptionKey: Buffer.alloc(32),
    });
    expect(config.corsOrigins).toEqual(['https://app.pulse.example', 'https://x.example']);
    const prod = await createTestApp({ corsOrigins: config.corsOrigins });
    const allowed = await preflight(prod, 'https://app.pulse.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.pulse.example');
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:3001',
      'https://evil.example',
    ]) {
      const res = await preflight(prod, origin);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
    await prod.close();
  });

  it('keeps the local shell and remote ports for a local PUBLIC_APP_URL', () => {
    const config = loadConfig(
      { PUBLIC_APP_URL: 'http://localhost:3000' },
      { jwtSecret: new Uint8Array(32), keyEncryptionKey: Buffer.alloc(32) },
    );
    expect(config.corsOrigins).toContain('http://127.0.0.1:3004');
  });
});

describe('11. TRACE and QUERY are 405', () => {
  it.each(['TRACE', 'QUERY', 'CONNECT'])('%s', async (method) => {
    for (const url of ['/api/health', '/api/auth/login', '/api/nope']) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      expect(res.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
    }
  });
});
