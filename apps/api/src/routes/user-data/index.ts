/** /api/user-data/*: the signed-in client's profile, API key and password. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireClient, requireMember, requireSessionId } from '../../plugins/auth.js';
import { byClient, byMember } from '../../plugins/rate-limit.js';
import {
  BodyErrors,
  Country,
  Email,
  ErrorBody,
  FraudEngineServices,
  MemberRole,
  MessageBody,
  RequiredText,
  Services,
} from '../schemas.js';
import { requestMeta } from '../request-meta.js';
import { audited, auditedByService } from '../../plugins/audit-trail.js';

const Profile = Type.Object({
  clientId: Type.String(),
  memberId: Type.String({
    format: 'uuid',
    description:
      'The signed-in member: the id GET /members, case assignees and the cases filter `assignee` use',
  }),
  role: MemberRole,
  apiKey: Type.String({ description: 'Current API key (pk_live_...)' }),
  fullName: Type.String(),
  email: Type.String(),
  companyName: Type.String(),
  contactNumber: Type.String(),
  country: Type.String({ description: 'ISO 3166-1 alpha-2' }),
  pendingEmail: Type.Union([Type.String(), Type.Null()], {
    description:
      'The new address of an e-mail change whose confirmation link was sent and not yet opened; null when none waits',
  }),
  services: Services,
  fraudEngineServices: FraudEngineServices,
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // Every route here needs a session; the profile reads the key with the client in one query.
  app.get(
    '/profile',
    {
      preHandler: app.authenticateWithKey,
      schema: {
        tags: ['user-data'],
        summary: 'Profile of the signed-in client, with its current API key',
        security: [{ bearerAuth: [] }],
        response: { 200: Profile, 401: ErrorBody },
      },
    },
    async (req) =>
      app.services.accounts.profile(requireClient(req), requireMember(req), req.currentApiKey),
  );

  app.patch(
    '/profile',
    {
      config: auditedByService('profile.updated'),
      preHandler: [app.authenticateWithKey, app.authRateLimit('profile', { member: byMember })],
      schema: {
        tags: ['user-data'],
        summary:
          'Change the profile: the full name is the member’s; company name, contact number and country are the company’s (owner and admin only)',
        security: [{ bearerAuth: [] }],
        body: Type.Object({
          fullName: Type.Optional(RequiredText(200)),
          companyName: Type.Optional(RequiredText(200)),
          contactNumber: Type.Optional(RequiredText(40)),
          country: Type.Optional(Country),
        }),
        response: { 200: Profile, ...BodyErrors, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (req) => {
      const client = requireClient(req);
      const member = requireMember(req);
      const fresh = await app.services.myAccount.updateProfile(
        client,
        member,
        req.body,
        requestMeta(req),
      );
      return app.services.accounts.profile(fresh.client, fresh.member, req.currentApiKey);
    },
  );

  app.post(
    '/email-change',
    {
      config: auditedByService('profile.email_change_requested'),
      preHandler: [app.authenticate, app.authRateLimit('email-change', { member: byMember })],
      schema: {
        tags: ['user-data'],
        summary:
          'Ask to move to a new sign-in address: a link goes to it, and the address changes when it is opened',
        security: [{ bearerAuth: [] }],
        body: Type.Object({
          newEmail: Email,
          currentPassword: Type.String({ minLength: 1, maxLength: 256 }),
        }),
        response: {
          202: MessageBody,
          ...BodyErrors,
          401: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (req, reply) => {
      const email = await app.services.myAccount.requestEmailChange(
        requireMember(req),
        req.body.newEmail,
        req.body.currentPassword,
        requestMeta(req),
      );
      return reply.status(202).send({
        message: `We have sent a confirmation link to ${email}. Your email address changes when you open it.`,
      });
    },
  );

  app.delete(
    '/email-change',
    {
      config: audited({ action: 'profile.email_change_cancelled' }),
      preHandler: [app.authenticate, app.authRateLimit('email-change', { member: byMember })],
      schema: {
        tags: ['user-data'],
        summary:
          'Cancel the e-mail change waiting for its confirmation: the link sent to the new address stops working',
        security: [{ bearerAuth: [] }],
        response: {
          204: Type.Null({ description: 'No e-mail change waits any more' }),
          401: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (req, reply) => {
      await app.services.myAccount.cancelEmailChange(requireMember(req));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/regenerate-api-key',
    {
      config: auditedByService('api_key.regenerated'),
      preHandler: [app.authenticate, app.authRateLimit('regenerate-key', { client: byClient })],
      schema: {
        tags: ['user-data'],
        summary: 'Issue a new API key; the old one is refused at once',
        security: [{ bearerAuth: [] }],
        response: {
          200: Type.Object({ newApiKey: Type.String() }),
          401: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (req) => ({
      newApiKey: await app.services.accounts.regenerateApiKey(
        requireClient(req),
        requireMember(req),
        requestMeta(req),
      ),
    }),
  );

  app.post(
    '/change-password',
    {
      config: auditedByService('auth.password_changed'),
      preHandler: [app.authenticate, app.authRateLimit('change-password', { member: byMember })],
      schema: {
        tags: ['user-data'],
        summary: 'Change the password; every other session of the member ends, this one stays',
        security: [{ bearerAuth: [] }],
        body: Type.Object({
          currentPassword: Type.String({ minLength: 1, maxLength: 256 }),
          newPassword: Type.String({ minLength: 1, maxLength: 256 }),
        }),
        response: {
          204: Type.Null({ description: 'Password changed' }),
          ...BodyErrors,
          401: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (req, reply) => {
      await app.services.accounts.changePassword(
        requireMember(req),
        requireSessionId(req),
        req.body.currentPassword,
        req.body.newPassword,
        requestMeta(req),
      );
      return reply.status(204).send(null);
    },
  );
};

export default routes;
