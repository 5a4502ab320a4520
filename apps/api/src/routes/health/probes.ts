/**
 * Liveness and readiness, split for orchestrators and load balancers (docs/api-contract.md):
 * - GET /api/health/live: the process answers (no dependency checked): restart it when this fails;
 * - GET /api/health/ready: the database answers too: send traffic only when this is 200. A
 *   database that cannot be reached is 503 UNAVAILABLE with Retry-After.
 * GET /api/health keeps the detailed view (engines, data sets).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { RETRY_AFTER_SECONDS } from '../../lib/unavailable.js';
import { ErrorBody } from '../schemas.js';

const Ok = Type.Object({ status: Type.Literal('ok') });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process is up (no dependency checked)',
        response: { 200: Ok },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the process and its database answer',
        response: { 200: Ok, 503: ErrorBody },
      },
    },
    async (_req, reply) => {
      try {
        await app.database.ping();
      } catch {
        return reply
          .status(503)
          .header('retry-after', RETRY_AFTER_SECONDS)
          .send({ error: 'Database unavailable', code: 'UNAVAILABLE' });
      }
      return { status: 'ok' as const };
    },
  );
};

export default routes;
