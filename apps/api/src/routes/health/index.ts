/**
 * GET /api/health: liveness plus a database round trip, and in `details` the readiness of each
 * engine (idle = not needed yet, loading, ready, failed) and the imported data sets.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '../schemas.js';

const EngineState = Type.Union([
  Type.Literal('idle'),
  Type.Literal('loading'),
  Type.Literal('ready'),
  Type.Literal('failed'),
]);

const Health = Type.Object({
  status: Type.Literal('ok'),
  details: Type.Object({
    engines: Type.Object({
      email: EngineState,
      phone: EngineState,
      ip: EngineState,
      bin: EngineState,
      address: EngineState,
      aml: EngineState,
    }),
    datasets: Type.Array(
      Type.Object({
        kind: Type.String(),
        version: Type.Integer(),
        rows: Type.Integer(),
        source: Type.String(),
        importedAt: Type.String({ format: 'date-time' }),
        dataDate: Type.String({ description: 'Date of the data (YYYY-MM-DD)' }),
      }),
    ),
    sanctions: Type.Array(
      Type.Object({
        source: Type.String(),
        version: Type.Integer(),
        records: Type.Integer(),
        file: Type.String(),
        importedAt: Type.String({ format: 'date-time' }),
        name: Type.String(),
        dataDate: Type.String({ description: 'Date of the data (YYYY-MM-DD)' }),
      }),
      { description: 'Imported sanctions / PEP lists (AML)' },
    ),
  }),
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Service health and engine readiness',
        response: { 200: Health, 503: ErrorBody },
      },
    },
    async (_req, reply) => {
      try {
        await app.database.ping();
      } catch {
        return reply.status(503).send({ error: 'Database unavailable', code: 'UNAVAILABLE' });
      }
      await app.engines.knownLists().catch(() => undefined);
      return { status: 'ok' as const, details: app.engines.status() };
    },
  );
};

export default routes;
