/** /api/user-data/*: the signed-in client's profile, API key and password. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireClient, requireMember, requireSessionId } from '../../plugins/auth.js';
import { byClient, byMember } from '../../plugins/rate-limit.js';
import { BodyErrors, ErrorBody, FraudEngineServices, MemberRole, Services } from '../schemas.js';
import { requestMeta } from '../request-meta.js';

const Profile = Type.Object({
  clientId: Type.String(),
  role: MemberRole,
  apiKey: Type.String({ description: 'Current API key (pk_live_...)' }),
  fullName: Type.String(),
  email: Type.String(),
  companyName: Type.String(),
  contactNumber: Type.String(),
  country: Type.String({ description: 'ISO 3166-1 alpha-2' }),
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

  app.post(
    '/regenerate-api-key',
    {
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
