// Two-factor sign-in: enrolment, the code step with app and recovery codes, and
// switching off, through the HTTP stack.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { bearer, post, registerVerifiedUser } from '../../helpers/accounts.js';
import { challengeFor, codeStep, enableTwoFactor, totp } from '../../helpers/two-factor.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(() => vi.useRealTimers());

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
const INVALID_CODE = {
  error: 'That code is not valid. Enter the current code from your app.',
  code: 'INVALID_TWO_FACTOR_CODE',
  requestId: expect.any(String),
};
const EXPIRED = {
  error: 'Your sign-in has timed out. Please enter your email and password again.',
  code: 'TWO_FACTOR_CHALLENGE_EXPIRED',
  requestId: expect.any(String),
};

describe('enrolment', () => {
  it('shows a QR code and the secret, asks for a code, then gives 10 single-use recovery codes once', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const off = await get('/api/user-data/two-factor', u.token);
    expect(off.json()).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });

    const setup = await post(t.app, '/api/user-data/two-factor/setup', undefined, bearer(u.token));
    expect(setup.statusCode).toBe(200);
    const s = setup.json() as { secret: string; otpauthUrl: string; qrCode: string };
    expect(s.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(s.otpauthUrl).toContain(`secret=${s.secret}`);
    expect(s.otpauthUrl).toContain('issuer=Pulse');
    expect(s.otpauthUrl).toContain(encodeURIComponent(u.email));
    expect(s.qrCode).toMatch(/^data:image\/png;base64,/);

    // Not on until a code confirms it.
    const still = await post(t.app, '/api/auth/login', { email: u.email, password: u.password });
    expect(still.json()).toHaveProperty('token');

    const wrong = await post(
      t.app,
      '/api/user-data/two-factor/enable',
      { password: u.password, code: '000000' === (await totp(s.secret)) ? '111111' : '000000' },
      bearer(u.token),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(INVALID_CODE);

    const ok = await post(
      t.app,
      '/api/user-data/two-factor/enable',
      { password: u.password, code: await totp(s.secret) },
      bearer(u.token),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const { recoveryCodes } = ok.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);

    const on = (await get('/api/user-data/two-factor', u.token)).json();
    expect(on).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(Date.parse(on.enabledAt as string)).toBeGreaterThan(Date.now() - 60_000);

    // Setting up again while on is refused; the codes are never shown again.
    const again = await post(t.app, '/api/user-data/two-factor/setup', undefined, bearer(u.token));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'TWO_FACTOR_ALREADY_ENABLED',
      error: 'Two-factor authentication is already on.',
    });
  });

  it('stores the secret encrypted and the recovery codes hashed', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const { secret, recoveryCodes } = await enableTwoFactor(t.app, u.token, u.password);
    const rows = (await t.app.database.db.execute(
      sql`select s.secret_ciphertext, string_agg(r.code_hash, ',') as hashes
          from two_factor_secrets s join two_factor_recovery_codes r using (member_id)
          group by s.secret_ciphertext`,
    )) as unknown as { rows: Array<{ secret_ciphertext: string; hashes: string }> };
    const stored = JSON.stringify(rows.rows);
    expect(stored).not.toContain(secret);
    for (const c of recoveryCodes) {
      expect(stored).not.toContain(c);
      expect(stored).not.toContain(c.replace('-', ''));
    }
    expect(stored).toMatch(/v1\.[\w-]+\.[\w-]+\.[\w-]+/);
  });

  it('refuses a confirmation without a set-up, and needs a session', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const res = await post(
      t.app,
      '/api/user-data/two-factor/enable',
      { password: u.password, code: '123456' },
      bearer(u.token),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'TWO_FACTOR_NOT_STARTED',
      error: 'Start the set-up again: there is no set-up waiting for a code.',
    });
    const anon = await post(t.app, '/api/user-data/two-factor/setup');
    expect(anon.statusCode).toBe(401);
    const blank = await post(
      t.app,
      '/api/user-data/two-factor/enable',
      { code: ' ' },
      bearer(u.token),
    );
    expect(blank.statusCode).toBe(400);
  });

  it('asks for the member’s password: a wrong or missing one is refused and leaves it off', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const setup = await post(t.app, '/api/user-data/two-factor/setup', undefined, bearer(u.token));
    const { secret } = setup.json() as { secret: string };
    const code = await totp(secret);
    const enable = (body: Record<string, unknown>) =>
      post(t.app, '/api/user-data/two-factor/enable', body, bearer(u.token));

    const missing = await enable({ code });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const wrong = await enable({ password: 'not-my-password', code });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'Password is incorrect.',
      code: 'INVALID_PASSWORD',
      requestId: expect.any(String),
    });
    expect((await get('/api/user-data/two-factor', u.token)).json()).toMatchObject({
      enabled: false,
    });
    // The refused attempt did not use up the code: with the right password it is accepted.
    const ok = await enable({ password: u.password, code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await get('/api/user-data/two-factor', u.token)).json()).toMatchObject({
      enabled: true,
    });
  });
});

