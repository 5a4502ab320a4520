/**
 * GET /api/verification/counts and GET /api/dashboard/account-summary (docs/api-contract.md).
 * The counts come from the outcome counters, so deleting reports never changes them.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { freeLeft } from '../../domain/metering.js';
import { MONTH_PATTERN, daysOf, monthOf } from '../../domain/month.js';
import { serviceFlags } from '../../domain/services.js';
import { ErrorBody } from '../schemas.js';
import { ownClient } from '../tenancy.js';

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

type TileKey = keyof typeof Tiles;
const TILE_OF: Record<string, TileKey> = {
  VERIFIED: 'verified',
  DECLINED: 'declined',
  SUSPICIOUS: 'suspicious',
  RISKY: 'risky',
};

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.readAuth);

  app.get(
    '/verification/counts',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Reports per outcome in a month (tiles) and per day',
        security,
        querystring: Type.Object({ clientId: ClientIdQuery, month: Type.Optional(Month) }),
        response: { 200: CountsResponse, ...Errors },
      },
    },
    async (req) => {
      const client = ownClient(req, req.query.clientId);
      const month = req.query.month ?? monthOf(new Date());
      const rows = await app.repos.reports.outcomeCounts(client.id, month);
      const zero = () => ({ verified: 0, declined: 0, suspicious: 0, risky: 0 });
      const total = zero();
      const byDay = new Map(daysOf(month).map((d) => [d, zero()]));
      for (const r of rows) {
        const tile = TILE_OF[r.status];
        if (!tile) continue; // ERROR is not one of the four tiles
        total[tile] += r.count;
        const day = byDay.get(r.day);
        if (day) day[tile] += r.count;
      }
      return {
        countDetails: total,
        daily: [...byDay].map(([date, c]) => ({ date, ...c })),
      };
    },
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
    async (req) => {
      const client = ownClient(req, req.query.clientId);
      const month = monthOf(new Date());
      const [catalog, usage, balances] = await Promise.all([
        app.repos.catalog.list(),
        app.repos.metering.usage(client.id, month),
        app.repos.metering.balances(client.id),
      ]);
      const flags = serviceFlags(client);
      const on = (key: string) =>
        key === 'fraudEngine'
          ? flags.services.fraudEngine
          : (flags.fraudEngineServices as Record<string, boolean>)[key] === true;
      return {
        accountSummary: {
          services: catalog.map((s) => {
            const freeUsed = usage.get(s.key)?.freeUsed ?? 0;
            return {
              service: s.key,
              name: s.displayName,
              category: s.category,
              status: on(s.key) ? ('Active' as const) : ('Inactive' as const),
              free: freeLeft(s.freeCallsPerMonth, freeUsed),
              paid: balances.get(s.key) ?? 0,
              freeLimit: s.freeCallsPerMonth,
              freeUsed,
            };
          }),
        },
      };
    },
  );
};

export default routes;
