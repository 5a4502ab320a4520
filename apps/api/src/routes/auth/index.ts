/** /api/auth/*: sign-up, e-mail verification, log-in, logout, logout everywhere (docs/api-contract.md). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../../lib/errors.js';
import { byEmail, byIp, byMember } from '../../plugins/rate-limit.js';
import { requireMember, requireSessionId } from '../../plugins/auth.js';
import { RESEND_MESSAGE, SIGNUP_MESSAGE, VERIFIED_MESSAGE } from '../../services/sign-up.js';
import {
  EMAIL_CHANGED_MESSAGE,
  RESET_DONE_MESSAGE,
  RESET_REQUESTED_MESSAGE,
} from '../../services/my-account.js';
import { requestMeta } from '../request-meta.js';
import {
  BodyErrors,
  Country,
  Email,
  ErrorBody,
  LoginResponse,
  MessageBody,
  NeedVerificationErrorBody,
  RequiredText,
} from '../schemas.js';
import { auditedByService } from '../../plugins/audit-trail.js';

const SignupBody = Type.Object({
  fullName: RequiredText(200),
  email: Email,
  password: Type.String({
    minLength: 1,
    maxLength: 256,
    description: 'At least 8 characters with lower, upper, digit and one of !@#$%^&*(),.?":{}|<>',
  }),
  companyName: RequiredText(200),
  contactNumber: RequiredText(40),
  country: Country,
  consent: Type.Object({ agreed: Type.Boolean({ description: 'Must be true' }) }),
});

const ChallengeResponse = Type.Object(
  {
    twoFactorRequired: Type.Literal(true),
    challenge: Type.String({
      description: 'Send with the code to POST /api/auth/login/two-factor; not a session token',
    }),
    expiresIn: Type.Integer({ description: 'Seconds the challenge stays valid' }),
  },
  { description: 'The password was right and the member has two-factor sign-in on' },
);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  /** Per IP, shared by the check of a reset link and the reset itself. */
  const resetRateLimit = app.authRateLimit('reset-password', { ip: byIp });

  app.post(
    '/signup',
    {
      preHandler: app.authRateLimit('signup', { ip: byIp }),
      schema: {
        tags: ['auth'],
        summary: 'Create an account (unverified) and send the verification e-mail',
        body: SignupBody,
        response: { 201: MessageBody, ...BodyErrors, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (req, reply) => {
      await app.services.signUp.signup(req.body, req.ip);
      return reply.status(201).send({ message: SIGNUP_MESSAGE });
    },
  );

  app.post(
    '/verify-email',
    {
      preHandler: app.authRateLimit('verify', { ip: byIp }),
      schema: {
        tags: ['auth'],
        summary: 'Verify an e-mail address with the token of the link',
        body: Type.Object({ token: RequiredText(512) }),
        response: { 200: MessageBody, ...BodyErrors, 429: ErrorBody },
      },
    },
    async (req) => {
      await app.services.signUp.verifyEmail(req.body.token);
      return { message: VERIFIED_MESSAGE };
    },
  );

  app.post(
    '/resend-verification-email',
    {
      preHandler: app.authRateLimit('resend', { ip: byIp, email: byEmail }),
      schema: {
        tags: ['auth'],
        summary: 'Send a new verification link (same answer for unknown addresses)',
        body: Type.Object({ email: Email }),
        response: { 200: MessageBody, ...BodyErrors, 429: ErrorBody },
      },
    },
    async (req) => {
      // Answered before the address is looked up (docs/security.md).
      app.services.signUp.resendVerification(req.body.email);
      return { message: RESEND_MESSAGE };
    },
  );

  app.post(
    '/login',
    {
      config: auditedByService('auth.sign_in', 'auth.sign_in_failed'),
      // All attempts per IP here; failures per account + IP, and the per-account slowdown, in
      // the handler (plugins/login-guard.ts): no one can lock the real user out from elsewhere.
      preHandler: app.authRateLimit('login', { ip: byIp }),
      schema: {
        tags: ['auth'],
        summary:
          'Sign in; returns a session token and the user data, or a two-factor challenge when 2FA is on',
        body: Type.Object({
          email: Email,
          password: Type.String({ minLength: 1, maxLength: 256 }),
        }),
        response: {
          200: Type.Union([LoginResponse, ChallengeResponse]),
          ...BodyErrors,
          401: ErrorBody,
          403: NeedVerificationErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (req, reply) => {
      await app.loginGuard.before(req, reply, req.body.email);
      try {
        return await app.services.accounts.login(
          req.body.email,
          req.body.password,
          requestMeta(req),
        );
      } catch (err) {
        if (err instanceof AppError && err.code === 'INVALID_CREDENTIALS')
          await app.loginGuard.failed(req, req.body.email);
        throw err;
      }
    },
  );

  app.post(
    '/login/two-factor',
    {
      config: auditedByService(
        'auth.sign_in',
        'auth.sign_in_failed',
        'two_factor.recovery_code_used',
      ),
      // Per IP here; code attempts per member in the handler (plugins/login-guard.ts).
      preHandler: app.authRateLimit('login-code', { ip: byIp }),
      schema: {
        tags: ['auth'],
        summary: 'Second step of a sign-in with 2FA: an authenticator code or a recovery code',
        body: Type.Object({
          challenge: RequiredText(2048),
          code: Type.String({
            minLength: 1,
            maxLength: 64,
            pattern: '\\S',
            description:
              'The 6-digit code of the authenticator app, or a recovery code (xxxxx-xxxxx)',
          }),
        }),
        response: { 200: LoginResponse, ...BodyErrors, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (req, reply) => {
      const { id: memberId } = await app.services.accounts.readChallenge(req.body.challenge);
      // Counted before the code is checked, so concurrent guesses cannot pass the limit.
      await app.loginGuard.claimCodeAttempt(reply, memberId);
      const result = await app.services.accounts.completeTwoFactor(
        req.body.challenge,
        req.body.code,
        requestMeta(req),
      );
      await app.loginGuard.codeAccepted(memberId);
      return result;
    },
  );

  app.post(
    '/forgot-password',
    {
      preHandler: app.authRateLimit('forgot-password', { ip: byIp, email: byEmail }),
      schema: {
        tags: ['auth'],
        summary: 'Send a password-reset link (same answer for unknown addresses)',
        body: Type.Object({ email: Email }),
        response: { 200: MessageBody, ...BodyErrors, 429: ErrorBody },
      },
    },
    async (req) => {
      // Answered before the address is looked up.
      app.services.myAccount.requestPasswordReset(req.body.email);
      return { message: RESET_REQUESTED_MESSAGE };
    },
  );

  app.post(
    '/reset-password/check',
    {
      // The same counter as the reset itself: checking must not add guesses at a token.
      preHandler: resetRateLimit,
      schema: {
        tags: ['auth'],
        summary:
          'Check the token of a reset link without using it (the reset page, on opening); only valid or invalid',
        // POST so the token stays out of URLs and logs.
        body: Type.Object({ token: RequiredText(512) }),
        response: {
          200: Type.Object({ valid: Type.Literal(true) }),
          ...BodyErrors,
          429: ErrorBody,
        },
      },
    },
    async (req) => {
      await app.services.myAccount.checkResetToken(req.body.token);
      return { valid: true as const };
    },
  );

  app.post(
    '/reset-password',
    {
      config: auditedByService('auth.password_reset'),
      preHandler: resetRateLimit,
      schema: {
        tags: ['auth'],
        summary:
          'Set a new password with the token of a reset link (once, 30 minutes); every session of the member ends',
        body: Type.Object({
          token: RequiredText(512),
          password: Type.String({
            minLength: 1,
            maxLength: 256,
            description: 'The sign-up password rules',
          }),
        }),
        response: { 200: MessageBody, ...BodyErrors, 429: ErrorBody },
      },
    },
    async (req) => {
      await app.services.myAccount.resetPassword(
        req.body.token,
        req.body.password,
        requestMeta(req),
      );
      return { message: RESET_DONE_MESSAGE };
    },
  );

  app.post(
    '/confirm-email-change',
    {
      config: auditedByService('profile.email_changed'),
      preHandler: app.authRateLimit('confirm-email-change', { ip: byIp }),
      schema: {
        tags: ['auth'],
        summary:
          'Confirm a new sign-in address with the token of the link sent to it (once, 24 hours)',
        body: Type.Object({ token: RequiredText(512) }),
        response: { 200: MessageBody, ...BodyErrors, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (req) => {
      await app.services.myAccount.confirmEmailChange(req.body.token, requestMeta(req));
      return { message: EMAIL_CHANGED_MESSAGE };
    },
  );

  app.post(
    '/logout',
    {
      config: auditedByService('auth.logout'),
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary:
          'Sign out: end the session of this token; it is refused at once and leaves the sessions list',
        security: [{ bearerAuth: [] }],
        response: {
          204: Type.Null({ description: 'Signed out' }),
          401: ErrorBody,
        },
      },
    },
    async (req, reply) => {
      await app.services.accounts.logout(
        requireMember(req),
        requireSessionId(req),
        requestMeta(req),
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/logout-all',
    {
      config: auditedByService('auth.logout_all'),
      preHandler: [app.authenticate, app.authRateLimit('logout-all', { member: byMember })],
      schema: {
        tags: ['auth'],
        summary: 'End every session of the signed-in member, this one included',
        security: [{ bearerAuth: [] }],
        response: {
          204: Type.Null({ description: 'Signed out everywhere' }),
          401: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (req, reply) => {
      await app.services.accounts.logoutEverywhere(requireMember(req), requestMeta(req));
      return reply.status(204).send(null);
    },
  );
};

export default routes;
