// Findings 4, 5, 8 and 12 of the security review, one block each: every
// assertion here failed before the fix.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Mail } from '../../src/lib/mailer.js';
import {
  afterAnswers,
  bearer,
  PASSWORD,
  post,
  registerVerifiedUser,
  signupBody,
  uniqueEmail,
} from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { latestLinkToken, messagesTo } from '../routes/my-account/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const NEW_PASSWORD = 'N3w#password';

async function resetLink(email: string): Promise<string> {
  expect((await post(t.app, '/api/auth/forgot-password', { email })).statusCode).toBe(200);
  await afterAnswers(t.app);
  return latestLinkToken(t.config.outboxDir, email, 'reset-password');
}

async function emailChangeLink(token: string, newEmail: string): Promise<string> {
  const res = await post(
    t.app,
    '/api/user-data/email-change',
    { newEmail, currentPassword: PASSWORD },
    bearer(token),
  );
  expect(res.statusCode, res.body).toBe(202);
  return latestLinkToken(t.config.outboxDir, newEmail, 'confirm-email-change');
}

describe('4. a reset link mailed to the old address dies with a confirmed e-mail change', () => {
  it('refuses the old link; the account stays with the new address', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const oldMailboxLink = await resetLink(u.email);
    const moved = uniqueEmail('moved');
    const confirm = await post(t.app, '/api/auth/confirm-email-change', {
      token: await emailChangeLink(u.token, moved),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);

    const takeover = await post(t.app, '/api/auth/reset-password', {
      token: oldMailboxLink,
      password: NEW_PASSWORD,
    });
    expect(takeover.statusCode).toBe(400);
    expect(takeover.json()).toMatchObject({ code: 'INVALID_RESET_TOKEN' });
    const login = await post(t.app, '/api/auth/login', { email: moved, password: PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
  });
});

describe('5. a pending e-mail change dies with a password reset', () => {
  it("refuses the attacker's change link after the victim's reset", async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const attackerLink = await emailChangeLink(u.token, uniqueEmail('attacker'));
    const reset = await post(t.app, '/api/auth/reset-password', {
      token: await resetLink(u.email),
      password: NEW_PASSWORD,
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const confirm = await post(t.app, '/api/auth/confirm-email-change', { token: attackerLink });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json()).toMatchObject({ code: 'INVALID_EMAIL_CHANGE_TOKEN' });
    const login = await post(t.app, '/api/auth/login', { email: u.email, password: NEW_PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
  });
});

describe('8. forgot-password and resend-verification answer before the lookup and the mail', () => {
  /** Holds every mail until `release`; `started` settles when the first one is handed over. */
  function holdMailer() {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let started: () => void = () => {};
    const sending = new Promise<'mail started'>(
      (resolve) => (started = () => resolve('mail started')),
    );
    const send = t.app.mailer.send.bind(t.app.mailer);
    const spy = vi.spyOn(t.app.mailer, 'send').mockImplementation(async (mail: Mail) => {
      started();
      await held;
      return send(mail);
    });
    return { sending, release, restore: () => spy.mockRestore() };
  }

  it.each([
    ['/api/auth/forgot-password', 'a registered address', 'reset-password'],
    ['/api/auth/resend-verification-email', 'an unverified address', 'verify-email'],
  ])(
    '%s answers %s while its mail is held, with the body of an unknown address',
    async (url, _who, linkPath) => {
      let email: string;
      if (linkPath === 'reset-password') {
        email = (await registerVerifiedUser(t.app, t.config.outboxDir)).email;
      } else {
        const body = signupBody();
        expect((await post(t.app, '/api/auth/signup', body)).statusCode).toBe(201);
        email = body.email as string;
      }
      const unknown = await post(t.app, url, { email: uniqueEmail('nobody') });
      await afterAnswers(t.app);
      const before = messagesTo(t.config.outboxDir, email).length;

      const mailer = holdMailer();
      try {
        // Before the fix the answer waited for the mail: the held mail started first.
        const first = await Promise.race([post(t.app, url, { email }), mailer.sending]);
        expect(first).not.toBe('mail started');
        const answer = first as Awaited<ReturnType<typeof post>>;
        expect(answer.statusCode).toBe(200);
        expect(answer.body).toBe(unknown.body);
        // The work still happens after the answer: the mail is handed over, then written.
        expect(await mailer.sending).toBe('mail started');
      } finally {
        mailer.release();
        await afterAnswers(t.app);
        mailer.restore();
      }
      const after = messagesTo(t.config.outboxDir, email);
      expect(after.length).toBe(before + 1);
      expect(after.at(-1)).toContain(`/${linkPath}`);
    },
  );
});

describe('12. logout ends the server session', () => {
  it('refuses the token at once and drops the session from the list', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const other = await post(t.app, '/api/auth/login', { email: u.email, password: PASSWORD });
    const otherToken = (other.json() as { token: string }).token;

    const out = await post(t.app, '/api/auth/logout', undefined, bearer(u.token));
    expect(out.statusCode, out.body).toBe(204);
    const profile = await t.app.inject({ url: '/api/user-data/profile', headers: bearer(u.token) });
    expect(profile.statusCode).toBe(401);
    expect(profile.json()).toMatchObject({ code: 'INVALID_TOKEN' });

    const list = await t.app.inject({ url: '/api/sessions', headers: bearer(otherToken) });
    expect(list.statusCode).toBe(200);
    const sessions = (list.json() as { sessions: { current: boolean }[] }).sessions;
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.current).toBe(true);
  });
});
