/** /api/sessions: the signed-in member's own sessions (docs/api-contract.md, "Sessions"). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireMember, requireSessionId } from '../../plugins/auth.js';
import { ErrorBody } from '../schemas.js';
import { audited, param } from '../../plugins/audit-trail.js';

const Session = Type.Object({
  id: Type.String({ format: 'uuid' }),
  userAgent: Type.Union([Type.String(), Type.Null()], {
    description: 'User-Agent header of the sign-in (null when none was sent)',
  }),
  ip: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  lastSeenAt: Type.String({
    format: 'date-time',
    description: 'Refreshed at most once a minute',
  }),
  current: Type.Boolean({ description: 'The session of this request' }),
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/sessions',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['sessions'],
        summary: "List the signed-in member's active sessions, most recently seen first",
        security: [{ bearerAuth: [] }],
        response: { 200: Type.Object({ sessions: Type.Array(Session) }), 401: ErrorBody },
      },
    },
    async (req) => ({
      sessions: await app.services.sessions.list(requireMember(req), requireSessionId(req)),
    }),
  );

  app.delete(
    '/sessions/:id',
    {
      config: audited({
        action: 'session.revoked',
        target: (req) => `Session ${param(req, 'id')}`,
      }),
      preHandler: app.authenticate,
      schema: {
        tags: ['sessions'],
        summary: 'End one of your sessions; it is refused on its next request',
        security: [{ bearerAuth: [] }],
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: {
          204: Type.Null({ description: 'Session ended' }),
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (req, reply) => {
      await app.services.sessions.revoke(requireMember(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/sessions/revoke-others',
    {
      config: audited<{ revoked: number }>({
        action: 'session.revoked_others',
        detail: (_req, res) => ({ revoked: res.revoked }),
      }),
      preHandler: app.authenticate,
      schema: {
        tags: ['sessions'],
        summary: 'End every session of yours except this one',
        security: [{ bearerAuth: [] }],
        response: {
          200: Type.Object({ revoked: Type.Integer({ description: 'Sessions ended' }) }),
          401: ErrorBody,
        },
      },
    },
    async (req) => ({
      revoked: await app.services.sessions.revokeOthers(requireMember(req), requireSessionId(req)),
    }),
  );
};

export default routes;
