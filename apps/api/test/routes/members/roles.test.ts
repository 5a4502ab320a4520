// /api/members: roles, owners, tenancy and the audit trail of team changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_OWNER_MESSAGE, OWNER_ONLY_MESSAGE } from '../../../src/services/members.js';
import { PASSWORD, post, uniqueEmail } from '../../helpers/accounts.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { newCaller } from '../../helpers/clients.js';
import { addMember } from '../../helpers/members.js';
import { memberCalls, type InvitationJson } from './member-calls.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const { req, listMembers, listInvitations, invite, join, auditActions } = memberCalls(() => t);
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
