/**
 * The team of a client (docs/api-contract.md, "Members and invitations"; docs/adr/0012-members-and-invitations.md): list the members, invite by e-mail with a role, re-send or revoke a
 * pending invitation, accept one (creates the member and signs them in), change a role, remove a
 * member. Rules:
 * - only an owner may invite an owner, make someone owner, or change or remove an owner (an admin
 *   cannot transfer ownership, nor take it away);
 * - a client always keeps at least one owner (409 LAST_OWNER);
 * - one person (e-mail address) belongs to one client only.
 * Routes allow owners and admins only (routes/access.ts); the rules above come on top.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { InvitationRow, MemberRole, MemberRow } from '../db/schema/index.js';
import { FREE_EMAIL_MESSAGE, isFreeEmail } from '../domain/free-email.js';
import { passwordProblem } from '../domain/password-policy.js';
import { AppError } from '../lib/errors.js';
import { invitationMail, type Mailer } from '../lib/mailer.js';
import { hashPassword } from '../lib/password.js';
import type { Repositories } from '../repositories/index.js';
import { isUniqueViolation } from '../repositories/pg-errors.js';
import type { AccountsService, LoginResult } from './accounts.js';
import type { AuditRecord, AuditService, RequestMeta } from './audit.js';
import { applyCredentialChange } from './credential-changes.js';

/** How long an invitation link stays valid after it was (last) sent: 7 days, in seconds. */
export const INVITATION_TTL_SECONDS = 7 * 24 * 3600;

export const OWNER_ONLY_MESSAGE = 'Only an owner can invite, change or remove an owner.';
export const LAST_OWNER_MESSAGE =
  'The account needs at least one owner. Make another member owner first.';
export const ALREADY_MEMBER_MESSAGE = 'This person is already a member of your team.';
export const OTHER_ACCOUNT_MESSAGE =
  'This email address already belongs to a Pulse account. A person can be a member of one company only.';
export const ALREADY_INVITED_MESSAGE =
  'This email address already has a pending invitation. Re-send it instead.';
export const INVITATION_NOT_FOUND_MESSAGE = 'This invitation link is not valid.';
export const INVITATION_EXPIRED_MESSAGE =
  'This invitation has expired. Ask the person who invited you to send a new one.';
export const INVITATION_USED_MESSAGE =
  'This invitation has already been used. Sign in with your email and password.';
export const INVITATION_REVOKED_MESSAGE =
  'This invitation has been withdrawn. Ask the person who invited you for a new one.';

/** One row of the members list; times are ISO 8601 (UTC). */
export interface MemberView {
  id: string;
  fullName: string;
  email: string;
  role: MemberRole;
  joinedAt: string;
  /** Latest request of any of the member's sessions; null before the first sign-in. */
  lastActiveAt: string | null;
  /** The member who asked. */
  you: boolean;
}

/** One pending invitation as its tenant sees it. */
export interface InvitationView {
  id: string;
  email: string;
  role: MemberRole;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
  /** The link no longer works; re-sending gives a new one. */
  expired: boolean;
}

/** What the public accept page shows for a valid token. */
export interface InvitationPreview {
  companyName: string;
  email: string;
  role: MemberRole;
  expiresAt: string;
}

export interface MembersDeps {
  config: Pick<Config, 'publicAppUrl' | 'scrypt'>;
  repos: Repositories;
  mailer: Mailer;
  log: FastifyBaseLogger;
  audit: AuditService;
  accounts: AccountsService;
}

const ownerOnly = () => new AppError(403, 'OWNER_ONLY', OWNER_ONLY_MESSAGE);
const lastOwner = () => new AppError(409, 'LAST_OWNER', LAST_OWNER_MESSAGE);
const memberNotFound = () => new AppError(404, 'MEMBER_NOT_FOUND', 'This member was not found.');
const invitationGone = () =>
  new AppError(404, 'INVITATION_NOT_FOUND', 'This invitation is no longer pending.');
const otherAccount = () => new AppError(409, 'EMAIL_IN_OTHER_ACCOUNT', OTHER_ACCOUNT_MESSAGE);

