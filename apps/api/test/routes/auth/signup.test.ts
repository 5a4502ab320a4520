// Sign-up rules (spec §5) and the shape of every refusal: 4xx with { error, code }, never 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { post, signupBody, uniqueEmail } from '../../helpers/accounts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const signup = (body: unknown) => post(t.app, '/api/auth/signup', body);

function expectError(
  res: { statusCode: number; json(): unknown; headers: Record<string, unknown> },
  status: number,
  code: string,
  error?: string | RegExp,
) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { error: string; code: string; requestId: string };
  expect(Object.keys(body).sort()).toEqual(['code', 'error', 'requestId']);
  expect(body.requestId).toBe(res.headers['x-request-id']);
  expect(body.code).toBe(code);
  if (typeof error === 'string') expect(body.error).toBe(error);
  else if (error) expect(body.error).toMatch(error);
}

describe('POST /api/auth/signup', () => {
  it('refuses free-mail providers (the eleven hosts and the package list)', async () => {
    const message = 'Please enter a valid business email address, not from a free email provider.';
    for (const email of ['someone@gmail.com', 'someone@GMX.com', 'someone@123mail.org']) {
      expectError(await signup(signupBody({ email })), 400, 'FREE_EMAIL_PROVIDER', message);
    }
  });

  it('refuses the same e-mail twice, case-insensitively', async () => {
    const email = uniqueEmail('dup');
    expect((await signup(signupBody({ email }))).statusCode).toBe(201);
    expectError(await signup(signupBody({ email: email.toUpperCase() })), 409, 'EMAIL_TAKEN');
  });

  it.each([
    ['fullName', 'Full name is required'],
    ['email', 'Email is required'],
    ['password', 'Password is required'],
    ['companyName', 'Company name is required'],
    ['contactNumber', 'Contact number is required'],
    ['country', 'Country is required'],
    ['consent', 'Agree to terms is required'],
  ])('names the missing field %s', async (field, message) => {
    const body = Object.fromEntries(Object.entries(signupBody()).filter(([k]) => k !== field));
    expectError(await signup(body), 400, 'VALIDATION_ERROR', message);
  });

  it.each([
    [{ fullName: '   ' }, 'Full name is required'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ country: 'XX' }, 'Country must be one of the supported countries'],
    [{ country: 'gb' }, 'Country must be one of the supported countries'],
    [{ consent: { agreed: false } }, 'Agree to terms is required'],
    [{ consent: {} }, 'Agree to terms is required'],
    [{ password: 'Sh0rt!' }, 'Password must be at least 8 characters'],
    [{ password: 'NOLOWER1!' }, 'Password must contain at least one lowercase letter'],
    [{ password: 'noupper1!' }, 'Password must contain at least one uppercase letter'],
    [{ password: 'NoNumber!' }, 'Password must contain at least one number'],
    [{ password: 'NoSpecial1' }, 'Password must contain at least one special character'],
    [{ password: 'Under_score1' }, 'Password must contain at least one special character'],
    [{ fullName: 42 }, 'Full name must be a string'],
    [{ consent: true }, /Consent must be a object|Agree to terms/],
    [{ fullName: 'x'.repeat(201) }, 'Full name must be at most 200 characters'],
  ])('refuses %j', async (patch, message) => {
    expectError(await signup(signupBody(patch)), 400, 'VALIDATION_ERROR', message);
  });

  it('accepts every special character of the spec set', async () => {
    for (const ch of '!@#$%^&*(),.?":{}|<>') {
      const res = await signup(signupBody({ password: `Abcdefg1${ch}` }));
      expect(res.statusCode, `special ${ch}`).toBe(201);
    }
  });

  it('drops unknown fields instead of storing or refusing them', async () => {
    const res = await signup(signupBody({ isAdmin: true, fraudEngine: true, tokenVersion: 99 }));
    expect(res.statusCode).toBe(201);
  });

  it('refuses bad bodies with { error, code } and never 500', async () => {
    const cases = [
      {
        payload: '{"fullName": ',
        headers: { 'content-type': 'application/json' },
        status: 400,
        code: 'INVALID_JSON',
      },
      {
        payload: '[1,2]',
        headers: { 'content-type': 'application/json' },
        status: 400,
        code: 'VALIDATION_ERROR',
      },
      {
        payload: '"text"',
        headers: { 'content-type': 'application/json' },
        status: 400,
        code: 'VALIDATION_ERROR',
      },
      {
        payload: 'null',
        headers: { 'content-type': 'application/json' },
        status: 400,
        code: 'VALIDATION_ERROR',
      },
      {
        payload: '',
        headers: { 'content-type': 'application/json' },
        status: 400,
        code: 'VALIDATION_ERROR',
      },
      { payload: undefined, headers: {}, status: 400, code: 'VALIDATION_ERROR' },
      {
        payload: 'fullName=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
      },
      {
        payload: 'hello',
        headers: { 'content-type': 'text/plain' },
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
      },
      {
        payload: JSON.stringify(signupBody({ fullName: 'x'.repeat(70 * 1024) })),
        headers: { 'content-type': 'application/json' },
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
      },
      {
        payload: '{"__proto__": {"x": 1}}',
        headers: { 'content-type': 'application/json' },
        status: 400,
        code: 'INVALID_JSON',
      },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: c.payload,
        headers: c.headers,
      });
      expect(res.statusCode, `${c.code} for ${String(c.payload).slice(0, 30)}`).toBe(c.status);
      const body = res.json() as { error: string; code: string };
      expect(body.code).toBe(c.code);
      expect(typeof body.error).toBe('string');
      expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
    }
  });

  it('answers unknown routes with a 404 error body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
