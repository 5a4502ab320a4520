/**
 * GET /api/reports, GET /api/report/{referenceID}, DELETE /api/reports/{referenceID}
 * (docs/api-contract.md). A dashboard session or an API key (`app.readAuth`); the rules are in
 * services/reports.ts. Every call reads or deletes reports of the request's mode only
 * (`requireScope`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireScope } from '../../plugins/auth.js';
import { ErrorBody, Mode, ModeQuery, ServiceKey } from '../schemas.js';
import { Source, Status } from '../../schemas/lookups.js';
import { ReportDecision } from '../../schemas/decision.js';
import { audited, param } from '../../plugins/audit-trail.js';

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
  mode: ModeQuery,
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
  batch: Type.Optional(
    Type.String({ maxLength: 64, description: "A batch's id: the reports of its rows only" }),
  ),
  sort: Type.Optional(
    Type.Union([Type.Literal('date'), Type.Literal('service'), Type.Literal('status')], {
      description:
        'Leading order: `date` (default), `service` (by service key) or `status`; a service or status order is newest first within each value',
    }),
  ),
  order: Type.Optional(
    Type.Union([Type.Literal('asc'), Type.Literal('desc')], {
      description: 'Direction of `sort`: `desc` (default) or `asc`',
    }),
  ),
});

const Detail = Type.Object({
  clientId: Type.String(),
  apiService: ServiceKey,
  requestType: Type.Union([Type.Literal('dashboard'), Type.Literal('api')]),
  batchId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
    description:
      'The batch whose row made this report (`requestType` is then how the batch was started); null for a single lookup',
  }),
  mode: Mode,
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
  decision: Type.Optional(ReportDecision),
  redactedAt: Type.Optional(
    Type.String({
      format: 'date-time',
      description:
        'When its personal data was removed (an erasure or the retention period); absent while kept',
    }),
  ),
});

const Id = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const security: Array<Record<string, string[]>> = [
  { bearerAuth: [] },
  { licenseKey: [], clientId: [] },
];
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.readAuth);

  app.get(
    '/reports',
    {
      schema: {
        tags: ['reports'],
        summary: 'Reports of the caller, newest first or sorted, with cursor paging and filters',
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
      const page = await app.services.reports.list(requireScope(req), req.query);
      reply.header('x-total-count', String(page.total));
      if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
      return page.items;
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
      const r = await app.services.reports.get(requireScope(req), req.params.id);
      return {
        clientId: r.clientId,
        apiService: r.apiService,
        requestType: r.requestType,
        batchId: r.batchId,
        mode: r.mode,
        inputRequest: r.inputRequest,
        status: r.status,
        report: {
          referenceID: r.referenceID,
          apiKeyUsed: r.apiKeyUsed,
          requestDateTime: r.requestDateTime,
          jsonResponse: { results: r.result },
        },
        // Only when a rule set decided it: a report made without one reads as before.
        ...(r.decision ? { decision: r.decision } : {}),
        ...(r.redactedAt ? { redactedAt: r.redactedAt } : {}),
      };
    },
  );

  app.delete(
    '/reports/:id',
    {
      config: audited({ action: 'report.deleted', target: (req) => `Report ${param(req, 'id')}` }),
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
      await app.services.reports.delete(requireScope(req), req.params.id);
      return { message: 'Report deleted' };
    },
  );
};

export default routes;