describe('sign-in with two-factor on', () => {
  it('the password step returns a challenge, not a session; an app code completes it once', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const { secret } = await enableTwoFactor(t.app, u.token, u.password);
    const challenge = await challengeFor(t.app, u.email, u.password);
    expect(challenge).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(challenge.length).toBeGreaterThan(20);

    // A challenge is no session.
    expect((await get('/api/user-data/profile', challenge)).statusCode).toBe(401);

    const wrong = await codeStep(t.app, challenge, '12345a');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(INVALID_CODE);

    // The enrolment used the current step's code; the next step's is within the drift allowed.
    const code = await totp(secret, 30);
    const ok = await codeStep(t.app, challenge, code);
    expect(ok.statusCode, ok.body).toBe(200);
    const session = ok.json() as { token: string; user: { email: string } };
    expect(session.user.email).toBe(u.email);
    expect((await get('/api/user-data/profile', session.token)).statusCode).toBe(200);

    // The same code again, even through a new password step, is refused: it was used.
    const challenge2 = await challengeFor(t.app, u.email, u.password);
    const used = await codeStep(t.app, challenge2, code);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual(INVALID_CODE);
  });

  it('refuses an expired code (older than one step of drift)', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const { secret } = await enableTwoFactor(t.app, u.token, u.password);
    const challenge = await challengeFor(t.app, u.email, u.password);
    const stale = await codeStep(t.app, challenge, await totp(secret, -120));
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual(INVALID_CODE);
    const early = await codeStep(t.app, challenge, await totp(secret, 120));
    expect(early.statusCode).toBe(400);
  });

  it('a recovery code works in place of a code, once', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const { recoveryCodes } = await enableTwoFactor(t.app, u.token, u.password);
    const [first = '', second = ''] = recoveryCodes;
    const ok = await codeStep(t.app, await challengeFor(t.app, u.email, u.password), first);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toHaveProperty('token');

    const reused = await codeStep(t.app, await challengeFor(t.app, u.email, u.password), first);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(INVALID_CODE);

    // Typed in capitals and without the dash, as people do.
    const typed = second.toUpperCase().replace('-', '');
    const ok2 = await codeStep(t.app, await challengeFor(t.app, u.email, u.password), typed);
    expect(ok2.statusCode, ok2.body).toBe(200);
    const status = (
      await get('/api/user-data/two-factor', (ok2.json() as { token: string }).token)
    ).json();
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 8 });
  });

  it('refuses a forged, expired or revoked challenge', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const { secret } = await enableTwoFactor(t.app, u.token, u.password);

    const forged = await codeStep(t.app, u.token, await totp(secret, 30));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual(EXPIRED);

    const challenge = await challengeFor(t.app, u.email, u.password);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 301_000 });
    const late = await codeStep(t.app, challenge, await totp(secret, 30));
    vi.useRealTimers();
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual(EXPIRED);

    // Logout everywhere voids challenges issued before it.
    const revoked = await challengeFor(t.app, u.email, u.password);
    const out = await post(t.app, '/api/auth/logout-all', undefined, bearer(u.token));
    expect(out.statusCode).toBe(204);
    const after = await codeStep(t.app, revoked, await totp(secret, 30));
    expect(after.statusCode).toBe(401);
  });

  it('rate-limits wrong codes per member: after 5 even the right code is refused', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const { secret } = await enableTwoFactor(t.app, u.token, u.password);
    const challenge = await challengeFor(t.app, u.email, u.password);
    const right = await totp(secret, 30);
    const wrongCode = right === '000000' ? '999999' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await codeStep(t.app, challenge, wrongCode)).statusCode).toBe(400);
    const blocked = await codeStep(t.app, challenge, right);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().error).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    // A fresh password step does not reset the count.
    const fresh = await codeStep(t.app, await challengeFor(t.app, u.email, u.password), right);
    expect(fresh.statusCode).toBe(429);
  });
});

