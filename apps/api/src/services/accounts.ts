/**
 * Account use cases: sign-up, e-mail verification, log-in, logout everywhere, API key, password
 * change (spec §5, §7, §8; docs/api-contract.md). Routes validate shape; this service applies the
 * business rules on plain values. A client is the company, the person who signs in is a member
 * (docs/decisions.md, "Members and sessions"): sign-up creates both, with the owner's member id
 * equal to the client's id.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { ClientRow, MemberRole, MemberRow } from '../db/schema/index.js';
import { FREE_EMAIL_MESSAGE, isFreeEmail } from '../domain/free-email.js';
import { passwordProblem } from '../domain/password-policy.js';
import { serviceFlags, type ServiceFlags } from '../domain/services.js';
import type { DeferredWork } from '../lib/deferred-work.js';
import { AppError } from '../lib/errors.js';
import {
  CHALLENGE_TTL_SECONDS,
  credentialStamp,
  signChallenge,
  verifyChallenge,
} from '../lib/challenge.js';
import { signSession } from '../lib/jwt.js';
import { verificationMail, type Mailer } from '../lib/mailer.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../lib/password.js';
import type { Repositories } from '../repositories/index.js';
import { isUniqueViolation } from '../repositories/pg-errors.js';
import type { SecurityNotices } from './security-notices.js';
import type { AuditService, RequestMeta } from './audit.js';
import { applyCredentialChange } from './credential-changes.js';
import { invalidCode, type TwoFactorService } from './two-factor.js';

export const SIGNUP_MESSAGE = 'Signup successful. Please check your email to verify your account.';
export const VERIFIED_MESSAGE = 'Your email has been successfully verified!';
export const RESEND_MESSAGE = 'Verification email sent successfully!';

export interface SignupInput {
  fullName: string;
  email: string;
  password: string;
  companyName: string;
  contactNumber: string;
  country: string;
  consent: { agreed: boolean };
}

export interface LoginResult {
  twoFactorRequired?: false;
  token: string;
  expiresIn: number;
  user: {
    fullName: string;
    email: string;
    companyName: string;
    clientId: string;
    role: MemberRole;
  } & ServiceFlags;
}

/**
 * Where a sign-in comes from (address and user agent): kept with its session (Settings → Security
 * lists it) and in the audit log.
 */
export type SignInContext = RequestMeta;

/**
 * What the password step answers when the member has two-factor sign-in on: no session yet, a
 * challenge for POST /api/auth/login/two-factor (lib/challenge.ts).
 */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  challenge: string;
  /** Seconds the challenge stays valid. */
  expiresIn: number;
}

export const CHALLENGE_EXPIRED_MESSAGE =
  'Your sign-in has timed out. Please enter your email and password again.';

/** The profile of GET /user-data/profile. */
export type Profile = {
  clientId: string;
  role: MemberRole;
  apiKey: string;
  fullName: string;
  email: string;
  companyName: string;
  contactNumber: string;
  country: string;
  /** The address of an e-mail change waiting for its confirmation link, or null. */
  pendingEmail: string | null;
} & ServiceFlags;

export interface AccountsDeps {
  config: Pick<
    Config,
    'publicAppUrl' | 'scrypt' | 'jwtSecret' | 'tokenTtlSeconds' | 'verificationTtlSeconds'
  >;
  repos: Repositories;
  mailer: Mailer;
  log: FastifyBaseLogger;
  audit: AuditService;
  /** Security e-mails after a password change or a new license key. */
  notices: SecurityNotices;
  twoFactor: TwoFactorService;
  deferred: DeferredWork;
}

const validation = (message: string) => new AppError(400, 'VALIDATION_ERROR', message);
const emailTaken = () =>
  new AppError(409, 'EMAIL_TAKEN', 'An account with this email address already exists.');

/** The account flows; built once by createServices. */
export class AccountsService {
  constructor(private readonly deps: AccountsDeps) {}

  /** Verification link of the shell for a token. */
  verificationLink(token: string): string {
    return `${this.deps.config.publicAppUrl}/verify-email/${encodeURIComponent(token)}`;
  }

  /** Sends (or writes to the outbox) the verification message; mail failures are logged, not thrown. */
  private async sendVerification(
    to: { email: string; fullName: string },
    token: string,
  ): Promise<void> {
    const { mailer, log } = this.deps;
    const link = this.verificationLink(token);
    try {
      const file = await mailer.send(verificationMail(to.email, to.fullName, link));
      // The link is a credential: it is logged only in the embedded outbox mode, where it is the
      // developer's way in; with SMTP only the recipient is (docs/decisions.md, "Hardening").
      if (file) log.info({ to: to.email, link, file }, 'verification email written to the outbox');
      else log.info({ to: to.email }, 'verification email queued');
    } catch (err) {
      // The account exists either way; the user can ask for another message.
      log.error({ err, to: to.email }, 'verification email could not be sent');
    }
  }

