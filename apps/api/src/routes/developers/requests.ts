/**
 * GET /api/developers/requests and GET /api/developers/requests/{id}: the request log of the
 * Developers → Requests page. A dashboard session only; the flows are in
 * services/request-log.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireScope } from '../../plugins/auth.js';
import { ErrorBody } from '../schemas.js';

const DATE_OR_DATETIME =
  '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:?\\d{2})?)?$';

const Item = Type.Object({
  id: Type.String({ description: 'Id of the log entry (uuid)' }),
  createdAt: Type.String({ format: 'date-time', description: 'When the request arrived' }),
  requestId: Type.String({ description: 'The X-Request-Id the caller received' }),
  keyPrefix: Type.String({ description: 'First 12 characters of the key' }),
  method: Type.String(),
  path: Type.String({ description: 'Path as called, without the query string' }),
  route: Type.String({ description: 'Endpoint (route template), e.g. /api/report/:id' }),
  status: Type.Integer(),
  latencyMs: Type.Number({ description: 'Milliseconds' }),
  ip: Type.String({ description: 'Client IP address' }),
  reportId: Type.Union([Type.String(), Type.Null()], {
    description: 'referenceID of the report the call wrote',
  }),
});

const Detail = Type.Object({
  ...Item.properties,
  bodies: Type.Union(
    [
      Type.Object({
        query: Type.Unknown(),
        requestHeaders: Type.Record(Type.String(), Type.String()),
        requestBody: Type.Unknown(),
        responseBody: Type.Unknown(),
      }),
      Type.Null(),
    ],
    { description: 'Redacted bodies; null once older than 7 days' },
  ),
});

const ListQuery = Type.Object({
  limit: Type.Optional(Type.String({ pattern: '^\\d{1,3}$', description: '1–100, default 25' })),
  cursor: Type.Optional(
    Type.String({ maxLength: 200, description: 'x-next-cursor of the previous page' }),
  ),
  key: Type.Optional(
    Type.String({
      maxLength: 40,
      pattern: '^[A-Za-z0-9_-]*$',
      description: 'Start of the key prefix, e.g. pk_live_ab',
    }),
  ),
  status: Type.Optional(
    Type.String({ maxLength: 3, description: 'A class (2xx, 4xx, 5xx) or a status code' }),
  ),
  endpoint: Type.Optional(
    Type.String({ maxLength: 200, description: 'Route template, e.g. /api/iplookup' }),
  ),
  from: Type.Optional(
    Type.String({ pattern: DATE_OR_DATETIME, description: 'ISO 8601, inclusive' }),
  ),
  to: Type.Optional(
    Type.String({
      pattern: DATE_OR_DATETIME,
      description: 'ISO 8601 (a date: whole day), inclusive',
    }),
  ),
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const security = [{ bearerAuth: [] }];

  app.get(
    '/developers/requests',
    {
      schema: {
        tags: ['developers'],
        summary: 'Request log: calls made with the API keys, newest first, with filters',
        description:
          'Header `x-next-cursor` (absent on the last page). Entries are kept 30 days, their bodies 7.',
        security,
        querystring: ListQuery,
        response: { 200: Type.Array(Item), 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (req, reply) => {
      const page = await app.services.requestLog.list(requireScope(req), req.query);
      if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/developers/requests/:id',
    {
      schema: {
        tags: ['developers'],
        summary: 'One request of the log with its redacted bodies',
        security,
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: Detail, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => app.services.requestLog.get(requireScope(req), req.params.id),
  );
};

export default routes;
