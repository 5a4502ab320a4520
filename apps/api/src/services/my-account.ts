/**
 * A member's own account outside sign-in (docs/api-contract.md "Password reset, profile and e-mail
 * change"; docs/adr/0015-password-reset-and-email-change.md): the forgotten-password link, the
 * profile form, and the move to a new sign-in address confirmed through that address.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { ClientRow, MemberRow } from '../db/schema/index.js';
import { FREE_EMAIL_MESSAGE, isFreeEmail } from '../domain/free-email.js';
import { passwordProblem } from '../domain/password-policy.js';
import type { DeferredWork } from '../lib/deferred-work.js';
import { AppError } from '../lib/errors.js';
import {
  emailChangedNotice,
  emailChangeMail,
  passwordResetMail,
  type Mail,
  type Mailer,
} from '../lib/mailer.js';
import { hashPassword, verifyPassword } from '../lib/password.js';
import type { Repositories } from '../repositories/index.js';
import { isUniqueViolation } from '../repositories/pg-errors.js';
import type { AuditAction, AuditService, RequestMeta } from './audit.js';
import { applyCredentialChange } from './credential-changes.js';

/** Lifetime of a password-reset link: 30 minutes. */
export const RESET_TOKEN_TTL_SECONDS = 30 * 60;
/** Lifetime of an e-mail-change link: 24 hours, like the sign-up verification link. */
export const EMAIL_CHANGE_TTL_SECONDS = 24 * 60 * 60;

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for this email address, we have sent a link to reset its password.';
export const RESET_DONE_MESSAGE =
  'Your password has been reset. Please sign in with your new password.';
export const RESET_INVALID_MESSAGE = 'This password reset link is invalid or has expired.';
export const EMAIL_CHANGE_INVALID_MESSAGE = 'This confirmation link is invalid or has expired.';
export const EMAIL_CHANGED_MESSAGE = 'Your email address has been changed.';

/** The fields of PATCH /user-data/profile; each is optional, trimmed by the service. */
export interface ProfileChange {
  fullName?: string | undefined;
  companyName?: string | undefined;
  contactNumber?: string | undefined;
  country?: string | undefined;
}

export interface MyAccountDeps {
  config: Pick<Config, 'publicAppUrl' | 'scrypt'>;
  repos: Repositories;
  mailer: Mailer;
  log: FastifyBaseLogger;
  audit: AuditService;
  deferred: DeferredWork;
}

const validation = (message: string) => new AppError(400, 'VALIDATION_ERROR', message);
const emailTaken = () =>
  new AppError(409, 'EMAIL_TAKEN', 'An account with this email address already exists.');

/** Built once by createServices. */
export class MyAccountService {
  constructor(private readonly deps: MyAccountDeps) {}

  /** Sends a message; a failure is logged, not thrown (the answer must not tell it apart). */
  private async send(mail: Mail, kind: string, link?: string): Promise<void> {
    const { mailer, log } = this.deps;
    try {
      const file = await mailer.send(mail);
      // A link is a credential: logged only in the embedded outbox mode (docs/adr/0016-hardening.md).
      if (file) log.info({ to: mail.to, link, file }, `${kind} email written to the outbox`);
      else log.info({ to: mail.to }, `${kind} email queued`);
    } catch (err) {
      log.error({ err, to: mail.to }, `${kind} email could not be sent`);
    }
  }

  private record(
    member: MemberRow,
    action: AuditAction,
    meta: RequestMeta,
    detail: Record<string, unknown> = {},
  ): Promise<void> {
    return this.deps.audit.record({
      tenantId: member.tenantId,
      actorMemberId: member.id,
      actorEmail: member.email,
      action,
      target: member.email,
      ip: meta.ip,
      userAgent: meta.userAgent,
      requestId: meta.requestId ?? null,
      detail,
    });
  }

  /**
   * Asks for a reset link to the address; the lookup, the token and the mail run after the answer
   * (lib/deferred-work.ts), so every address gets the same answer in the same time (no account
   * enumeration; docs/security.md).
   */
  requestPasswordReset(rawEmail: string): void {
    this.deps.deferred.defer('password reset', () => this.sendPasswordReset(rawEmail));
  }

