// /api/members and /api/invitations: the team of a client, invitations by e-mail and their
// public accept flow.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/lib/crypto.js';
import {
  ALREADY_INVITED_MESSAGE,
  ALREADY_MEMBER_MESSAGE,
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_NOT_FOUND_MESSAGE,
  INVITATION_REVOKED_MESSAGE,
  INVITATION_USED_MESSAGE,
  OTHER_ACCOUNT_MESSAGE,
} from '../../../src/services/members.js';
import { outboxMessages, PASSWORD, post, uniqueEmail } from '../../helpers/accounts.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { newCaller } from '../../helpers/clients.js';
import { memberCalls, type InvitationJson } from './member-calls.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const { req, listMembers, listInvitations, invite, invitationToken, accept, read } = memberCalls(
  () => t,
);

describe('invite and accept', () => {
  it('an owner invites by e-mail; the link shows the company and role, and accepting signs the person in', async () => {
    const owner = await newCaller(t.app, t.config.outboxDir);
    const email = uniqueEmail('Dev');
    const res = await invite(owner.token, email, 'developer');
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json() as InvitationJson;
    expect(sent).toMatchObject({
      email: email.toLowerCase(),
      role: 'developer',
      invitedBy: owner.email,
      expired: false,
    });
    // Valid for 7 days.
    const days = (Date.parse(sent.expiresAt) - Date.parse(sent.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);
    expect(await listInvitations(owner.token)).toEqual([sent]);

    const mail = outboxMessages(t.config.outboxDir).pop() ?? '';
    expect(mail).toContain('You are invited to join Acme Corp on Pulse');
    const token = invitationToken(email);
    // Only the hash is stored.
    const stored = await t.app.database.db.execute(
      sql`select token_hash from invitations where id = ${sent.id}`,
    );
    expect(JSON.stringify(stored)).toContain(sha256Hex(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const preview = await read(token);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      companyName: 'Acme Corp',
      email: email.toLowerCase(),
      role: 'developer',
      expiresAt: sent.expiresAt,
    });

    const joined = await accept(token, '  Grace Hopper ');
    expect(joined.statusCode, joined.body).toBe(200);
    const body = joined.json() as { token: string; user: Record<string, unknown> };
    expect(body.user).toMatchObject({
      fullName: 'Grace Hopper',
      email: email.toLowerCase(),
      role: 'developer',
      companyName: 'Acme Corp',
      clientId: owner.clientId,
    });
    // Signed in: the session works, and it belongs to the owner's company.
    const profile = await req(body.token, 'GET', '/api/user-data/profile');
    expect(profile.json()).toMatchObject({ role: 'developer', clientId: owner.clientId });
    // And the password works at the sign-in form.
    const login = await post(t.app, '/api/auth/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);

    const members = await listMembers(owner.token);
    expect(members.map((m) => [m.email, m.role, m.you])).toEqual([
      [owner.email, 'owner', true],
      [email.toLowerCase(), 'developer', false],
    ]);
    const dev = members[1];
    expect(dev?.fullName).toBe('Grace Hopper');
    expect(Date.parse(dev?.joinedAt ?? '')).not.toBeNaN();
    expect(Date.parse(dev?.lastActiveAt ?? '')).not.toBeNaN();
    expect(await listInvitations(owner.token)).toEqual([]);
  });

  it('the link is single-use; expired, revoked and unknown links answer clear errors', async () => {
    const owner = await newCaller(t.app, t.config.outboxDir);
    const email = uniqueEmail();
    await invite(owner.token, email, 'viewer');
    const token = invitationToken(email);
    expect((await accept(token)).statusCode).toBe(200);
    for (const res of [await read(token), await accept(token)]) {
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({ code: 'INVITATION_USED', error: INVITATION_USED_MESSAGE });
    }

    const late = uniqueEmail();
    const sent = (await invite(owner.token, late, 'viewer')).json() as InvitationJson;
    await t.app.database.db.execute(
      sql`update invitations set expires_at = now() - interval '1 minute' where id = ${sent.id}`,
    );
    for (const res of [await read(invitationToken(late)), await accept(invitationToken(late))]) {
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({
        code: 'INVITATION_EXPIRED',
        error: INVITATION_EXPIRED_MESSAGE,
      });
    }
    expect((await listInvitations(owner.token)).find((i) => i.id === sent.id)?.expired).toBe(true);

    const withdrawn = uniqueEmail();
    const w = (await invite(owner.token, withdrawn, 'viewer')).json() as InvitationJson;
    expect((await req(owner.token, 'DELETE', `/api/members/invitations/${w.id}`)).statusCode).toBe(
      204,
    );
    const refused = await accept(invitationToken(withdrawn));
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({
      code: 'INVITATION_REVOKED',
      error: INVITATION_REVOKED_MESSAGE,
    });
    expect((await req(owner.token, 'DELETE', `/api/members/invitations/${w.id}`)).statusCode).toBe(
      404,
    );

    const unknown = await read('not-a-real-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'INVITATION_NOT_FOUND',
      error: INVITATION_NOT_FOUND_MESSAGE,
    });
  });

  it('accepting applies the sign-up password rules and needs a name', async () => {
    const owner = await newCaller(t.app, t.config.outboxDir);
    const email = uniqueEmail();
    await invite(owner.token, email, 'viewer');
    const token = invitationToken(email);
    const weak = await accept(token, 'Grace', 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toBe('Password must contain at least one uppercase letter');
    const blank = await accept(token, '   ');
    expect(blank.statusCode).toBe(400);
    // Still usable after the refusals.
    expect((await accept(token)).statusCode).toBe(200);
  });

  it('re-sending gives a new link valid for 7 more days; the old link stops working', async () => {
    const owner = await newCaller(t.app, t.config.outboxDir);
    const email = uniqueEmail();
    const sent = (await invite(owner.token, email, 'admin')).json() as InvitationJson;
    const first = invitationToken(email);
    await t.app.database.db.execute(
      sql`update invitations set expires_at = now() - interval '1 day' where id = ${sent.id}`,
    );
    const again = await req(owner.token, 'POST', `/api/members/invitations/${sent.id}/resend`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: sent.id, expired: false, role: 'admin' });
    expect(Date.parse((again.json() as InvitationJson).expiresAt)).toBeGreaterThan(
      Date.now() + 6.9 * 86_400_000,
    );
    const second = invitationToken(email);
    expect(second).not.toBe(first);
    expect((await read(first)).statusCode).toBe(404);
    expect((await accept(second)).statusCode).toBe(200);
    expect(
      (await req(owner.token, 'POST', `/api/members/invitations/${sent.id}/resend`)).statusCode,
    ).toBe(404);
  });

  it('one person belongs to one company: members and their addresses cannot be invited again', async () => {
    const owner = await newCaller(t.app, t.config.outboxDir);
    const elsewhere = await newCaller(t.app, t.config.outboxDir);
    const taken = await invite(owner.token, elsewhere.email, 'viewer');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'EMAIL_IN_OTHER_ACCOUNT',
      error: OTHER_ACCOUNT_MESSAGE,
    });
    const self = await invite(owner.token, owner.email.toUpperCase(), 'viewer');
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: 'ALREADY_MEMBER', error: ALREADY_MEMBER_MESSAGE });

    const email = uniqueEmail();
    expect((await invite(owner.token, email, 'viewer')).statusCode).toBe(201);
    const twice = await invite(owner.token, email, 'admin');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'ALREADY_INVITED', error: ALREADY_INVITED_MESSAGE });

    // Invited by two companies: the first accepted wins, the other link then answers 409.
    const other = await newCaller(t.app, t.config.outboxDir);
    expect((await invite(other.token, email, 'viewer')).statusCode).toBe(201);
    const fromOther = invitationToken(email);
    const [fromOwner] = outboxMessages(t.config.outboxDir)
      .filter((m) => m.toLowerCase().includes(`to: ${email.toLowerCase()}`))
      .map((m) => /\/invite\/([A-Za-z0-9_-]+)/.exec(m)?.[1] ?? '');
    expect((await accept(fromOwner ?? '')).statusCode).toBe(200);
    const late = await accept(fromOther);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'EMAIL_IN_OTHER_ACCOUNT' });

    const free = await invite(owner.token, 'someone@gmail.com', 'viewer');
    expect(free.statusCode).toBe(400);
    expect(free.json().code).toBe('FREE_EMAIL_PROVIDER');
    const bad = await invite(owner.token, 'not-an-email', 'viewer');
    expect(bad.statusCode).toBe(400);
    const badRole = await req(owner.token, 'POST', '/api/members/invitations', {
      email: uniqueEmail(),
      role: 'superuser',
    });
    expect(badRole.statusCode).toBe(400);
  });
});
