/**
 * GET /api/reports, GET /api/report/{referenceID}, DELETE /api/reports/{referenceID}
 * (docs/api-contract.md). A dashboard session or an API key (`app.readAuth`); another client's
 * report is a 404, never a 403, so reference ids cannot be probed.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { SERVICE_KEYS } from '../../domain/catalog.js';
import { AppError } from '../../lib/errors.js';
import { requireClient } from '../../plugins/auth.js';
import { decodeCursor, encodeCursor } from '../../repositories/reports.js';
import { ErrorBody } from '../schemas.js';
import { Source, Status } from '../lookups/schemas.js';

const ServiceKey = Type.Union(
  SERVICE_KEYS.map((k) => Type.Literal(k)),
  { description: 'Service key' },
);

const ListItem = Type.Object({
  id: Type.String({ description: 'Internal id of the report (uuid)' }),
  referenceID: Type.String(),
  apiService: ServiceKey,
  requestDateTime: Type.String({ format: 'date-time' }),
  status: Status,
});

const DATE_OR_DATETIME =
  '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:?\\d{2})?)?$';

const ListQuery = Type.Object({
  limit: Type.Optional(Type.String({ pattern: '^\\d{1,3}$', description: '1–100, default 20' })),
  cursor: Type.Optional(
    Type.String({ maxLength: 200, description: 'x-next-cursor of the previous page' }),
  ),
  status: Type.Optional(
    Type.String({
      maxLength: 20,
      description: 'VERIFIED, SUSPICIOUS, RISKY, DECLINED or ERROR (any case)',
    }),
  ),
  service: Type.Optional(ServiceKey),
  from: Type.Optional(
    Type.String({
      pattern: DATE_OR_DATETIME,
      description: 'ISO 8601 date or date-time, inclusive',
    }),
  ),
  to: Type.Optional(
    Type.String({
      pattern: DATE_OR_DATETIME,
      description: 'ISO 8601 date (whole day) or date-time, inclusive',
    }),
  ),
  referenceId: Type.Optional(Type.String({ maxLength: 64 })),
});

const Detail = Type.Object({
  clientId: Type.String(),
  apiService: ServiceKey,
  requestType: Type.Union([Type.Literal('dashboard'), Type.Literal('api')]),
  inputRequest: Type.Record(Type.String(), Type.Unknown()),
  status: Status,
  report: Type.Object({
    referenceID: Type.String(),
    apiKeyUsed: Type.String({ description: 'Masked: prefix…last 4' }),
    requestDateTime: Type.String({ format: 'date-time' }),
    jsonResponse: Type.Object({
      results: Type.Object({
        status: Status,
        message: Type.String(),
        response: Type.Unknown({
          description: "The service's response object (see the lookup answers)",
        }),
        reasons: Type.Array(Type.String()),
        sources: Type.Array(Source),
      }),
    }),
  }),
});

const Id = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const security: Array<Record<string, string[]>> = [
  { bearerAuth: [] },
  { licenseKey: [], clientId: [] },
];
const STATUSES = ['VERIFIED', 'SUSPICIOUS', 'RISKY', 'DECLINED', 'ERROR'];
const invalid = (message: string) => new AppError(400, 'VALIDATION_ERROR', message);
const notFound = () =>
  new AppError(404, 'NOT_FOUND', 'Report not found', { message: 'Report not found' });

function parseBound(text: string, end: boolean): Date {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const d = new Date(dateOnly ? `${text}T00:00:00.000Z` : text);
  if (Number.isNaN(d.getTime())) throw invalid(`Invalid date: ${text}`);
  if (!end) return d;
  // `to` is inclusive: a whole day for a date, one millisecond past a date-time.
  return new Date(d.getTime() + (dateOnly ? 86_400_000 : 1));
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.readAuth);

  app.get(
    '/reports',
    {
      schema: {
        tags: ['reports'],
        summary: 'Reports of the caller, newest first, with cursor paging and filters',
        description:
          'Headers: `x-total-count` (reports matching the filters) and `x-next-cursor` (absent on the last page).',
        security,
        querystring: ListQuery,
        response: {
          200: Type.Array(ListItem),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
        },
      },
    },
    async (req, reply) => {
      const client = requireClient(req);
      const q = req.query;
      const limit = q.limit === undefined ? 20 : Number(q.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100)
        throw invalid('limit must be between 1 and 100');
      const cursor = q.cursor ? decodeCursor(q.cursor) : undefined;
      if (q.cursor && !cursor) throw invalid('Invalid cursor');
      const status = q.status?.trim().toUpperCase() || undefined;
      if (status && !STATUSES.includes(status))
        throw invalid(`status must be one of ${STATUSES.join(', ')}`);
      const filter = {
        status,
        service: q.service,
        from: q.from ? parseBound(q.from, false) : undefined,
        toExclusive: q.to ? parseBound(q.to, true) : undefined,
        referenceId: q.referenceId?.trim() || undefined,
      };
      const [page, total] = await Promise.all([
        app.repos.reports.list(client.id, filter, limit, cursor),
        app.repos.reports.total(client.id, filter),
      ]);
      reply.header('x-total-count', String(total));
      if (page.next) reply.header('x-next-cursor', encodeCursor(page.next));
      return page.items as Array<Static<typeof ListItem>>;
    },
  );

  app.get(
    '/report/:id',
    {
      schema: {
        tags: ['reports'],
        summary: 'One report by its referenceID (another client’s report is a 404)',
        security,
        params: Id,
        response: { 200: Detail, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      const client = requireClient(req);
      const r = await app.repos.reports.get(client.id, req.params.id);
      if (!r) throw notFound();
      return {
        clientId: r.clientId,
        apiService: r.apiService,
        requestType: r.requestType,
        inputRequest: r.inputRequest,
        status: r.status,
        report: {
          referenceID: r.referenceID,
          apiKeyUsed: r.apiKeyUsed,
          requestDateTime: r.requestDateTime,
          jsonResponse: { results: r.result },
        },
      } as Static<typeof Detail>;
    },
  );

  app.delete(
    '/reports/:id',
    {
      schema: {
        tags: ['reports'],
        summary: 'Delete a report (usage, billing and dashboard counts are unchanged)',
        security,
        params: Id,
        response: {
          200: Type.Object({ message: Type.String() }),
          401: ErrorBody,
          403: ErrorBody,
          404: Type.Object({
            error: Type.String(),
            code: Type.String(),
            message: Type.String(),
            requestId: Type.Optional(Type.String()),
          }),
        },
      },
    },
    async (req) => {
      const client = requireClient(req);
      if (!(await app.repos.reports.delete(client.id, req.params.id))) throw notFound();
      return { message: 'Report deleted' };
    },
  );
};

export default routes;
