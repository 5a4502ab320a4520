// Profile edit and e-mail change: PATCH /api/user-data/profile, POST /api/user-data/email-change,
// POST /api/auth/confirm-email-change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  afterAnswers,
  bearer,
  post,
  registerVerifiedUser,
  uniqueEmail,
} from '../../helpers/accounts.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { addMember } from '../../helpers/members.js';
import { latestLinkToken, messagesTo } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const patch = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/api/user-data/profile', payload, headers: bearer(token) });
const profile = (token: string) =>
  t.app.inject({ url: '/api/user-data/profile', headers: bearer(token) });
const askChange = (token: string, newEmail: string, currentPassword: string) =>
  post(t.app, '/api/user-data/email-change', { newEmail, currentPassword }, bearer(token));
const confirm = (token: string) => post(t.app, '/api/auth/confirm-email-change', { token });
const auditActions = async (token: string) =>
  (
    (await t.app.inject({ url: '/api/audit-log', headers: bearer(token) })).json() as {
      action: string;
    }[]
  ).map((e) => e.action);

describe('PATCH /api/user-data/profile', () => {
  it('changes name, company, contact number and country, and answers the new profile', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const res = await patch(u.token, {
      fullName: '  Grace Hopper ',
      companyName: 'Hopper Ltd',
      contactNumber: '+15550001111',
      country: 'US',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: 'Grace Hopper',
      companyName: 'Hopper Ltd',
      contactNumber: '+15550001111',
      country: 'US',
      email: u.email,
    });
    expect((await profile(u.token)).json()).toMatchObject({ fullName: 'Grace Hopper' });
    expect(await auditActions(u.token)).toContain('profile.updated');
  });

  it.each([
    [{ fullName: '   ' }, 'Full name is required'],
    [{ companyName: '' }, 'Company name is required'],
    [{ contactNumber: ' ' }, 'Contact number is required'],
    [{ country: 'ZZ' }, 'Country must be one of the supported countries'],
    [{ fullName: 'x'.repeat(201) }, 'Full name must be at most 200 characters'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const res = await patch(u.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: message });
  });

  it('lets every role change their own name; company details only owner and admin', async () => {
    const owner = await registerVerifiedUser(t.app, t.config.outboxDir);
    const tenantId = (await t.app.repos.members.findByEmail(owner.email))?.tenantId ?? '';
    for (const role of ['admin', 'developer', 'viewer'] as const) {
      const m = await addMember(t.app, t.config, tenantId, role);
      const named = await patch(m.token, { fullName: `New ${role}` });
      expect(named.statusCode, named.body).toBe(200);
      expect(named.json().fullName).toBe(`New ${role}`);
      const company = await patch(m.token, { companyName: `${role} Co` });
      if (role === 'admin') expect(company.statusCode).toBe(200);
      else {
        expect(company.statusCode).toBe(403);
        expect(company.json()).toMatchObject({
          code: 'ROLE_FORBIDDEN',
          error: 'Only an owner or admin can change the company details.',
        });
      }
    }
    // A member's name change leaves the owner's name alone.
    expect((await profile(owner.token)).json().fullName).toBe('Ada Lovelace');
  });

  it('never changes another tenant', async () => {
    const a = await registerVerifiedUser(t.app, t.config.outboxDir);
    const b = await registerVerifiedUser(t.app, t.config.outboxDir, { companyName: 'Bee Inc' });
    await patch(a.token, { companyName: 'Changed by A', fullName: 'Changed by A' });
    expect((await profile(b.token)).json()).toMatchObject({
      companyName: 'Bee Inc',
      fullName: 'Ada Lovelace',
    });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user-data/profile',
      payload: { fullName: 'X' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('e-mail change', () => {
  it('changes the address only when the link sent to the new address is opened', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const next = uniqueEmail('moved');
    const ask = await askChange(u.token, next, u.password);
    expect(ask.statusCode, ask.body).toBe(202);
    expect(ask.json()).toEqual({
      message: `We have sent a confirmation link to ${next}. Your email address changes when you open it.`,
    });
    // Nothing changed yet.
    expect((await profile(u.token)).json().email).toBe(u.email);
    const mail = messagesTo(t.config.outboxDir, next).pop() ?? '';
    expect(mail).toContain('Subject: Confirm your new Pulse email address');

    const token = latestLinkToken(t.config.outboxDir, next, 'confirm-email-change');
    const done = await confirm(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: 'Your email address has been changed.' });
    expect((await profile(u.token)).json().email).toBe(next);
    // The old address is told.
    const notice = messagesTo(t.config.outboxDir, u.email).pop() ?? '';
    expect(notice).toContain('Subject: Your Pulse email address was changed');
    expect(notice).toContain(next);
    // Sign-in moves to the new address.
    expect(
      (await post(t.app, '/api/auth/login', { email: u.email, password: u.password })).statusCode,
    ).toBe(401);
    expect(
      (await post(t.app, '/api/auth/login', { email: next, password: u.password })).statusCode,
    ).toBe(200);
    // Single use.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'INVALID_EMAIL_CHANGE_TOKEN',
      error: 'This confirmation link is invalid or has expired.',
    });
    const actions = await auditActions(u.token);
    expect(actions).toContain('profile.email_change_requested');
    expect(actions).toContain('profile.email_changed');
  });

  it('requires the current password and a new, business, free address', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const other = await registerVerifiedUser(t.app, t.config.outboxDir);
    const wrong = await askChange(u.token, uniqueEmail(), 'Wrong#pass1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_CURRENT_PASSWORD',
      error: 'Current password is incorrect.',
    });
    const same = await askChange(u.token, u.email.toUpperCase(), u.password);
    expect(same.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: 'The new email address is the one you already use.',
    });
    const free = await askChange(u.token, 'someone@gmail.com', u.password);
    expect(free.json()).toMatchObject({ code: 'FREE_EMAIL_PROVIDER' });
    const taken = await askChange(u.token, other.email, u.password);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
    const bad = await askChange(u.token, 'nope', u.password);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: 'Invalid email address' });
  });

  it('refuses the link when the address was taken meanwhile, and an unknown token', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const next = uniqueEmail('race');
    await askChange(u.token, next, u.password);
    const token = latestLinkToken(t.config.outboxDir, next, 'confirm-email-change');
    await registerVerifiedUser(t.app, t.config.outboxDir, { email: next });
    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
    expect((await confirm('unknown-token')).statusCode).toBe(400);
  });

  it('a reset link cannot confirm an e-mail change, nor the other way round', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    await post(t.app, '/api/auth/forgot-password', { email: u.email });
    await afterAnswers(t.app);
    const resetToken = latestLinkToken(t.config.outboxDir, u.email, 'reset-password');
    expect((await confirm(resetToken)).statusCode).toBe(400);
    const next = uniqueEmail('swap');
    await askChange(u.token, next, u.password);
    const changeToken = latestLinkToken(t.config.outboxDir, next, 'confirm-email-change');
    const reset = await post(t.app, '/api/auth/reset-password', {
      token: changeToken,
      password: 'N3w#password',
    });
    expect(reset.json()).toMatchObject({ code: 'INVALID_RESET_TOKEN' });
  });
});

