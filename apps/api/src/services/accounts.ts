/**
 * Account use cases: log-in, two-factor completion, logout everywhere, profile, API key, password
 * change (spec §7, §8). Routes validate shape; this service applies the business rules on plain
 * values. A client is the company, the person who signs in is a member: sign-up (sign-up.ts)
 * creates both, with the owner's member id equal to the client's id.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { ClientRow, MemberRole, MemberRow } from '../db/schema/index.js';
import { passwordProblem } from '../domain/password-policy.js';
import { serviceFlags, type ServiceFlags } from '../domain/services.js';
import { AppError } from '../lib/errors.js';
import {
  CHALLENGE_TTL_SECONDS,
  credentialStamp,
  signChallenge,
  verifyChallenge,
} from '../lib/challenge.js';
import { signSession } from '../lib/jwt.js';
import type { Mailer } from '../lib/mailer.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../lib/password.js';
import type { Repositories } from '../repositories/index.js';
import type { SecurityNotices } from './security-notices.js';
import type { AuditService, RequestMeta } from './audit.js';
import { applyCredentialChange } from './credential-changes.js';
import { invalidCode, type TwoFactorService } from './two-factor.js';

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
  /** The signed-in member's id, so screens that name members (case assignees) know "me". */
  memberId: string;
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
}

const validation = (message: string) => new AppError(400, 'VALIDATION_ERROR', message);

/** The account flows; built once by createServices. */
export class AccountsService {
  constructor(private readonly deps: AccountsDeps) {}

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
    const client = await repos.clients.findById(member.tenantId);
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
    const client = await repos.clients.findById(member.tenantId);
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
      tenantId: member.tenantId,
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
      tenantId: client.id,
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
    // A viewer or analyst may not see the license key (docs/api-contract.md, "Roles"): the field
    // is empty.
    const apiKey =
      member.role === 'viewer' || member.role === 'analyst'
        ? ''
        : (currentApiKey ?? (await this.deps.repos.apiKeys.rotate(client.id)));
    const pending = await this.deps.repos.accountTokens.pendingEmailChange(member.id);
    return {
      clientId: client.clientId,
      memberId: member.id,
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
   * voided.
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
        tenantId: member.tenantId,
        currentSessionId,
      });
    });
    await this.deps.audit.record(this.event(member, 'auth.password_changed', meta));
    await this.deps.notices.notify([member], { kind: 'password_changed' }, member, meta);
  }
}
