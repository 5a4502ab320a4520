// Calls of the members and invitations API shared by the tests of this folder.
import { expect } from 'vitest';
import type { MemberRole } from '../../../src/db/schema/index.js';
import { bearer, outboxMessages, PASSWORD, post, uniqueEmail } from '../../helpers/accounts.js';
import type { TestApp } from '../../helpers/app.js';
import type { Caller } from '../../helpers/clients.js';

// The JSON of the members list and invitations is the service's view, as sent.
import type {
  InvitationView as InvitationJson,
  MemberView as MemberJson,
} from '../../../src/services/members.js';

export type { InvitationJson, MemberJson };

/**
 * The calls, bound to the test app of the calling file.
 * @param app returns that file's app (created in its beforeAll)
 */
export function memberCalls(app: () => TestApp) {
  const req = (
    token: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    app().app.inject({
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
    const msg = outboxMessages(app().config.outboxDir)
      .filter((m) => m.toLowerCase().includes(`to: ${email.toLowerCase()}`))
      .pop();
    expect(msg, `no invitation to ${email}`).toBeDefined();
    const match = /\/invite\/([A-Za-z0-9_-]+)/.exec(msg ?? '');
    expect(match).not.toBeNull();
    return match?.[1] ?? '';
  }

  const accept = (token: string, fullName = 'Grace Hopper', password = PASSWORD) =>
    post(app().app, '/api/invitations/accept', { token, fullName, password });
  const read = (token: string) => post(app().app, '/api/invitations/read', { token });

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
  return {
    req,
    listMembers,
    listInvitations,
    invite,
    invitationToken,
    accept,
    read,
    join,
    auditActions,
  };
}
