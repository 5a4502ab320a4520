/**
 * GET /api/billing/monthly-summary and GET /api/billing (docs/api-contract.md; spec §3 "Billing
 * data"). Money in integer cents; cost of a month = its paid calls at the price of each call.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { billingLine, billingTotals, NO_USAGE } from '../../domain/metering.js';
import {
  MONTH_PATTERN,
  lastDayOf,
  monthOf,
  monthsBetweenDesc,
  addMonths,
} from '../../domain/month.js';
import { ErrorBody } from '../schemas.js';
import { ownClient } from '../tenancy.js';

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
/** Longest history listed by the monthly summary. */
const MAX_HISTORY = 24;

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
    async (req) => {
      const client = ownClient(req, req.query.clientId);
      const current = monthOf(new Date());
      const costs = await app.repos.metering.costByMonth(client.id);
      let first = monthOf(client.createdAt);
      for (const m of costs.keys()) if (m < first) first = m;
      const oldest = addMonths(current, -MAX_HISTORY);
      if (first < oldest) first = oldest;
      const entry = (month: string) => ({
        month,
        totalCost: costs.get(month) ?? 0,
        billingDate: lastDayOf(month),
      });
      return {
        billingSummary: {
          current: entry(current),
          historical: monthsBetweenDesc(first, addMonths(current, -1)).map(entry),
        },
      };
    },
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
    async (req) => {
      const client = ownClient(req, req.query.clientId);
      const month = req.query.month ?? monthOf(new Date());
      const [catalog, usage, balances] = await Promise.all([
        app.repos.catalog.list(),
        app.repos.metering.usage(client.id, month),
        app.repos.metering.balances(client.id),
      ]);
      const services = catalog.map((s) =>
        billingLine(s, usage.get(s.key) ?? NO_USAGE, balances.get(s.key) ?? 0),
      );
      return { services, ...billingTotals(services) };
    },
  );
};

export default routes;