describe('pending e-mail change', () => {
  const cancel = (token: string) =>
    t.app.inject({ method: 'DELETE', url: '/api/user-data/email-change', headers: bearer(token) });
  const pendingOf = async (token: string) =>
    ((await profile(token)).json() as { pendingEmail: string | null }).pendingEmail;

  it('the profile names the address waiting for its link, the newest only, until it is opened', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    expect(await pendingOf(u.token)).toBeNull();
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    expect((await askChange(u.token, first, u.password)).statusCode).toBe(202);
    expect(await pendingOf(u.token)).toBe(first);
    // Asking again replaces it: only the newest link works, so only it is pending.
    expect((await askChange(u.token, second, u.password)).statusCode).toBe(202);
    expect(await pendingOf(u.token)).toBe(second);
    // A refused request (wrong password) leaves it as it was.
    expect((await askChange(u.token, uniqueEmail('x'), 'wrong-password')).statusCode).toBe(400);
    expect(await pendingOf(u.token)).toBe(second);

    const opened = await confirm(
      latestLinkToken(t.config.outboxDir, second, 'confirm-email-change'),
    );
    expect(opened.statusCode, opened.body).toBe(200);
    const after = (await profile(u.token)).json() as { email: string; pendingEmail: string | null };
    expect(after).toMatchObject({ email: second, pendingEmail: null });
  });

  it('is another member’s own: a teammate’s profile shows none', async () => {
    const owner = await registerVerifiedUser(t.app, t.config.outboxDir);
    const client = await t.app.repos.clients.findByEmail(owner.email);
    const admin = await addMember(t.app, t.config, client?.id ?? '', 'admin');
    expect((await askChange(owner.token, uniqueEmail('own'), owner.password)).statusCode).toBe(202);
    expect(await pendingOf(admin.token)).toBeNull();
  });

  it('DELETE cancels it: the link stops working and nothing is pending', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const next = uniqueEmail('cancelled');
    expect((await askChange(u.token, next, u.password)).statusCode).toBe(202);
    const res = await cancel(u.token);
    expect(res.statusCode, res.body).toBe(204);
    expect(await pendingOf(u.token)).toBeNull();
    const late = await confirm(latestLinkToken(t.config.outboxDir, next, 'confirm-email-change'));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'INVALID_EMAIL_CHANGE_TOKEN' });
    // Nothing to cancel is not an error.
    expect((await cancel(u.token)).statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/user-data/email-change' })).statusCode,
    ).toBe(401);
  });
});