  /**
   * Creates a client with its unverified owner member (same id) and first API key, and sends the
   * verification e-mail.
   * @param ip the caller's address, kept with the consent record
   * @throws 400 VALIDATION_ERROR / FREE_EMAIL_PROVIDER, 409 EMAIL_TAKEN
   */
  async signup(input: SignupInput, ip: string | null): Promise<void> {
    const { repos, config } = this.deps;
    const email = input.email.trim().toLowerCase();
    if (isFreeEmail(email)) throw new AppError(400, 'FREE_EMAIL_PROVIDER', FREE_EMAIL_MESSAGE);
    const problem = passwordProblem(input.password);
    if (problem) throw validation(problem);
    if (input.consent.agreed !== true) throw validation('Agree to terms is required');
    if (await repos.members.findByEmail(email)) throw emailTaken();

    const passwordHash = await hashPassword(input.password, config.scrypt);
    let created: { client: ClientRow; token: string };
    try {
      created = await repos.transaction(async (tx) => {
        const client = await repos.clients.insert(
          tx,
          {
            fullName: input.fullName.trim(),
            email,
            companyName: input.companyName.trim(),
            contactNumber: input.contactNumber.trim(),
            country: input.country,
          },
          { agreed: true, ip },
        );
        // The owner's member id is the client's id (docs/decisions.md, "Members and sessions"):
        // the verification token below names the client and confirms this member.
        await repos.members.insert(tx, {
          id: client.id,
          clientId: client.id,
          email,
          passwordHash,
          fullName: client.fullName,
          role: 'owner',
        });
        await repos.apiKeys.issue(tx, client.id);
        const token = await repos.verificationTokens.create(
          tx,
          client.id,
          config.verificationTtlSeconds,
        );
        return { client, token };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    }
    await this.sendVerification(created.client, created.token);
  }

  /**
   * Uses a verification token once and marks the address verified.
   * @throws 400 ALREADY_VERIFIED when the link was issued to an address that is verified by now (a
   *   second click on the link, or an older link after a resend): the screen offers Sign in
   * @throws 400 INVALID_VERIFICATION_TOKEN for unknown or expired tokens of an unverified address
   */
  async verifyEmail(token: string): Promise<void> {
    const { repos } = this.deps;
    const ok = await repos.transaction(async (tx) => {
      const ownerId = await repos.verificationTokens.consume(tx, token.trim());
      if (!ownerId) return false;
      await repos.members.markVerified(tx, ownerId);
      return true;
    });
    if (ok) return;
    const ownerId = await repos.verificationTokens.ownerOf(token.trim());
    const owner = ownerId ? await repos.members.findById(ownerId) : undefined;
    if (owner?.emailVerifiedAt)
      throw new AppError(400, 'ALREADY_VERIFIED', 'This email address is already verified.');
    throw new AppError(
      400,
      'INVALID_VERIFICATION_TOKEN',
      'Verification link is invalid or expired.',
    );
  }

  /**
   * Asks for a fresh verification link; the lookup and the mail run after the answer
   * (lib/deferred-work.ts), so unknown, unverified and verified addresses get the same answer in
   * the same time (no account enumeration; docs/security.md).
   */
  resendVerification(rawEmail: string): void {
    this.deps.deferred.defer('verification resend', () => this.sendFreshVerification(rawEmail));
  }

  /**
   * Sends a fresh verification link, invalidating earlier ones, when the address is an unverified
   * owner's; nothing otherwise.
   */
  async sendFreshVerification(rawEmail: string): Promise<void> {
    const { repos, config } = this.deps;
    const member = await repos.members.findByEmail(rawEmail.trim().toLowerCase());
    // Only an owner who signed up is ever unverified (an invitation proves the address), and that
    // owner's id is the client id the verification tokens refer to.
    if (!member || member.emailVerifiedAt || member.id !== member.clientId) return;
    const token = await repos.transaction((tx) =>
      repos.verificationTokens.create(tx, member.clientId, config.verificationTtlSeconds),
    );
    await this.sendVerification(member, token);
  }

  /**
   * Checks a member's credentials; opens a server-side session and issues its token, or answers a
   * two-factor challenge when the member has 2FA on. Failures on a registered address are recorded
   * in that tenant's audit log.
   * @throws 401 INVALID_CREDENTIALS, 403 EMAIL_NOT_VERIFIED (+ needVerification)
   */
  async login(
    rawEmail: string,
    password: string,
    from: SignInContext,
  ): Promise<LoginResult | TwoFactorChallenge> {
    const { repos, config, audit } = this.deps;
    const member = await repos.members.findByEmail(rawEmail.trim().toLowerCase());
    const invalid = new AppError(401, 'INVALID_CREDENTIALS', 'Invalid email or password.');
    if (!member) {
      await burnPasswordCheck(password, config.scrypt);
      throw invalid;
    }
    if (!(await verifyPassword(password, member.passwordHash))) {
      await this.recordFailure(member, 'password', from);
      throw invalid;
    }
    // Only after the password matched, so this does not reveal which addresses are registered.
    if (!member.emailVerifiedAt) {
      throw new AppError(403, 'EMAIL_NOT_VERIFIED', 'Please verify your email before logging in.', {
        needVerification: true,
      });
    }
    const client = await repos.clients.findById(member.clientId);
    if (!client) throw invalid;
    const secondFactor = await repos.twoFactor.get(member.id);
    if (secondFactor?.enabledAt) {
      const cs = credentialStamp(member.passwordHash, secondFactor.enabledAt);
      return {
        twoFactorRequired: true,
        challenge: signChallenge({ sub: member.id, tv: member.tokenVersion, cs }, config.jwtSecret),
        expiresIn: CHALLENGE_TTL_SECONDS,
      };
    }
    await audit.record(this.event(member, 'auth.sign_in', from, { twoFactor: 'off' }));
    return this.openSession(member, client, from);
  }

  /**
   * Reads the challenge of the password step.
   * @returns the member it names
   * @throws 401 TWO_FACTOR_CHALLENGE_EXPIRED for an expired, forged or revoked challenge, or one
   *   issued before the member's password or 2FA switch changed (docs/security.md)
   */
  async readChallenge(challenge: string): Promise<MemberRow> {
    const { repos, config } = this.deps;
    const claims = verifyChallenge(challenge, config.jwtSecret);
    const member = claims ? await repos.members.findById(claims.sub) : undefined;
    const expired = () =>
      new AppError(401, 'TWO_FACTOR_CHALLENGE_EXPIRED', CHALLENGE_EXPIRED_MESSAGE);
    if (!claims || !member || member.tokenVersion !== claims.tv || !member.emailVerifiedAt)
      throw expired();
    const enabledAt = (await repos.twoFactor.get(member.id))?.enabledAt ?? null;
    if (credentialStamp(member.passwordHash, enabledAt) !== claims.cs) throw expired();
    return member;
  }

  /**
   * The code step of a sign-in with 2FA: an app code or a recovery code (used up) for the member of
   * the challenge, then a session.
   * @throws 401 TWO_FACTOR_CHALLENGE_EXPIRED, 400 INVALID_TWO_FACTOR_CODE (wrong, used or expired)
   */
  async completeTwoFactor(
    challenge: string,
    code: string,
    from: SignInContext,
  ): Promise<LoginResult> {
    const { repos, audit, twoFactor } = this.deps;
    const member = await this.readChallenge(challenge);
    const client = await repos.clients.findById(member.clientId);
    if (!client) throw new AppError(401, 'TWO_FACTOR_CHALLENGE_EXPIRED', CHALLENGE_EXPIRED_MESSAGE);
    const kind = await twoFactor.checkCode(member.id, code);
    if (!kind) {
      await this.recordFailure(member, 'two_factor_code', from);
      throw invalidCode();
    }
    if (kind === 'recovery_code') {
      const left = await twoFactor.recoveryCodesLeft(member.id);
      await audit.record(
        this.event(member, 'two_factor.recovery_code_used', from, { recoveryCodesLeft: left }),
      );
    }
    await audit.record(this.event(member, 'auth.sign_in', from, { twoFactor: kind }));
    return this.openSession(member, client, from);
  }

  /** An audit event of the tenant, acted by the member. */
  private event(
    member: MemberRow,
    action: Parameters<AuditService['record']>[0]['action'],
    meta: RequestMeta,
    detail: Record<string, unknown> = {},
    target: string | null = member.email,
  ): Parameters<AuditService['record']>[0] {
    return {
      clientId: member.clientId,
      actorMemberId: member.id,
      actorEmail: member.email,
      action,
      target,
      ip: meta.ip,
      userAgent: meta.userAgent,
      requestId: meta.requestId ?? null,
      detail,
    };
  }

  private recordFailure(member: MemberRow, reason: string, meta: RequestMeta): Promise<void> {
    return this.deps.audit.record(this.event(member, 'auth.sign_in_failed', meta, { reason }));
  }

  /**
   * Opens a session for a member who has just proved who they are (password, invitation) and
   * signs its token.
   */
  async openSession(
    member: MemberRow,
    client: ClientRow,
    from: SignInContext,
  ): Promise<LoginResult> {
    const { repos, config } = this.deps;
    const session = await repos.sessions.create({
      memberId: member.id,
      clientId: client.id,
      userAgent: from.userAgent,
      ip: from.ip,
    });
    const token = await signSession(
      { sub: member.id, tv: member.tokenVersion, sid: session.id },
      config.jwtSecret,
      config.tokenTtlSeconds,
    );
    return {
      token,
      expiresIn: config.tokenTtlSeconds,
      user: {
        fullName: member.fullName,
        email: member.email,
        companyName: client.companyName,
        clientId: client.clientId,
        role: member.role,
        ...serviceFlags(client),
      },
    };
  }

  /**
   * Signs out: ends the session of the request. Its token is refused on its next request, in every
   * API process (the revocation is announced like any other, repositories/session-cache.ts), and
   * it leaves the sessions list.
   */
  async logout(member: MemberRow, sessionId: string, meta: RequestMeta): Promise<void> {
    // False only when a concurrent request ended it first: signed out either way.
    if (await this.deps.repos.sessions.revoke(member.id, sessionId))
      await this.deps.audit.record(this.event(member, 'auth.logout', meta));
  }

  /** Ends every session of the member, the current one included. */
  async logoutEverywhere(member: MemberRow, meta: RequestMeta): Promise<void> {
    const { repos } = this.deps;
    await repos.members.bumpTokenVersion(member.id);
    await repos.sessions.revokeAll(member.id);
    await this.deps.audit.record(this.event(member, 'auth.logout_all', meta));
  }

  /**
   * The signed-in member's profile (name and e-mail are the member's, the rest the client's) with
   * the client's current API key.
   * @param currentApiKey the key read with the client, if it has one; a client always has a key
   *   (issued at sign-up), so one is issued when an operator removed it
   */
  async profile(
    client: ClientRow,
    member: MemberRow,
    currentApiKey: string | null,
  ): Promise<Profile> {
    // A viewer may not see the license key (docs/api-contract.md, "Roles"): the field is empty.
    const apiKey =
      member.role === 'viewer'
        ? ''
        : (currentApiKey ?? (await this.deps.repos.apiKeys.rotate(client.id)));
    const pending = await this.deps.repos.accountTokens.pendingEmailChange(member.id);
    return {
      clientId: client.clientId,
      role: member.role,
      apiKey,
      fullName: member.fullName,
      email: member.email,
      companyName: client.companyName,
      contactNumber: client.contactNumber,
      country: client.country,
      pendingEmail: pending?.newEmail ?? null,
      ...serviceFlags(client),
    };
  }

  /** Issues a new API key; the old one is refused at once. @returns the new key */
  async regenerateApiKey(client: ClientRow, member: MemberRow, meta: RequestMeta): Promise<string> {
    const key = await this.deps.repos.apiKeys.rotate(client.id);
    // The target names the new key by its public prefix; the key itself never enters the log.
    await this.deps.audit.record(
      this.event(member, 'api_key.regenerated', meta, {}, `API key ${key.slice(0, 12)}…`),
    );
    // The owner is told too: the license key is the whole company's.
    await this.deps.notices.notify(
      [member, client],
      { kind: 'license_key_regenerated', keyPrefix: key.slice(0, 12) },
      member,
      meta,
    );
    return key;
  }

  /**
   * Changes the member's password after checking the current one. Every other session of the
   * member ends; the one that made the change stays signed in; reset and e-mail-change links are
   * voided (docs/security.md, "Credential changes").
   * @param currentSessionId the session of the request
   * @throws 400 INVALID_CURRENT_PASSWORD or VALIDATION_ERROR
   */
  async changePassword(
    member: MemberRow,
    currentSessionId: string,
    currentPassword: string,
    newPassword: string,
    meta: RequestMeta,
  ): Promise<void> {
    const { repos, config } = this.deps;
    if (!(await verifyPassword(currentPassword, member.passwordHash))) {
      throw new AppError(400, 'INVALID_CURRENT_PASSWORD', 'Current password is incorrect.');
    }
    const problem = passwordProblem(newPassword);
    if (problem) throw validation(problem.replace(/^Password/, 'New password'));
    const passwordHash = await hashPassword(newPassword, config.scrypt);
    await repos.transaction(async (tx) => {
      await repos.members.updatePassword(member.id, passwordHash, tx);
      await applyCredentialChange(repos, tx, 'password_change', {
        memberId: member.id,
        clientId: member.clientId,
        currentSessionId,
      });
    });
    await this.deps.audit.record(this.event(member, 'auth.password_changed', meta));
    await this.deps.notices.notify([member], { kind: 'password_changed' }, member, meta);
  }
}
