// /api/members and /api/invitations: the team of a client, invitations by e-mail and their
// public accept flow (docs/api-contract.md, "Members and invitations").
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberRole } from '../../../src/db/schema/index.js';
import { sha256Hex } from '../../../src/lib/crypto.js';
import {
  ALREADY_INVITED_MESSAGE,
  ALREADY_MEMBER_MESSAGE,
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_NOT_FOUND_MESSAGE,
  INVITATION_REVOKED_MESSAGE,
  INVITATION_USED_MESSAGE,
  LAST_OWNER_MESSAGE,
  OTHER_ACCOUNT_MESSAGE,
  OWNER_ONLY_MESSAGE,
} from '../../../src/services/members.js';
import { bearer, outboxMessages, PASSWORD, post, uniqueEmail } from '../../helpers/accounts.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { newCaller, type Caller } from '../../helpers/clients.js';
import { addMember } from '../../helpers/members.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface MemberJson {
  id: string;
  fullName: string;
  email: string;
  role: MemberRole;
  joinedAt: string;
  lastActiveAt: string | null;
  you: boolean;
}
interface InvitationJson {
  id: string;
  email: string;
  role: MemberRole;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
}

const req = (
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'user-agent': 'members-test' },
    ...(payload ? { payload } : {}),
    remoteAddress: '10.7.0.1',
  });

const listMembers = async (token: string) =>
  ((await req(token, 'GET', '/api/members')).json() as { members: MemberJson[] }).members;
const listInvitations = async (token: string) =>
  (
    (await req(token, 'GET', '/api/members/invitations')).json() as {
      invitations: InvitationJson[];
    }
  ).invitations;
const invite = (token: string, email: string, role: MemberRole) =>
  req(token, 'POST', '/api/members/invitations', { email, role });

/** The token of the newest invitation e-mail to `email` in the outbox. */
function invitationToken(email: string): string {
  const msg = outboxMessages(t.config.outboxDir)
    .filter((m) => m.toLowerCase().includes(`to: ${email.toLowerCase()}`))
    .pop();
  expect(msg, `no invitation to ${email}`).toBeDefined();
  const match = /\/invite\/([A-Za-z0-9_-]+)/.exec(msg ?? '');
  expect(match).not.toBeNull();
  return match?.[1] ?? '';
}

const accept = (token: string, fullName = 'Grace Hopper', password = PASSWORD) =>
  post(t.app, '/api/invitations/accept', { token, fullName, password });
const read = (token: string) => post(t.app, '/api/invitations/read', { token });

/** Invites `role` into the owner's client and accepts it; returns the new member's session. */
async function join(owner: Caller, role: MemberRole) {
  const email = uniqueEmail(role);
  expect((await invite(owner.token, email, role)).statusCode).toBe(201);
  const res = await accept(invitationToken(email), `New ${role}`);
  expect(res.statusCode, res.body).toBe(200);
  const token = (res.json() as { token: string }).token;
  const id = (await listMembers(owner.token)).find((m) => m.email === email)?.id ?? '';
  return { email, token, id };
}

async function auditActions(owner: Caller) {
  const res = await req(owner.token, 'GET', '/api/audit-log?limit=100');
  return res.json() as {
    action: string;
    actorEmail: string;
    target: string;
    ip: string;
    detail: Record<string, unknown>;
  }[];
}

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