  /** Sends a reset link to the address when a member signs in with it; nothing otherwise. */
  async sendPasswordReset(rawEmail: string): Promise<void> {
    const { repos, config } = this.deps;
    const member = await repos.members.findByEmail(rawEmail.trim().toLowerCase());
    if (!member) return;
    const token = await repos.accountTokens.issue(member.id, 'reset', RESET_TOKEN_TTL_SECONDS);
    const link = `${config.publicAppUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await this.send(passwordResetMail(member.email, member.fullName, link), 'password reset', link);
  }

  /**
   * Checks a reset token without using it, so the reset page can show the invalid-link message
   * instead of the form. Unknown, used and expired tokens get the same error.
   * @throws 400 INVALID_RESET_TOKEN
   */
  async checkResetToken(token: string): Promise<void> {
    if (!(await this.deps.repos.accountTokens.isUsable(token.trim(), 'reset')))
      throw new AppError(400, 'INVALID_RESET_TOKEN', RESET_INVALID_MESSAGE);
  }

  /**
   * Sets a new password with a reset token (used once): every session of the member ends and their
   * other reset and e-mail-change links are voided.
   * @throws 400 VALIDATION_ERROR (password rules of spec §5 Signup), 400 INVALID_RESET_TOKEN
   */
  async resetPassword(token: string, password: string, meta: RequestMeta): Promise<void> {
    const { repos, config } = this.deps;
    const problem = passwordProblem(password);
    if (problem) throw validation(problem);
    const passwordHash = await hashPassword(password, config.scrypt);
    const member = await repos.transaction(async (tx) => {
      const row = await repos.accountTokens.consume(tx, token.trim(), 'reset');
      if (!row) return undefined;
      await repos.members.resetPassword(tx, row.memberId, passwordHash);
      const changed = await repos.members.findById(row.memberId, tx);
      if (changed)
        await applyCredentialChange(repos, tx, 'password_reset', {
          memberId: changed.id,
          tenantId: changed.tenantId,
        });
      return changed;
    });
    if (!member) throw new AppError(400, 'INVALID_RESET_TOKEN', RESET_INVALID_MESSAGE);
    await this.record(member, 'auth.password_reset', meta);
  }

  /**
   * Changes the profile: the full name is the member's; company name, contact number and country
   * are the tenant's, and only an owner or admin may change them.
   * @returns the tenant and member as stored afterwards (the given rows when nothing changed)
   * @throws 400 VALIDATION_ERROR (empty field, unsupported country), 403 ROLE_FORBIDDEN
   */
  async updateProfile(
    client: ClientRow,
    member: MemberRow,
    change: ProfileChange,
    meta: RequestMeta,
  ): Promise<{ client: ClientRow; member: MemberRow }> {
    const { repos } = this.deps;
    const fullName = change.fullName?.trim();
    const companyName = change.companyName?.trim();
    const contactNumber = change.contactNumber?.trim();
    if (fullName === '') throw validation('Full name is required');
    if (companyName === '') throw validation('Company name is required');
    if (contactNumber === '') throw validation('Contact number is required');
    const company = { companyName, contactNumber, country: change.country };
    const companyChanged =
      (companyName !== undefined && companyName !== client.companyName) ||
      (contactNumber !== undefined && contactNumber !== client.contactNumber) ||
      (change.country !== undefined && change.country !== client.country);
    if (companyChanged && member.role !== 'owner' && member.role !== 'admin')
      throw new AppError(
        403,
        'ROLE_FORBIDDEN',
        'Only an owner or admin can change the company details.',
      );
    const changed: string[] = [];
    if (fullName !== undefined && fullName !== member.fullName) changed.push('fullName');
    for (const [k, v] of Object.entries(company))
      if (v !== undefined && v !== client[k as keyof typeof company]) changed.push(k);
    if (changed.length === 0) return { client, member };
    await repos.transaction(async (tx) => {
      if (fullName !== undefined) await repos.members.updateName(tx, member.id, fullName);
      // The owner's name is also the tenant's contact name (docs/adr/0010-members-and-sessions.md).
      const ownerName = member.id === client.id && fullName !== undefined ? { fullName } : {};
      if (companyChanged || ownerName.fullName)
        await repos.clients.updateContact(tx, client.id, {
          ...ownerName,
          ...(companyChanged ? company : {}),
        });
    });
    repos.tenantCache.invalidate(client.id);
    await this.record(member, 'profile.updated', meta, { fields: changed });
    const [fresh, freshMember] = await Promise.all([
      repos.clients.findById(client.id),
      repos.members.findById(member.id),
    ]);
    return { client: fresh ?? client, member: freshMember ?? member };
  }

  /**
   * Starts a move to a new sign-in address: checks the password and sends a link to the new
   * address; nothing changes until it is opened.
   * @throws 400 INVALID_CURRENT_PASSWORD, VALIDATION_ERROR (same address) or FREE_EMAIL_PROVIDER,
   *   409 EMAIL_TAKEN
   */
  async requestEmailChange(
    member: MemberRow,
    rawEmail: string,
    currentPassword: string,
    meta: RequestMeta,
  ): Promise<string> {
    const { repos, config } = this.deps;
    if (!(await verifyPassword(currentPassword, member.passwordHash)))
      throw new AppError(400, 'INVALID_CURRENT_PASSWORD', 'Current password is incorrect.');
    const email = rawEmail.trim().toLowerCase();
    if (email === member.email)
      throw validation('The new email address is the one you already use.');
    if (isFreeEmail(email)) throw new AppError(400, 'FREE_EMAIL_PROVIDER', FREE_EMAIL_MESSAGE);
    if (await repos.members.findByEmail(email)) throw emailTaken();
    const token = await repos.accountTokens.issue(
      member.id,
      'email_change',
      EMAIL_CHANGE_TTL_SECONDS,
      email,
    );
    const link = `${config.publicAppUrl}/confirm-email-change?token=${encodeURIComponent(token)}`;
    await this.send(emailChangeMail(email, member.fullName, link), 'email change', link);
    await this.record(member, 'profile.email_change_requested', meta, { newEmail: email });
    return email;
  }

  /**
   * Cancels the member's e-mail change waiting for its link: the link stops working and the
   * profile no longer shows a pending address. Nothing waiting is not an error.
   */
  async cancelEmailChange(member: MemberRow): Promise<void> {
    const { repos } = this.deps;
    await repos.transaction((tx) =>
      repos.accountTokens.voidUnused(tx, member.id, ['email_change']),
    );
  }

  /**
   * Confirms an e-mail change with the token of the link (used once): the member signs in with
   * the new address from now on, reset links mailed to the old address are voided, and the old
   * address is told.
   * @throws 400 INVALID_EMAIL_CHANGE_TOKEN, 409 EMAIL_TAKEN (another account took it meanwhile)
   */
  async confirmEmailChange(token: string, meta: RequestMeta): Promise<void> {
    const { repos } = this.deps;
    let result: { member: MemberRow; newEmail: string } | undefined;
    try {
      result = await repos.transaction(async (tx) => {
        const row = await repos.accountTokens.consume(tx, token.trim(), 'email_change');
        const member = row && (await repos.members.findById(row.memberId, tx));
        if (!row?.newEmail || !member) return undefined;
        await repos.members.updateEmail(tx, member.id, row.newEmail);
        await applyCredentialChange(repos, tx, 'email_change', {
          memberId: member.id,
          tenantId: member.tenantId,
        });
        // The owner's address is also the tenant's contact address (receipts go there).
        if (member.id === member.tenantId)
          await repos.clients.updateContact(tx, member.tenantId, { email: row.newEmail });
        return { member, newEmail: row.newEmail };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    }
    if (!result)
      throw new AppError(400, 'INVALID_EMAIL_CHANGE_TOKEN', EMAIL_CHANGE_INVALID_MESSAGE);
    const { member, newEmail } = result;
    repos.tenantCache.invalidate(member.tenantId);
    await this.send(emailChangedNotice(member.email, member.fullName, newEmail), 'email changed');
    await this.record(member, 'profile.email_changed', meta, {
      oldEmail: member.email,
      newEmail,
    });
  }
}
