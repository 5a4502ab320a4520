/**
 * Sign-up and e-mail verification: a new tenant with its unverified owner, the verification link,
 * and resending it without telling registered and unknown addresses apart.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { ClientRow } from '../db/schema/index.js';
import { FREE_EMAIL_MESSAGE, isFreeEmail } from '../domain/free-email.js';
import { passwordProblem } from '../domain/password-policy.js';
import type { DeferredWork } from '../lib/deferred-work.js';
import { AppError } from '../lib/errors.js';
import { verificationMail, type Mailer } from '../lib/mailer.js';
import { hashPassword } from '../lib/password.js';
import type { Repositories } from '../repositories/index.js';
import { isUniqueViolation } from '../repositories/pg-errors.js';

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

export interface SignUpDeps {
  config: Pick<Config, 'publicAppUrl' | 'scrypt' | 'verificationTtlSeconds'>;
  repos: Repositories;
  mailer: Mailer;
  log: FastifyBaseLogger;
  deferred: DeferredWork;
}

const validation = (message: string) => new AppError(400, 'VALIDATION_ERROR', message);
const emailTaken = () =>
  new AppError(409, 'EMAIL_TAKEN', 'An account with this email address already exists.');

/** Sign-up and verification; built once by createServices. */
export class SignUpService {
  constructor(private readonly deps: SignUpDeps) {}

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
      // developer's way in; with SMTP only the recipient is (docs/adr/0016-hardening.md).
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
        // The owner's member id is the client's id (docs/adr/0010-members-and-sessions.md):
        // the verification token below names the client and confirms this member.
        await repos.members.insert(tx, {
          id: client.id,
          tenantId: client.id,
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
    if (!member || member.emailVerifiedAt || member.id !== member.tenantId) return;
    const token = await repos.transaction((tx) =>
      repos.verificationTokens.create(tx, member.tenantId, config.verificationTtlSeconds),
    );
    await this.sendVerification(member, token);
  }
}
