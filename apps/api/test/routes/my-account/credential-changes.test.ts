// What each credential change voids, cell by cell through the HTTP API.
// The expected table is written out here, not read from the service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  afterAnswers,
  bearer,
  PASSWORD,
  post,
  registerVerifiedUser,
  uniqueEmail,
} from '../../helpers/accounts.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { addMember } from '../../helpers/members.js';
import { challengeFor, codeStep, enableTwoFactor } from '../../helpers/two-factor.js';
import { latestLinkToken } from './helpers.js';

const NEW_PASSWORD = 'N3w#password';

type Change =
  | 'password reset'
  | 'password change'
  | 'e-mail change (confirmed)'
  | '2FA on'
  | '2FA off'
  | 'member removal';
type Column =
  | 'reset links'
  | 'pending e-mail changes'
  | 'other sessions'
  | 'current session'
  | '2FA challenges'
  | 'invitations sent';

/** true = voided by the change, false = still works after it. */
const EXPECTED: Record<Change, Record<Column, boolean>> = {
  'password reset': {
    'reset links': true,
    'pending e-mail changes': true,
    'other sessions': true,
    'current session': true,
    '2FA challenges': true,
    'invitations sent': false,
  },
  'password change': {
    'reset links': true,
    'pending e-mail changes': true,
    'other sessions': true,
    'current session': false,
    '2FA challenges': true,
    'invitations sent': false,
  },
  'e-mail change (confirmed)': {
    'reset links': true,
    'pending e-mail changes': true,
    'other sessions': false,
    'current session': false,
    '2FA challenges': false,
    'invitations sent': false,
  },
  '2FA on': {
    'reset links': false,
    'pending e-mail changes': false,
    'other sessions': true,
    'current session': false,
    '2FA challenges': true,
    'invitations sent': false,
  },
  '2FA off': {
    'reset links': false,
    'pending e-mail changes': false,
    'other sessions': false,
    'current session': false,
    '2FA challenges': true,
    'invitations sent': false,
  },
  'member removal': {
    'reset links': true,
    'pending e-mail changes': true,
    'other sessions': true,
    'current session': true,
    '2FA challenges': true,
    'invitations sent': true,
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const profile = (token: string) =>
  t.app.inject({ url: '/api/user-data/profile', headers: bearer(token) });

/** The member whose credentials change: an admin of a company (so that they can invite). */
interface Subject {
  id: string;
  email: string;
  /** The session that makes the change (when the change is made signed in). */
  token: string;
  ownerToken: string;
  twoFactor?: { secret: string; recoveryCodes: string[] };
}

async function newSubject(): Promise<Subject> {
  const owner = await registerVerifiedUser(t.app, t.config.outboxDir);
  const tenantId = (await t.app.repos.members.findByEmail(owner.email))?.tenantId ?? '';
  const admin = await addMember(t.app, t.config, tenantId, 'admin');
  const id = (await t.app.repos.members.findByEmail(admin.email))?.id ?? '';
  return { id, email: admin.email, token: admin.token, ownerToken: owner.token };
}

/** Signs the subject in once more; with 2FA on through the code step (a recovery code). */
async function anotherSession(s: Subject): Promise<string> {
  if (!s.twoFactor) {
    const res = await post(t.app, '/api/auth/login', { email: s.email, password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { token: string }).token;
  }
  const challenge = await challengeFor(t.app, s.email, PASSWORD);
  const res = await codeStep(t.app, challenge, s.twoFactor.recoveryCodes.pop() ?? '');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { token: string }).token;
}

async function requestReset(email: string): Promise<string> {
  expect((await post(t.app, '/api/auth/forgot-password', { email })).statusCode).toBe(200);
  await afterAnswers(t.app);
  return latestLinkToken(t.config.outboxDir, email, 'reset-password');
}

async function requestEmailChange(s: Subject): Promise<string> {
  const newEmail = uniqueEmail('moved');
  const res = await post(
    t.app,
    '/api/user-data/email-change',
    { newEmail, currentPassword: PASSWORD },
    bearer(s.token),
  );
  expect(res.statusCode, res.body).toBe(202);
  return latestLinkToken(t.config.outboxDir, newEmail, 'confirm-email-change');
}

const useReset = (token: string) =>
  post(t.app, '/api/auth/reset-password', { token, password: NEW_PASSWORD });
const useEmailChange = (token: string) => post(t.app, '/api/auth/confirm-email-change', { token });

/** What a change needs before it can be made (a link, a started 2FA set-up, 2FA on). */
interface Prepared {
  resetToken?: string;
  emailChangeToken?: string;
}

const NEEDS_TWO_FACTOR: readonly Change[] = ['2FA off'];

async function prepare(change: Change, s: Subject, column: Column): Promise<Prepared> {
  if (change === '2FA on') {
    // A challenge can only exist while 2FA is on: on, a challenge, off, then on again below.
    if (column === '2FA challenges') {
      s.twoFactor = await enableTwoFactor(t.app, s.token, PASSWORD);
    }
    return {};
  }
  if (NEEDS_TWO_FACTOR.includes(change) || column === '2FA challenges')
    s.twoFactor = await enableTwoFactor(t.app, s.token, PASSWORD);
  return {};
}

/** Makes the change; the artifacts the column checks exist already. */
async function makeChange(change: Change, s: Subject, p: Prepared): Promise<void> {
  let res;
  switch (change) {
    case 'password reset':
      res = await useReset(p.resetToken ?? (await requestReset(s.email)));
      expect(res.statusCode, res.body).toBe(200);
      return;
    case 'password change':
      res = await post(
        t.app,
        '/api/user-data/change-password',
        { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
        bearer(s.token),
      );
      expect(res.statusCode, res.body).toBe(204);
      return;
    case 'e-mail change (confirmed)':
      res = await useEmailChange(p.emailChangeToken ?? (await requestEmailChange(s)));
      expect(res.statusCode, res.body).toBe(200);
      return;
    case '2FA on': {
      if (s.twoFactor) {
        res = await post(
          t.app,
          '/api/user-data/two-factor/disable',
          { password: PASSWORD, code: s.twoFactor.recoveryCodes.pop() },
          bearer(s.token),
        );
        expect(res.statusCode, res.body).toBe(204);
      }
      s.twoFactor = await enableTwoFactor(t.app, s.token, PASSWORD);
      return;
    }
    case '2FA off':
      res = await post(
        t.app,
        '/api/user-data/two-factor/disable',
        { password: PASSWORD, code: s.twoFactor?.recoveryCodes.pop() },
        bearer(s.token),
      );
      expect(res.statusCode, res.body).toBe(204);
      return;
    case 'member removal':
      res = await t.app.inject({
        method: 'DELETE',
        url: `/api/members/${s.id}`,
        headers: bearer(s.ownerToken),
      });
      expect(res.statusCode, res.body).toBe(204);
      return;
  }
}

/** Sets up the column's artifact, makes the change, and tells whether the artifact was voided. */
async function voided(change: Change, column: Column): Promise<boolean> {
  const s = await newSubject();
  const p = await prepare(change, s, column);
  switch (column) {
    case 'reset links': {
      const token = await requestReset(s.email);
      // A reset uses its own link: what is voided then is that link (and no other is pending).
      if (change === 'password reset') p.resetToken = token;
      await makeChange(change, s, p);
      const res = await useReset(token);
      if (res.statusCode === 400) expect(res.json()).toMatchObject({ code: 'INVALID_RESET_TOKEN' });
      else expect(res.statusCode, res.body).toBe(200);
      return res.statusCode === 400;
    }
    case 'pending e-mail changes': {
      const token = await requestEmailChange(s);
      if (change === 'e-mail change (confirmed)') p.emailChangeToken = token;
      await makeChange(change, s, p);
      const res = await useEmailChange(token);
      if (res.statusCode === 400)
        expect(res.json()).toMatchObject({ code: 'INVALID_EMAIL_CHANGE_TOKEN' });
      else expect(res.statusCode, res.body).toBe(200);
      return res.statusCode === 400;
    }
    case 'other sessions': {
      const other = await anotherSession(s);
      expect((await profile(other)).statusCode).toBe(200);
      await makeChange(change, s, p);
      const res = await profile(other);
      expect([200, 401]).toContain(res.statusCode);
      return res.statusCode === 401;
    }
    case 'current session': {
      await makeChange(change, s, p);
      const res = await profile(s.token);
      expect([200, 401]).toContain(res.statusCode);
      return res.statusCode === 401;
    }
    case '2FA challenges': {
      const challenge = await challengeFor(t.app, s.email, PASSWORD);
      await makeChange(change, s, p);
      // A code that would pass on its own (a fresh recovery code when 2FA is still on).
      const res = await codeStep(
        t.app,
        challenge,
        s.twoFactor?.recoveryCodes.pop() ?? 'aaaaa-aaaaa',
      );
      if (res.statusCode === 401)
        expect(res.json()).toMatchObject({ code: 'TWO_FACTOR_CHALLENGE_EXPIRED' });
      else expect(res.statusCode, res.body).toBe(200);
      return res.statusCode === 401;
    }
    case 'invitations sent': {
      const invited = uniqueEmail('invited');
      const sent = await post(
        t.app,
        '/api/members/invitations',
        { email: invited, role: 'viewer' },
        bearer(s.token),
      );
      expect(sent.statusCode, sent.body).toBe(201);
      await makeChange(change, s, p);
      const list = await t.app.inject({
        url: '/api/members/invitations',
        headers: bearer(s.ownerToken),
      });
      expect(list.statusCode).toBe(200);
      const pending = (list.json() as { invitations: { email: string }[] }).invitations;
      return !pending.some((i) => i.email === invited);
    }
  }
}

describe('credential changes void what docs/security.md says, cell by cell', () => {
  const cells = Object.entries(EXPECTED).flatMap(([change, row]) =>
    Object.entries(row).map(([column, v]) => [change as Change, column as Column, v] as const),
  );
  it.each(cells)('%s → %s voided: %s', async (change, column, expected) => {
    expect(await voided(change, column)).toBe(expected);
  });
});
