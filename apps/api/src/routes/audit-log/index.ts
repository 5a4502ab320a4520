/**
 * /api/audit-log: the tenant's audit log, read-only. GET lists with filters and
 * cursor paging, GET /export answers CSV. PUT, PATCH and DELETE are answered 405 on purpose:
 * entries are append-only (services/audit.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../../lib/errors.js';
import { requireClient } from '../../plugins/auth.js';
import { AUDIT_ACTIONS } from '../../services/audit.js';
import { ErrorBody, LiteralUnion } from '../schemas.js';

const DATE_OR_DATETIME =
  '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:?\\d{2})?)?$';

const Filters = {
  action: Type.Optional(LiteralUnion(AUDIT_ACTIONS, { description: 'Only this action' })),
  actor: Type.Optional(
    Type.String({ maxLength: 254, description: 'Only this actor e-mail (any case)' }),
  ),
  from: Type.Optional(
    Type.String({
      pattern: DATE_OR_DATETIME,
      description: 'ISO 8601 date or date-time, inclusive',
    }),
  ),
  to: Type.Optional(
    Type.String({
      pattern: DATE_OR_DATETIME,
      description: 'ISO 8601 date (whole day, UTC) or date-time, inclusive',
    }),
  ),
};

const ListQuery = Type.Object({
  limit: Type.Optional(Type.String({ pattern: '^\\d{1,3}$', description: '1–100, default 25' })),
  cursor: Type.Optional(
    Type.String({ maxLength: 200, description: 'x-next-cursor of the previous page' }),
  ),
  ...Filters,
});

const Entry = Type.Object({
  id: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  action: Type.String(),
  actorMemberId: Type.Union([Type.String(), Type.Null()]),
  actorEmail: Type.Union([Type.String(), Type.Null()]),
  target: Type.Union([Type.String(), Type.Null()]),
  ip: Type.Union([Type.String(), Type.Null()]),
  userAgent: Type.Union([Type.String(), Type.Null()]),
  requestId: Type.Union([Type.String(), Type.Null()], {
    description: 'X-Request-Id of the request that made the change',
  }),
  detail: Type.Record(Type.String(), Type.Unknown()),
});

const security = [{ bearerAuth: [] }];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/audit-log',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['audit-log'],
        summary: "The tenant's audit log, newest first, with filters and cursor paging",
        description: 'Header `x-next-cursor` names the next page (absent on the last page).',
        security,
        querystring: ListQuery,
        response: { 200: Type.Array(Entry), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (req, reply) => {
      const page = await app.services.audit.list(requireClient(req).id, req.query);
      if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/audit-log/export',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['audit-log'],
        summary: 'The entries matching the filters as a CSV file (newest first, at most 50 000)',
        security,
        querystring: Type.Object(Filters),
        produces: ['text/csv'],
        response: {
          200: Type.String({ description: 'CSV with a header row' }),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
        },
      },
    },
    async (req, reply) => {
      const csv = await app.services.audit.exportCsv(requireClient(req).id, req.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="pulse-audit-log-${day}.csv"`)
        .send(csv);
    },
  );

  // Entries cannot be edited or deleted: say so instead of a bare 404.
  app.route({
    method: ['PUT', 'PATCH', 'DELETE'],
    url: '/audit-log/:id?',
    schema: {
      hide: true,
      params: Type.Object({ id: Type.Optional(Type.String({ maxLength: 100 })) }),
    },
    handler: async (_req, reply) => {
      reply.header('allow', 'GET');
      throw new AppError(
        405,
        'METHOD_NOT_ALLOWED',
        'Audit log entries cannot be changed or deleted.',
      );
    },
  });
};

export default routes;