describe('roles and owners', () => {
  it('only an owner may invite an owner; an admin invites the other roles', async () => {
    const owner = await newCaller(t.app, t.config.outboxDir);
    const admin = await join(owner, 'admin');
    const refused = await invite(admin.token, uniqueEmail(), 'owner');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'OWNER_ONLY', error: OWNER_ONLY_MESSAGE });
    expect((await invite(admin.token, uniqueEmail(), 'admin')).statusCode).toBe(201);
    expect((await invite(owner.token, uniqueEmail(), 'owner')).statusCode).toBe(201);
    // Nor may an admin re-send an owner invitation.
    const ownerInvite = (await listInvitations(owner.token)).find((i) => i.role === 'owner');
    const resend = await req(
      admin.token,
      'POST',
      `/api/members/invitations/${ownerInvite?.id}/resend`,
    );
    expect(resend.statusCode).toBe(403);
  });

  it('developers and viewers cannot see or change the team', async () => {
    const owner = await newCaller(t.app, t.config.outboxDir);
    for (const role of ['developer', 'viewer'] as const) {
      const m = await addMember(t.app, t.config, owner.uuid, role);
      for (const [method, url] of [
        ['GET', '/api/members'],
        ['GET', '/api/members/invitations'],
        ['POST', '/api/members/invitations'],
      ] as const) {
        const res = await req(m.token, method, url, { email: uniqueEmail(), role: 'viewer' });
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('ROLE_FORBIDDEN');
      }
    }
  });

  it('changes a role, effective on the next request; only an owner may promote to or demote an owner', async () => {
    const owner = await newCaller(t.app, t.config.outboxDir);
    const dev = await join(owner, 'developer');
    const admin = await join(owner, 'admin');
    expect((await req(dev.token, 'GET', '/api/billing')).statusCode).toBe(403);

    const promoted = await req(owner.token, 'PATCH', `/api/members/${dev.id}`, { role: 'admin' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toMatchObject({ id: dev.id, role: 'admin', you: false });
    expect((await req(dev.token, 'GET', '/api/billing')).statusCode).toBe(200);

    const toOwner = await req(admin.token, 'PATCH', `/api/members/${dev.id}`, { role: 'owner' });
    expect(toOwner.statusCode).toBe(403);
    expect(toOwner.json()).toMatchObject({ code: 'OWNER_ONLY', error: OWNER_ONLY_MESSAGE });
    const demoteOwner = await req(admin.token, 'PATCH', `/api/members/${owner.uuid}`, {
      role: 'viewer',
    });
    expect(demoteOwner.statusCode).toBe(403);
    const removeOwner = await req(admin.token, 'DELETE', `/api/members/${owner.uuid}`);
    expect(removeOwner.statusCode).toBe(403);

    // An admin changes the other roles.
    const down = await req(admin.token, 'PATCH', `/api/members/${dev.id}`, { role: 'viewer' });
    expect(down.json()).toMatchObject({ role: 'viewer' });
    expect((await req(dev.token, 'POST', '/api/phonelookup', { phone: '1' })).statusCode).toBe(403);
    const badRole = await req(owner.token, 'PATCH', `/api/members/${dev.id}`, { role: 'root' });
    expect(badRole.statusCode).toBe(400);
  });

  it('the last owner cannot be demoted or removed; with a second owner ownership can move', async () => {
    const owner = await newCaller(t.app, t.config.outboxDir);
    for (const res of [
      await req(owner.token, 'PATCH', `/api/members/${owner.uuid}`, { role: 'admin' }),
      await req(owner.token, 'DELETE', `/api/members/${owner.uuid}`),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'LAST_OWNER',
        error: LAST_OWNER_MESSAGE,
        requestId: expect.any(String),
      });
    }
    const next = await join(owner, 'admin');
    const made = await req(owner.token, 'PATCH', `/api/members/${next.id}`, { role: 'owner' });
    expect(made.json()).toMatchObject({ role: 'owner' });
    // Two owners: the first may step down, and then the second is the last one.
    const down = await req(owner.token, 'PATCH', `/api/members/${owner.uuid}`, { role: 'admin' });
    expect(down.statusCode).toBe(200);
    const last = await req(next.token, 'PATCH', `/api/members/${next.id}`, { role: 'viewer' });
    expect(last.statusCode).toBe(409);
    // Now an admin, the first owner cannot touch the owner.
    expect((await req(owner.token, 'DELETE', `/api/members/${next.id}`)).statusCode).toBe(403);
  });

  it('removing a member ends their sessions at once and they can no longer sign in', async () => {
    const owner = await newCaller(t.app, t.config.outboxDir);
    const dev = await join(owner, 'developer');
    expect((await req(dev.token, 'GET', '/api/reports')).statusCode).toBe(200);
    const res = await req(owner.token, 'DELETE', `/api/members/${dev.id}`);
    expect(res.statusCode).toBe(204);
    const after = await req(dev.token, 'GET', '/api/reports');
    expect(after.statusCode).toBe(401);
    const login = await post(t.app, '/api/auth/login', { email: dev.email, password: PASSWORD });
    expect(login.statusCode).toBe(401);
    expect((await listMembers(owner.token)).map((m) => m.email)).toEqual([owner.email]);
    expect((await req(owner.token, 'DELETE', `/api/members/${dev.id}`)).statusCode).toBe(404);
    // The address is free again: the person can be invited anew.
    expect((await invite(owner.token, dev.email, 'viewer')).statusCode).toBe(201);
  });
});