describe('turning two-factor off', () => {
  it('needs the password and a code; afterwards the password alone signs in', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const { secret } = await enableTwoFactor(t.app, u.token, u.password);
    const disable = (body: Record<string, unknown>) =>
      post(t.app, '/api/user-data/two-factor/disable', body, bearer(u.token));

    const badPassword = await disable({ password: 'Wrong#pass1', code: await totp(secret, 30) });
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json()).toMatchObject({
      code: 'INVALID_PASSWORD',
      error: 'Password is incorrect.',
    });
    const badCode = await disable({ password: u.password, code: '00000a' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json()).toEqual(INVALID_CODE);
    expect((await disable({ password: u.password })).statusCode).toBe(400);

    const ok = await disable({ password: u.password, code: await totp(secret, 30) });
    expect(ok.statusCode, ok.body).toBe(204);
    expect((await get('/api/user-data/two-factor', u.token)).json()).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    const login = await post(t.app, '/api/auth/login', { email: u.email, password: u.password });
    expect(login.json()).toHaveProperty('token');

    const again = await disable({ password: u.password, code: '123456' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'TWO_FACTOR_NOT_ENABLED',
      error: 'Two-factor authentication is not on.',
    });
  });

  it('accepts a recovery code in place of the app code', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const { recoveryCodes } = await enableTwoFactor(t.app, u.token, u.password);
    const ok = await post(
      t.app,
      '/api/user-data/two-factor/disable',
      { password: u.password, code: recoveryCodes[3] },
      bearer(u.token),
    );
    expect(ok.statusCode, ok.body).toBe(204);
  });
});

describe('audit log', () => {
  it('records 2FA on, the code step (failed and passed), recovery-code use and 2FA off', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const { secret, recoveryCodes } = await enableTwoFactor(t.app, u.token, u.password);
    const challenge = await challengeFor(t.app, u.email, u.password);
    await codeStep(t.app, challenge, '00000a');
    await codeStep(t.app, challenge, recoveryCodes[0] ?? '');
    await post(
      t.app,
      '/api/user-data/two-factor/disable',
      { password: u.password, code: await totp(secret, 30) },
      bearer(u.token),
    );
    const log = (await get('/api/audit-log', u.token)).json() as Array<{
      action: string;
      detail: Record<string, unknown>;
    }>;
    expect(log.map((e) => [e.action, e.detail])).toEqual([
      ['two_factor.disabled', { with: 'totp' }],
      ['auth.sign_in', { twoFactor: 'recovery_code' }],
      ['two_factor.recovery_code_used', { recoveryCodesLeft: 9 }],
      ['auth.sign_in_failed', { reason: 'two_factor_code' }],
      ['two_factor.enabled', {}],
      ['two_factor.setup_started', {}],
      ['auth.sign_in', { twoFactor: 'off' }],
    ]);
  });
});