/** The team flows; built once by createServices. */
export class MembersService {
  constructor(private readonly deps: MembersDeps) {}

  /** The accept page of the shell for a token. */
  invitationLink(token: string): string {
    return `${this.deps.config.publicAppUrl}/invite/${encodeURIComponent(token)}`;
  }

  /** The members of the actor's client, oldest first. */
  async list(actor: MemberRow): Promise<MemberView[]> {
    const rows = await this.deps.repos.members.listWithLastActive(actor.tenantId);
    return rows.map((m) => ({
      id: m.id,
      fullName: m.fullName,
      email: m.email,
      role: m.role,
      joinedAt: m.createdAt.toISOString(),
      lastActiveAt: m.lastActiveAt ? new Date(m.lastActiveAt).toISOString() : null,
      you: m.id === actor.id,
    }));
  }

  /** The pending invitations of the actor's client (expired ones included), oldest first. */
  async listInvitations(actor: MemberRow): Promise<InvitationView[]> {
    const rows = await this.deps.repos.invitations.listPending(actor.tenantId);
    return rows.map((i) => ({ ...invitationView(i), invitedBy: i.invitedByEmail }));
  }

  /**
   * Invites `email` with `role` and sends the link.
   * @throws 403 OWNER_ONLY (an admin inviting an owner), 400 FREE_EMAIL_PROVIDER, 409
   *   ALREADY_MEMBER / EMAIL_IN_OTHER_ACCOUNT / ALREADY_INVITED
   */
  async invite(
    actor: MemberRow,
    input: { email: string; role: MemberRole },
    meta: RequestMeta,
  ): Promise<InvitationView> {
    const { repos } = this.deps;
    const email = input.email.trim().toLowerCase();
    if (input.role === 'owner' && actor.role !== 'owner') throw ownerOnly();
    // Invited members sign in through the same form, which takes business addresses only (spec §5).
    if (isFreeEmail(email)) throw new AppError(400, 'FREE_EMAIL_PROVIDER', FREE_EMAIL_MESSAGE);
    const existing = await repos.members.findByEmail(email);
    if (existing?.tenantId === actor.tenantId)
      throw new AppError(409, 'ALREADY_MEMBER', ALREADY_MEMBER_MESSAGE);
    if (existing) throw otherAccount();
    if (await repos.invitations.findPendingByEmail(actor.tenantId, email))
      throw new AppError(409, 'ALREADY_INVITED', ALREADY_INVITED_MESSAGE);

    const { invitation, token } = await repos.invitations.create(
      { tenantId: actor.tenantId, email, role: input.role, invitedBy: actor.id },
      INVITATION_TTL_SECONDS,
    );
    await this.sendInvitation(actor, invitation, token);
    await this.deps.audit.record(
      this.event(actor, 'member.invited', meta, email, { role: input.role }),
    );
    return { ...invitationView(invitation), invitedBy: actor.email };
  }

  /**
   * Sends a pending invitation again with a new link valid for 7 more days; the old link stops
   * working. @throws 404 INVITATION_NOT_FOUND (not pending, or another client's), 403 OWNER_ONLY
   */
  async resend(actor: MemberRow, id: string, meta: RequestMeta): Promise<InvitationView> {
    const { repos } = this.deps;
    const current = (await repos.invitations.listPending(actor.tenantId)).find((i) => i.id === id);
    if (!current) throw invitationGone();
    if (current.role === 'owner' && actor.role !== 'owner') throw ownerOnly();
    const renewed = await repos.invitations.renew(
      actor.tenantId,
      id,
      actor.id,
      INVITATION_TTL_SECONDS,
    );
    if (!renewed) throw invitationGone();
    await this.sendInvitation(actor, renewed.invitation, renewed.token);
    await this.deps.audit.record(
      this.event(actor, 'member.invited', meta, renewed.invitation.email, {
        role: renewed.invitation.role,
        resent: true,
      }),
    );
    return { ...invitationView(renewed.invitation), invitedBy: actor.email };
  }

