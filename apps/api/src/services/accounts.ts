/**
 * Account use cases: sign-up, e-mail verification, log-in, password change (spec §5, §7, §8;
 * docs/api-contract.md). Routes validate shape; these functions apply the business rules.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.js';
import type { ClientRow } from '../db/schema/index.js';
import { FREE_EMAIL_MESSAGE, isFreeEmail } from '../domain/free-email.js';
import { passwordProblem } from '../domain/password-policy.js';
import { serviceFlags, type ServiceFlags } from '../domain/services.js';
import { AppError } from '../lib/errors.js';
import { signSession } from '../lib/jwt.js';
import { verificationMail } from '../lib/mailer.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../lib/password.js';
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

const validation = (message: string) => new AppError(400, 'VALIDATION_ERROR', message);
const emailTaken = () =>
  new AppError(409, 'EMAIL_TAKEN', 'An account with this email address already exists.');

/** Verification link of the shell for a token. */
export function verificationLink(app: FastifyInstance, token: string): string {
  return `${app.config.publicAppUrl}/verify-email/${encodeURIComponent(token)}`;
}

/** Sends (or writes to the outbox) the verification message; mail failures are logged, not thrown. */
async function sendVerification(
  app: FastifyInstance,
  client: ClientRow,
  token: string,
): Promise<void> {
  const link = verificationLink(app, token);
  try {
    const file = await app.mailer.send(verificationMail(client.email, client.fullName, link));
    app.log.info({ to: client.email, link, file }, 'verification email sent');
  } catch (err) {
    // The account exists either way; the user can ask for another message.
    app.log.error({ err, to: client.email }, 'verification email could not be sent');
  }
}

/**
 * Creates an unverified client with its first API key and sends the verification e-mail.
 * @throws 400 VALIDATION_ERROR / FREE_EMAIL_PROVIDER, 409 EMAIL_TAKEN
 */
export async function signup(
  app: FastifyInstance,
  input: SignupInput,
  ip: string | null,
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  if (isFreeEmail(email)) throw new AppError(400, 'FREE_EMAIL_PROVIDER', FREE_EMAIL_MESSAGE);
  const problem = passwordProblem(input.password);
  if (problem) throw validation(problem);
  if (input.consent.agreed !== true) throw validation('Agree to terms is required');
  if (await app.repos.clients.findByEmail(email)) throw emailTaken();

  const passwordHash = await hashPassword(input.password, app.config.scrypt);
  const { repos } = app;
  let created: { client: ClientRow; token: string };
  try {
    created = await repos.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
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
        app.config.verificationTtlSeconds,
      );
      return { client, token };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  await sendVerification(app, created.client, created.token);
}

/**
 * Uses a verification token once and marks the address verified.
 * @throws 400 ALREADY_VERIFIED when the link was issued to an address that is verified by now (a
 *   second click on the link, or an older link after a resend): the screen offers Sign in
 * @throws 400 INVALID_VERIFICATION_TOKEN for unknown or expired tokens of an unverified address
 */
export async function verifyEmail(app: FastifyInstance, token: string): Promise<void> {
  const { repos } = app;
  const ok = await repos.db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const clientUuid = await repos.verificationTokens.consume(tx, token.trim());
    if (!clientUuid) return false;
    await repos.clients.markVerified(tx, clientUuid);
    return true;
  });
  if (ok) return;
  const owner = await repos.verificationTokens.ownerOf(repos.db, token.trim());
  const client = owner ? await repos.clients.findById(owner) : undefined;
  if (client?.emailVerifiedAt)
    throw new AppError(400, 'ALREADY_VERIFIED', 'This email address is already verified.');
  throw new AppError(400, 'INVALID_VERIFICATION_TOKEN', 'Verification link is invalid or expired.');
}

/**
 * Sends a fresh verification link, invalidating earlier ones. Unknown addresses get the same answer
 * as known ones (no account enumeration).
 * @throws 400 ALREADY_VERIFIED
 */
export async function resendVerification(app: FastifyInstance, rawEmail: string): Promise<void> {
  const client = await app.repos.clients.findByEmail(rawEmail.trim().toLowerCase());
  if (!client) return;
  if (client.emailVerifiedAt)
    throw new AppError(400, 'ALREADY_VERIFIED', 'This email address is already verified.');
  const { repos } = app;
  const token = await repos.db.transaction((trx) =>
    repos.verificationTokens.create(
      trx as unknown as Db,
      client.id,
      app.config.verificationTtlSeconds,
    ),
  );
  await sendVerification(app, client, token);
}

export interface LoginResult {
  token: string;
  expiresIn: number;
  user: { fullName: string; email: string; companyName: string; clientId: string } & ServiceFlags;
}

/**
 * Checks credentials and issues a session token.
 * @throws 401 INVALID_CREDENTIALS, 403 EMAIL_NOT_VERIFIED (+ needVerification)
 */
export async function login(
  app: FastifyInstance,
  rawEmail: string,
  password: string,
): Promise<LoginResult> {
  const client = await app.repos.clients.findByEmail(rawEmail.trim().toLowerCase());
  const invalid = new AppError(401, 'INVALID_CREDENTIALS', 'Invalid email or password.');
  if (!client) {
    await burnPasswordCheck(password, app.config.scrypt);
    throw invalid;
  }
  if (!(await verifyPassword(password, client.passwordHash))) throw invalid;
  // Only after the password matched, so this does not reveal which addresses are registered.
  if (!client.emailVerifiedAt) {
    throw new AppError(403, 'EMAIL_NOT_VERIFIED', 'Please verify your email before logging in.', {
      needVerification: true,
    });
  }
  const token = await signSession(
    { sub: client.id, tv: client.tokenVersion },
    app.config.jwtSecret,
    app.config.tokenTtlSeconds,
  );
  return {
    token,
    expiresIn: app.config.tokenTtlSeconds,
    user: {
      fullName: client.fullName,
      email: client.email,
      companyName: client.companyName,
      clientId: client.clientId,
      ...serviceFlags(client),
    },
  };
}

/**
 * Changes the password after checking the current one; every existing session token stops working.
 * @throws 400 INVALID_CURRENT_PASSWORD or VALIDATION_ERROR
 */
export async function changePassword(
  app: FastifyInstance,
  client: ClientRow,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  if (!(await verifyPassword(currentPassword, client.passwordHash))) {
    throw new AppError(400, 'INVALID_CURRENT_PASSWORD', 'Current password is incorrect.');
  }
  const problem = passwordProblem(newPassword);
  if (problem) throw validation(problem.replace(/^Password/, 'New password'));
  await app.repos.clients.updatePassword(
    client.id,
    await hashPassword(newPassword, app.config.scrypt),
  );
}
