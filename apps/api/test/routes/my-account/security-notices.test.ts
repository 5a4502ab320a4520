// Security e-mails: a password change, two-factor sign-in
// on and off, a new named API key and a regenerated license key each send a notice once the change
// succeeded; a mail that cannot be sent never fails the change.
import { rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, registerVerifiedUser } from '../../helpers/accounts.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { addMember } from '../../helpers/members.js';
import { enableTwoFactor, totp } from '../../helpers/two-factor.js';
import { messagesTo } from './helpers.js';

const NEW_PASSWORD = 'N3w#password!';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Subjects of the messages to `email`, oldest first. */
const subjectsTo = (email: string) =>
  messagesTo(t.config.outboxDir, email).map((m) => /^Subject: (.*)$/m.exec(m)?.[1] ?? '');

const newestTo = (email: string) => messagesTo(t.config.outboxDir, email).at(-1) ?? '';

const changePassword = (token: string, currentPassword: string) =>
  post(
    t.app,
    '/api/user-data/change-password',
    { currentPassword, newPassword: NEW_PASSWORD },
    { ...bearer(token), 'user-agent': 'NoticeTest/1.0' },
  );

describe('security e-mails', () => {
  it('tells the member of a password change, with when and from where, and not of a refused one', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const wrong = await changePassword(u.token, 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(subjectsTo(u.email)).not.toContain('Your Pulse password was changed');

    const res = await changePassword(u.token, u.password);
    expect(res.statusCode, res.body).toBe(204);
    expect(subjectsTo(u.email)).toContain('Your Pulse password was changed');
    const mail = newestTo(u.email);
    expect(mail).toContain('The password of your Pulse account was changed.');
    expect(mail).toMatch(/Time: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(mail).toContain('IP address: 127.0.0.1');
    expect(mail).toContain('Device: NoticeTest/1.0');
    expect(mail).toContain('If this was not you, reset your password at once');
  });

  it('tells the member when two-factor sign-in is turned on and when it is turned off', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const { secret } = await enableTwoFactor(t.app, u.token, u.password);
    expect(subjectsTo(u.email)).toContain('Two-factor sign-in was turned on');
    expect(subjectsTo(u.email)).not.toContain('Two-factor sign-in was turned off');

    const off = await post(
      t.app,
      '/api/user-data/two-factor/disable',
      { password: u.password, code: await totp(secret, 30) },
      bearer(u.token),
    );
    expect(off.statusCode, off.body).toBe(204);
    expect(subjectsTo(u.email).at(-1)).toBe('Two-factor sign-in was turned off');
  });

  it('tells the member who created a named key and the owner, naming the key', async () => {
    const owner = await registerVerifiedUser(t.app, t.config.outboxDir);
    const client = await t.app.repos.clients.findByEmail(owner.email);
    const dev = await addMember(t.app, t.config, client?.id ?? '', 'developer');
    const res = await post(
      t.app,
      '/api/developers/keys',
      { name: 'Checkout server', mode: 'live' },
      bearer(dev.token),
    );
    expect(res.statusCode, res.body).toBe(201);
    for (const to of [owner.email, dev.email]) {
      expect(subjectsTo(to)).toContain('A new Pulse API key was created');
      expect(newestTo(to)).toContain(
        `${dev.email} created the live API key "Checkout server" for your Pulse account.`,
      );
      // The secret is in the answer only, never in a message.
      expect(newestTo(to)).not.toContain((res.json() as { secret: string }).secret);
    }

    const { key } = res.json() as { key: { id: string } };
    const roll = await post(
      t.app,
      `/api/developers/keys/${key.id}/roll`,
      { grace: 'none' },
      bearer(owner.token),
    );
    expect(roll.statusCode, roll.body).toBe(201);
    expect(subjectsTo(owner.email).at(-1)).toBe('A Pulse API key was rolled');
  });

  it('tells the owner when the license key is regenerated, by its prefix only', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const res = await post(t.app, '/api/user-data/regenerate-api-key', undefined, bearer(u.token));
    expect(res.statusCode, res.body).toBe(200);
    const { newApiKey } = res.json() as { newApiKey: string };
    expect(subjectsTo(u.email)).toContain('Your Pulse license key was regenerated');
    const mail = newestTo(u.email);
    expect(mail).toContain(`(new key ${newApiKey.slice(0, 12)}`);
    expect(mail).not.toContain(newApiKey);
  });

  it('still makes the change when the notice cannot be sent', async () => {
    const own = await createTestApp();
    try {
      const u = await registerVerifiedUser(own.app, own.config.outboxDir);
      // A file where the outbox folder should be: every send now fails.
      rmSync(own.config.outboxDir, { recursive: true, force: true });
      writeFileSync(own.config.outboxDir, '');
      const res = await post(
        own.app,
        '/api/user-data/change-password',
        { currentPassword: u.password, newPassword: NEW_PASSWORD },
        bearer(u.token),
      );
      expect(res.statusCode, res.body).toBe(204);
      const login = await post(own.app, '/api/auth/login', {
        email: u.email,
        password: NEW_PASSWORD,
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});
