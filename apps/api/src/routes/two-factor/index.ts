/**
 * /api/user-data/two-factor/*: the signed-in member's two-factor sign-in (rules in
 * services/two-factor.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { requireMember } from '../../plugins/auth.js';
import { byMember } from '../../plugins/rate-limit.js';
import type { MemberRef } from '../../services/two-factor.js';
import { requestMeta } from '../request-meta.js';
import { BodyErrors, ErrorBody } from '../schemas.js';
import { audited, auditedByService } from '../../plugins/audit-trail.js';

const Code = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '\\S',
  description: 'The 6-digit code of the authenticator app',
});

const Password = Type.String({
  minLength: 1,
  maxLength: 256,
  description: 'The member’s current password',
});

const Status = Type.Object({
  enabled: Type.Boolean(),
  enabledAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  recoveryCodesLeft: Type.Integer({ description: 'Unused recovery codes (0 when 2FA is off)' }),
});

/** The signed-in member, with the session of the request. */
function member(req: FastifyRequest): MemberRef {
  const m = requireMember(req);
  return {
    id: m.id,
    tenantId: m.tenantId,
    email: m.email,
    fullName: m.fullName,
    passwordHash: m.passwordHash,
    sessionId: req.sessionId ?? undefined,
  };
}

const security = [{ bearerAuth: [] }];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['two-factor'],
        summary: 'Whether two-factor sign-in is on for the signed-in member',
        security,
        response: { 200: Status, 401: ErrorBody },
      },
    },
    async (req) => app.services.twoFactor.status(member(req).id),
  );

  app.post(
    '/setup',
    {
      config: audited({ action: 'two_factor.setup_started', target: (req) => req.member?.email }),
      preHandler: [app.authenticate, app.authRateLimit('two-factor-setup', { client: byMember })],
      schema: {
        tags: ['two-factor'],
        summary: 'Start enrolment: a new secret with its QR code (replaces an unconfirmed one)',
        security,
        response: {
          200: Type.Object({
            secret: Type.String({ description: 'Base32 secret, for typing into the app' }),
            otpauthUrl: Type.String({ description: 'otpauth://totp/... URI of the QR code' }),
            qrCode: Type.String({ description: 'The QR code as a PNG data URL' }),
          }),
          401: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (req) => app.services.twoFactor.startEnrolment(member(req)),
  );

  app.post(
    '/enable',
    {
      config: auditedByService('two_factor.enabled'),
      preHandler: [app.authenticate, app.authRateLimit('two-factor-enable', { client: byMember })],
      schema: {
        tags: ['two-factor'],
        summary:
          'Confirm enrolment with the password and a code; returns the 10 recovery codes, shown only now',
        security,
        body: Type.Object({ password: Password, code: Code }),
        response: {
          200: Type.Object({
            recoveryCodes: Type.Array(Type.String(), { minItems: 10, maxItems: 10 }),
          }),
          ...BodyErrors,
          401: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (req) => ({
      recoveryCodes: await app.services.twoFactor.confirmEnrolment(
        member(req),
        req.body.password,
        req.body.code,
        requestMeta(req),
      ),
    }),
  );

  app.post(
    '/disable',
    {
      config: auditedByService('two_factor.disabled'),
      preHandler: [app.authenticate, app.authRateLimit('two-factor-disable', { client: byMember })],
      schema: {
        tags: ['two-factor'],
        summary: 'Turn two-factor sign-in off; needs the password and a code (or a recovery code)',
        security,
        body: Type.Object({
          password: Password,
          code: Type.String({
            minLength: 1,
            maxLength: 64,
            pattern: '\\S',
            description: 'A code of the authenticator app, or a recovery code',
          }),
        }),
        response: {
          204: Type.Null({ description: 'Two-factor sign-in is off' }),
          ...BodyErrors,
          401: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (req, reply) => {
      await app.services.twoFactor.disable(
        member(req),
        req.body.password,
        req.body.code,
        requestMeta(req),
      );
      return reply.status(204).send(null);
    },
  );
};

export default routes;
