/**
 * Account use cases: sign-up, e-mail verification, log-in, logout everywhere, API key, password
 * change (spec §5, §7, §8; docs/api-contract.md). Routes validate shape; this service applies the
 * business rules on plain values.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { ClientRow } from '../db/schema/index.js';
import { FREE_EMAIL_MESSAGE, isFreeEmail } from '../domain/free-email.js';
import { passwordProblem } from '../domain/password-policy.js';
import { serviceFlags, type ServiceFlags } from '../domain/services.js';
import { AppError } from '../lib/errors.js';
import { CHALLENGE_TTL_SECONDS, signChallenge, verifyChallenge } from '../lib/challenge.js';
import { signSession } from '../lib/jwt.js';
import { verificationMail, type Mailer } from '../lib/mailer.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../lib/password.js';
import type { Repositories } from '../repositories/index.js';
import { isUniqueViolation } from '../repositories/pg-errors.js';
import type { AuditService, RequestMeta } from './audit.js';
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
  user: { fullName: string; email: string; companyName: string; clientId: string } & ServiceFlags;
}

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
  apiKey: string;
  fullName: string;
  email: string;
  companyName: string;
  contactNumber: string;
  country: string;
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
  twoFactor: TwoFactorService;
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
  private async sendVerification(client: ClientRow, token: string): Promise<void> {
    const { mailer, log } = this.deps;
    const link = this.verificationLink(token);
    try {
      const file = await mailer.send(verificationMail(client.email, client.fullName, link));
      // The link is a credential: it is logged only in the embedded outbox mode, where it is the
      // developer's way in; with SMTP only the recipient is (docs/decisions.md, "Hardening").
      if (file)
        log.info({ to: client.email, link, file }, 'verification email written to the outbox');
      else log.info({ to: client.email }, 'verification email queued');
    } catch (err) {
      // The account exists either way; the user can ask for another message.
      log.error({ err, to: client.email }, 'verification email could not be sent');
    }
  }

  /**
   * Creates an unverified client with its first API key and sends the verification e-mail.
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
    if (await repos.clients.findByEmail(email)) throw emailTaken();

    const passwordHash = await hashPassword(input.password, config.scrypt);
    let created: { client: ClientRow; token: string };
    try {
      created = await repos.transaction(async (tx) => {
        const client = await repos.clients.insert(
          tx,
          {
            fullName: input.fullName.trim(),
            email,
            passwordHash,
            companyName: input.companyName.trim(),
            contactNumber: input.contactNumber.trim(),
            country: input.country,
          },
          { agreed: true, ip },
        );
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
      const clientUuid = await repos.verificationTokens.consume(tx, token.trim());
      if (!clientUuid) return false;
      await repos.clients.markVerified(tx, clientUuid);
      return true;
    });
    if (ok) return;
    const owner = await repos.verificationTokens.ownerOf(token.trim());
    const client = owner ? await repos.clients.findById(owner) : undefined;
    if (client?.emailVerifiedAt)
      throw new AppError(400, 'ALREADY_VERIFIED', 'This email address is already verified.');
    throw new AppError(
      400,
      'INVALID_VERIFICATION_TOKEN',
      'Verification link is invalid or expired.',
    );
  }

  /**
   * Sends a fresh verification link, invalidating earlier ones. Unknown, unverified and verified
   * addresses all get the same answer (no account enumeration); only an unverified one gets a link.
   */
  async resendVerification(rawEmail: string): Promise<void> {
    const { repos, config } = this.deps;
    const client = await repos.clients.findByEmail(rawEmail.trim().toLowerCase());
    if (!client || client.emailVerifiedAt) return;
    const token = await repos.transaction((tx) =>
      repos.verificationTokens.create(tx, client.id, config.verificationTtlSeconds),
    );
    await this.sendVerification(client, token);
  }

  /**
   * Checks credentials; issues a session token, or a two-factor challenge when the member has 2FA
   * on. Failures on a registered address are recorded in that tenant's audit log.
   * @throws 401 INVALID_CREDENTIALS, 403 EMAIL_NOT_VERIFIED (+ needVerification)
   */
  async login(
    rawEmail: string,
    password: string,
    meta: RequestMeta,
  ): Promise<LoginResult | TwoFactorChallenge> {
    const { repos, config, audit, twoFactor } = this.deps;
    const client = await repos.clients.findByEmail(rawEmail.trim().toLowerCase());
    const invalid = new AppError(401, 'INVALID_CREDENTIALS', 'Invalid email or password.');
    if (!client) {
      await burnPasswordCheck(password, config.scrypt);
      throw invalid;
    }
    if (!(await verifyPassword(password, client.passwordHash))) {
      await this.recordFailure(client, 'password', meta);
      throw invalid;
    }
    // Only after the password matched, so this does not reveal which addresses are registered.
    if (!client.emailVerifiedAt) {
      throw new AppError(403, 'EMAIL_NOT_VERIFIED', 'Please verify your email before logging in.', {
        needVerification: true,
      });
    }
    if (await twoFactor.isEnabled(client.id)) {
      return {
        twoFactorRequired: true,
        challenge: signChallenge({ sub: client.id, tv: client.tokenVersion }, config.jwtSecret),
        expiresIn: CHALLENGE_TTL_SECONDS,
      };
    }
    await audit.record(this.event(client, 'auth.sign_in', meta, { twoFactor: 'off' }));
    return this.session(client);
  }

  /**
   * Reads the challenge of the password step.
   * @returns the member id it names
   * @throws 401 TWO_FACTOR_CHALLENGE_EXPIRED for an expired, forged or revoked challenge
   */
  async readChallenge(challenge: string): Promise<string> {
    const claims = verifyChallenge(challenge, this.deps.config.jwtSecret);
    const client = claims ? await this.deps.repos.clients.findById(claims.sub) : undefined;
    if (!claims || !client || client.tokenVersion !== claims.tv || !client.emailVerifiedAt)
      throw new AppError(401, 'TWO_FACTOR_CHALLENGE_EXPIRED', CHALLENGE_EXPIRED_MESSAGE);
    return client.id;
  }

  /**
   * The code step of a sign-in with 2FA: an app code or a recovery code (used up) for the member of
   * the challenge, then a session.
   * @throws 401 TWO_FACTOR_CHALLENGE_EXPIRED, 400 INVALID_TWO_FACTOR_CODE (wrong, used or expired)
   */
  async completeTwoFactor(
    challenge: string,
    code: string,
    meta: RequestMeta,
  ): Promise<LoginResult> {
    const { repos, audit, twoFactor } = this.deps;
    const memberId = await this.readChallenge(challenge);
    const client = await repos.clients.findById(memberId);
    if (!client) throw new AppError(401, 'TWO_FACTOR_CHALLENGE_EXPIRED', CHALLENGE_EXPIRED_MESSAGE);
    const kind = await twoFactor.checkCode(client.id, code);
    if (!kind) {
      await this.recordFailure(client, 'two_factor_code', meta);
      throw invalidCode();
    }
    if (kind === 'recovery_code') {
      const left = await twoFactor.recoveryCodesLeft(client.id);
      await audit.record(
        this.event(client, 'two_factor.recovery_code_used', meta, { recoveryCodesLeft: left }),
      );
    }
    await audit.record(this.event(client, 'auth.sign_in', meta, { twoFactor: kind }));
    return this.session(client);
  }

  private async session(client: ClientRow): Promise<LoginResult> {
    const { config } = this.deps;
    const token = await signSession(
      { sub: client.id, tv: client.tokenVersion },
      config.jwtSecret,
      config.tokenTtlSeconds,
    );
    return {
      token,
      expiresIn: config.tokenTtlSeconds,
      user: {
        fullName: client.fullName,
        email: client.email,
        companyName: client.companyName,
        clientId: client.clientId,
        ...serviceFlags(client),
      },
    };
  }

  /** An audit event acted by the client's owner (the owner's member id is the client id). */
  private event(
    client: ClientRow,
    action: Parameters<AuditService['record']>[0]['action'],
    meta: RequestMeta,
    detail: Record<string, unknown> = {},
    target: string | null = client.email,
  ): Parameters<AuditService['record']>[0] {
    return {
      clientId: client.id,
      actorMemberId: client.id,
      actorEmail: client.email,
      action,
      target,
      ip: meta.ip,
      userAgent: meta.userAgent,
      detail,
    };
  }

  private recordFailure(client: ClientRow, reason: string, meta: RequestMeta): Promise<void> {
    return this.deps.audit.record(this.event(client, 'auth.sign_in_failed', meta, { reason }));
  }

  /** Revokes every session token of the client issued so far. */
  async logoutEverywhere(client: ClientRow, meta: RequestMeta): Promise<void> {
    await this.deps.repos.clients.bumpTokenVersion(client.id);
    await this.deps.audit.record(this.event(client, 'auth.logout_all', meta));
  }

  /**
   * The client's profile with its current API key.
   * @param currentApiKey the key read with the client, if it has one; a client always has a key
   *   (issued at sign-up), so one is issued when an operator removed it
   */
  async profile(client: ClientRow, currentApiKey: string | null): Promise<Profile> {
    const apiKey = currentApiKey ?? (await this.deps.repos.apiKeys.rotate(client.id));
    return {
      clientId: client.clientId,
      apiKey,
      fullName: client.fullName,
      email: client.email,
      companyName: client.companyName,
      contactNumber: client.contactNumber,
      country: client.country,
      ...serviceFlags(client),
    };
  }

  /** Issues a new API key; the old one is refused at once. @returns the new key */
  async regenerateApiKey(client: ClientRow, meta: RequestMeta): Promise<string> {
    const key = await this.deps.repos.apiKeys.rotate(client.id);
    // The target names the new key by its public prefix; the key itself never enters the log.
    await this.deps.audit.record(
      this.event(client, 'api_key.regenerated', meta, {}, `API key ${key.slice(0, 12)}…`),
    );
    return key;
  }

  /**
   * Changes the password after checking the current one; every existing session token stops working.
   * @throws 400 INVALID_CURRENT_PASSWORD or VALIDATION_ERROR
   */
  async changePassword(
    client: ClientRow,
    currentPassword: string,
    newPassword: string,
    meta: RequestMeta,
  ): Promise<void> {
    const { repos, config } = this.deps;
    if (!(await verifyPassword(currentPassword, client.passwordHash))) {
      throw new AppError(400, 'INVALID_CURRENT_PASSWORD', 'Current password is incorrect.');
    }
    const problem = passwordProblem(newPassword);
    if (problem) throw validation(problem.replace(/^Password/, 'New password'));
    await repos.clients.updatePassword(client.id, await hashPassword(newPassword, config.scrypt));
    await this.deps.audit.record(this.event(client, 'auth.password_changed', meta));
  }
}
