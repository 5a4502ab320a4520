/**
 * GET /api/billing/monthly-summary and GET /api/billing (docs/api-contract.md; spec §3 "Billing
 * data"). Money in integer cents; cost of a month = its paid calls at the price of each call.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MONTH_PATTERN, monthOf } from '../../domain/month.js';
import { ErrorBody } from '../schemas.js';
import { ownScope } from '../tenancy.js';

const Entry = Type.Object({
  month: Type.String({ description: 'YYYY-MM' }),
  totalCost: Type.Integer({ description: 'Cents' }),
  billingDate: Type.String({ description: 'Last day of the month, YYYY-MM-DD' }),
});

const SummaryResponse = Type.Object({
  billingSummary: Type.Object({ current: Entry, historical: Type.Array(Entry) }),
});

const BillingResponse = Type.Object({
  services: Type.Array(
    Type.Object({
      id: Type.String({ description: 'Service key' }),
      name: Type.String(),
      freeCallsAvailable: Type.Integer(),
      freeCallsUsed: Type.Integer(),
      paidCallsAvailable: Type.Integer(),
      paidCallsUsed: Type.Integer(),
      costPerCall: Type.Integer({ description: 'Cents' }),
      totalServiceCost: Type.Integer({ description: 'Cents' }),
    }),
  ),
  totalRequests: Type.Integer(),
  totalCost: Type.Integer({ description: 'Cents' }),
});

const ClientIdQuery = Type.Optional(
  Type.String({ maxLength: 64, description: "The caller's clientId (another client's is a 403)" }),
);
const security: Array<Record<string, string[]>> = [
  { bearerAuth: [] },
  { licenseKey: [], clientId: [] },
];
const Errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.readAuth);

  app.get(
    '/billing/monthly-summary',
    {
      schema: {
        tags: ['billing'],
        summary: 'Cost of the current month, then of each earlier month (newest first)',
        security,
        querystring: Type.Object({ clientId: ClientIdQuery }),
        response: { 200: SummaryResponse, ...Errors },
      },
    },
    async (req) => ({
      billingSummary: await app.services.usage.monthlySummary(ownScope(req, req.query.clientId)),
    }),
  );

  app.get(
    '/billing',
    {
      schema: {
        tags: ['billing'],
        summary: 'Usage and cost per service in a month',
        security,
        querystring: Type.Object({
          clientId: ClientIdQuery,
          month: Type.Optional(
            Type.String({
              pattern: MONTH_PATTERN,
              description: 'YYYY-MM (UTC); default: this month',
            }),
          ),
        }),
        response: { 200: BillingResponse, ...Errors },
      },
    },
    async (req) =>
      app.services.usage.billing(
        ownScope(req, req.query.clientId),
        req.query.month ?? monthOf(new Date()),
      ),
  );
};

export default routes;