describe('tenancy', () => {
  it("a member of one company cannot list, change or remove another company's members or invitations", async () => {
    const a = await newCaller(t.app, t.config.outboxDir);
    const b = await newCaller(t.app, t.config.outboxDir);
    const bDev = await join(b, 'developer');
    const bInvite = (await invite(b.token, uniqueEmail(), 'viewer')).json() as InvitationJson;

    const aList = await listMembers(a.token);
    expect(aList.map((m) => m.email)).toEqual([a.email]);
    expect(JSON.stringify(await listInvitations(a.token))).not.toContain(bInvite.id);

    for (const [method, url, body] of [
      ['PATCH', `/api/members/${bDev.id}`, { role: 'admin' }],
      ['PATCH', `/api/members/${b.uuid}`, { role: 'viewer' }],
      ['DELETE', `/api/members/${bDev.id}`, undefined],
      ['DELETE', `/api/members/${b.uuid}`, undefined],
      ['POST', `/api/members/invitations/${bInvite.id}/resend`, undefined],
      ['DELETE', `/api/members/invitations/${bInvite.id}`, undefined],
    ] as const) {
      const res = await req(a.token, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // B's team is untouched.
    expect((await listMembers(b.token)).map((m) => [m.email, m.role])).toEqual([
      [b.email, 'owner'],
      [bDev.email.toLowerCase(), 'developer'],
    ]);
    expect((await listInvitations(b.token)).map((i) => i.id)).toEqual([bInvite.id]);
  });
});

describe('audit', () => {
  it('records invite, join, role change, revoke and removal with actor, IP and target', async () => {
    const owner = await newCaller(t.app, t.config.outboxDir);
    const dev = await join(owner, 'developer');
    await req(owner.token, 'PATCH', `/api/members/${dev.id}`, { role: 'viewer' });
    const gone = (await invite(owner.token, uniqueEmail(), 'admin')).json() as InvitationJson;
    await req(owner.token, 'DELETE', `/api/members/invitations/${gone.id}`);
    await req(owner.token, 'DELETE', `/api/members/${dev.id}`);

    const items = await auditActions(owner);
    const member = items.filter((i) => i.action.startsWith('member.')).reverse();
    const target = dev.email.toLowerCase();
    expect(member.map((i) => [i.action, i.actorEmail, i.target])).toEqual([
      ['member.invited', owner.email, target],
      ['member.joined', target, target],
      ['member.role_changed', owner.email, target],
      ['member.invited', owner.email, gone.email],
      ['member.invitation_revoked', owner.email, gone.email],
      ['member.removed', owner.email, target],
    ]);
    expect(member[2]?.detail).toEqual({ from: 'developer', to: 'viewer' });
    expect(member.find((i) => i.action === 'member.removed')?.ip).toBe('10.7.0.1');
    const filtered = await req(owner.token, 'GET', '/api/audit-log?action=member.joined');
    expect(filtered.statusCode).toBe(200);
  });
});