  /** Withdraws a pending invitation. @throws 404 INVITATION_NOT_FOUND */
  async revoke(actor: MemberRow, id: string, meta: RequestMeta): Promise<void> {
    const row = await this.deps.repos.invitations.revoke(actor.tenantId, id);
    if (!row) throw invitationGone();
    await this.deps.audit.record(
      this.event(actor, 'member.invitation_revoked', meta, row.email, { role: row.role }),
    );
  }

  /**
   * What the accept page shows for a token.
   * @throws 404 INVITATION_NOT_FOUND, 410 INVITATION_EXPIRED / INVITATION_USED / INVITATION_REVOKED
   */
  async preview(token: string): Promise<InvitationPreview> {
    const { repos } = this.deps;
    const invitation = await this.usable(token.trim());
    const client = await repos.clients.findById(invitation.tenantId);
    if (!client) throw new AppError(404, 'INVITATION_NOT_FOUND', INVITATION_NOT_FOUND_MESSAGE);
    return {
      companyName: client.companyName,
      email: invitation.email,
      role: invitation.role,
      expiresAt: invitation.expiresAt.toISOString(),
    };
  }

  /**
   * Accepts an invitation: creates the member (address verified by the link) in the inviting
   * client with the invited role, uses the link up, and signs the member in.
   * @throws 400 VALIDATION_ERROR (name or password rules, spec §5 "Signup"), the errors of
   *   `preview`, 409 EMAIL_IN_OTHER_ACCOUNT when the address joined an account meanwhile
   */
  async accept(
    input: { token: string; fullName: string; password: string },
    meta: RequestMeta,
  ): Promise<LoginResult> {
    const { repos, config } = this.deps;
    const fullName = input.fullName.trim();
    if (!fullName) throw new AppError(400, 'VALIDATION_ERROR', 'Full name is required');
    const problem = passwordProblem(input.password);
    if (problem) throw new AppError(400, 'VALIDATION_ERROR', problem);
    const token = input.token.trim();
    const found = await this.usable(token);
    if (await repos.members.findByEmail(found.email)) throw otherAccount();

    const passwordHash = await hashPassword(input.password, config.scrypt);
    let member: MemberRow;
    try {
      member = await repos.transaction(async (tx) => {
        const invitation = await repos.invitations.accept(tx, token);
        // Used or expired between the check above and now (a second tab, a double click).
        if (!invitation) throw new AppError(410, 'INVITATION_USED', INVITATION_USED_MESSAGE);
        return repos.members.insert(tx, {
          tenantId: invitation.tenantId,
          email: invitation.email,
          passwordHash,
          fullName,
          role: invitation.role,
          emailVerifiedAt: new Date(),
        });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw otherAccount();
      throw err;
    }
    const client = await repos.clients.findById(member.tenantId);
    if (!client) throw new AppError(404, 'INVITATION_NOT_FOUND', INVITATION_NOT_FOUND_MESSAGE);
    await this.deps.audit.record(
      this.event(member, 'member.joined', meta, member.email, { role: member.role }),
    );
    return this.deps.accounts.openSession(member, client, meta);
  }

  /**
   * Changes the role of a member of the actor's client. Takes effect on the member's next request
   * (the role is read with the session on every request; plugins/auth.ts).
   * @throws 404 MEMBER_NOT_FOUND, 403 OWNER_ONLY, 409 LAST_OWNER
   */
  async changeRole(
    actor: MemberRow,
    id: string,
    role: MemberRole,
    meta: RequestMeta,
  ): Promise<MemberView> {
    const { repos } = this.deps;
    const result = await repos.transaction(async (tx) => {
      // Locked first, so two concurrent demotions cannot both see another owner left.
      const owners = await repos.members.lockOwners(tx, actor.tenantId);
      const target = await repos.members.findById(id, tx);
      if (!target || target.tenantId !== actor.tenantId) throw memberNotFound();
      if ((target.role === 'owner' || role === 'owner') && actor.role !== 'owner')
        throw ownerOnly();
      if (target.role === 'owner' && role !== 'owner' && owners.length <= 1) throw lastOwner();
      const updated = await repos.members.setRole(tx, actor.tenantId, id, role);
      if (!updated) throw memberNotFound();
      return { before: target.role, updated };
    });
    if (result.before !== role)
      await this.deps.audit.record(
        this.event(actor, 'member.role_changed', meta, result.updated.email, {
          from: result.before,
          to: role,
        }),
      );
    const [view] = (await this.list(actor)).filter((m) => m.id === id);
    if (!view) throw memberNotFound();
    return view;
  }

  /**
   * Removes a member of the actor's client; their sessions end at once (their next request is
   * refused with 401) and the invitations they sent are withdrawn.
   * @throws 404 MEMBER_NOT_FOUND, 403 OWNER_ONLY, 409 LAST_OWNER
   */
  async remove(actor: MemberRow, id: string, meta: RequestMeta): Promise<void> {
    const { repos } = this.deps;
    const removed = await repos.transaction(async (tx) => {
      const owners = await repos.members.lockOwners(tx, actor.tenantId);
      const target = await repos.members.findById(id, tx);
      if (!target || target.tenantId !== actor.tenantId) throw memberNotFound();
      if (target.role === 'owner' && actor.role !== 'owner') throw ownerOnly();
      if (target.role === 'owner' && owners.length <= 1) throw lastOwner();
      await applyCredentialChange(repos, tx, 'member_removed', {
        memberId: target.id,
        tenantId: target.tenantId,
      });
      if (!(await repos.members.remove(tx, actor.tenantId, id))) throw memberNotFound();
      return target;
    });
    await this.deps.audit.record(
      this.event(actor, 'member.removed', meta, removed.email, { role: removed.role }),
    );
  }

  /** The invitation of a token if it can still be accepted, or the error that says why not. */
  private async usable(token: string): Promise<InvitationRow> {
    const invitation = token ? await this.deps.repos.invitations.findByToken(token) : undefined;
    if (!invitation) throw new AppError(404, 'INVITATION_NOT_FOUND', INVITATION_NOT_FOUND_MESSAGE);
    if (invitation.acceptedAt) throw new AppError(410, 'INVITATION_USED', INVITATION_USED_MESSAGE);
    if (invitation.revokedAt)
      throw new AppError(410, 'INVITATION_REVOKED', INVITATION_REVOKED_MESSAGE);
    if (invitation.expiresAt.getTime() <= Date.now())
      throw new AppError(410, 'INVITATION_EXPIRED', INVITATION_EXPIRED_MESSAGE);
    return invitation;
  }

  /** Sends the invitation e-mail; a mail failure is logged, not thrown (it can be re-sent). */
  private async sendInvitation(
    actor: MemberRow,
    invitation: InvitationRow,
    token: string,
  ): Promise<void> {
    const { mailer, log, repos } = this.deps;
    const client = await repos.clients.findById(invitation.tenantId);
    const link = this.invitationLink(token);
    try {
      const file = await mailer.send(
        invitationMail(invitation.email, {
          companyName: client?.companyName ?? 'your company',
          inviterName: actor.fullName,
          role: invitation.role,
          link,
        }),
      );
      // As with verification links, the link is logged only in the embedded outbox mode.
      if (file) log.info({ to: invitation.email, link, file }, 'invitation written to the outbox');
      else log.info({ to: invitation.email }, 'invitation email queued');
    } catch (err) {
      log.error({ err, to: invitation.email }, 'invitation email could not be sent');
    }
  }

  private event(
    actor: MemberRow,
    action: AuditRecord['action'],
    meta: RequestMeta,
    target: string,
    detail: Record<string, unknown>,
  ): AuditRecord {
    return {
      tenantId: actor.tenantId,
      actorMemberId: actor.id,
      actorEmail: actor.email,
      action,
      target,
      ip: meta.ip,
      userAgent: meta.userAgent,
      requestId: meta.requestId ?? null,
      detail,
    };
  }
}

function invitationView(i: InvitationRow): Omit<InvitationView, 'invitedBy'> {
  return {
    id: i.id,
    email: i.email,
    role: i.role,
    createdAt: i.createdAt.toISOString(),
    expiresAt: i.expiresAt.toISOString(),
    expired: i.expiresAt.getTime() <= Date.now(),
  };
}
