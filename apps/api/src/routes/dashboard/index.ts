/**
 * GET /api/verification/counts and GET /api/dashboard/account-summary (docs/api-contract.md).
 * The numbers are computed by services/usage.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MONTH_PATTERN, monthOf } from '../../domain/month.js';
import { ErrorBody, ModeQuery } from '../schemas.js';
import { ownScope } from '../tenancy.js';

const Tiles = {
  verified: Type.Integer(),
  declined: Type.Integer(),
  suspicious: Type.Integer(),
  risky: Type.Integer(),
};

const CountsResponse = Type.Object({
  countDetails: Type.Object(Tiles),
  daily: Type.Array(Type.Object({ date: Type.String({ description: 'YYYY-MM-DD' }), ...Tiles })),
});

const AccountSummaryResponse = Type.Object({
  accountSummary: Type.Object({
    services: Type.Array(
      Type.Object({
        service: Type.String({ description: 'Service key' }),
        name: Type.String(),
        category: Type.Union([Type.String(), Type.Null()]),
        status: Type.Union([Type.Literal('Active'), Type.Literal('Inactive')]),
        free: Type.Integer({ description: 'Free calls left this month' }),
        paid: Type.Integer({ description: 'Purchased calls available' }),
        freeLimit: Type.Integer(),
        freeUsed: Type.Integer(),
      }),
    ),
  }),
});

const ClientIdQuery = Type.Optional(
  Type.String({ maxLength: 64, description: "The caller's clientId (another client's is a 403)" }),
);
const Month = Type.String({
  pattern: MONTH_PATTERN,
  description: 'YYYY-MM (UTC); default: this month',
});
const security: Array<Record<string, string[]>> = [
  { bearerAuth: [] },
  { licenseKey: [], clientId: [] },
];
const Errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.readAuth);

  app.get(
    '/verification/counts',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Reports per outcome in a month (tiles) and per day',
        security,
        querystring: Type.Object({
          clientId: ClientIdQuery,
          month: Type.Optional(Month),
          mode: ModeQuery,
        }),
        response: { 200: CountsResponse, ...Errors },
      },
    },
    async (req) =>
      app.services.usage.outcomeCounts(
        ownScope(req, req.query.clientId),
        req.query.month ?? monthOf(new Date()),
      ),
  );

  app.get(
    '/dashboard/account-summary',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Per service: Active/Inactive, free calls left this month, paid calls available',
        security,
        querystring: Type.Object({ clientId: ClientIdQuery }),
        response: { 200: AccountSummaryResponse, ...Errors },
      },
    },
    async (req) => ({
      accountSummary: {
        services: await app.services.usage.accountSummary(ownScope(req, req.query.clientId)),
      },
    }),
  );
};

export default routes;
