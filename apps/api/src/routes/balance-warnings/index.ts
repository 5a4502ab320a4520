/**
 * GET /api/billing/balance-warnings, PUT and DELETE /api/billing/balance-warnings/{service}: the
 * balance warnings of the Billing page. A dashboard session only; the rules are in
 * services/balance-warnings.ts.
 *
 * Until the next major version of the API, the paths of 1.13 and before (/api/billing/alerts) are
 * served by the same handlers, marked deprecated, and every line carries `lastAlertAt` beside
 * `lastWarnedAt` (docs/api-contract.md): a client built for them keeps working for a minor version.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireClient } from '../../plugins/auth.js';
import { MAX_THRESHOLD, type BalanceWarningLine } from '../../services/balance-warnings.js';
import { BodyErrors, ErrorBody } from '../schemas.js';
import { audited, param } from '../../plugins/audit-trail.js';

/** The paths of this resource: today's first, then the deprecated one of 1.13 and before. */
const PATHS = [
  { base: '/billing/balance-warnings', deprecated: false },
  { base: '/billing/alerts', deprecated: true },
] as const;

const LastWarnedAt = Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
  description: 'When the last warning went out; null before the first',
});

const Line = Type.Object({
  service: Type.String({ description: 'Service key' }),
  name: Type.String(),
  status: Type.Union([Type.Literal('Active'), Type.Literal('Inactive')]),
  callsLeft: Type.Integer({ description: 'Free calls left this month + paid calls available' }),
  threshold: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Warn when calls left fall to this number; null: no warning',
  }),
  low: Type.Boolean({ description: 'Calls left are at or below the threshold' }),
  lastWarnedAt: LastWarnedAt,
  lastAlertAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'Deprecated: the same as lastWarnedAt; removed in the next major version',
    deprecated: true,
  }),
});

/** A line as answered: with the deprecated `lastAlertAt`, the same as `lastWarnedAt`. */
const answer = (line: BalanceWarningLine) => ({ ...line, lastAlertAt: line.lastWarnedAt });

const ServiceParam = Type.Object({ service: Type.String({ minLength: 1, maxLength: 40 }) });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const security = [{ bearerAuth: [] }];

  for (const { base, deprecated } of PATHS) {
    const also = deprecated ? ' (deprecated: use /billing/balance-warnings)' : '';
    // Only the old paths say so: the document of the new ones stays as it would be without them.
    const mark = deprecated ? { deprecated: true } : {};
    app.get(
      base,
      {
        schema: {
          tags: ['billing'],
          summary: `Balance warnings: calls left and the warning threshold of each service${also}`,
          ...mark,
          security,
          response: { 200: Type.Array(Line), 401: ErrorBody },
        },
      },
      async (req) => (await app.services.balanceWarnings.list(requireClient(req))).map(answer),
    );

    app.put(
      `${base}/:service`,
      {
        // The audit actions keep their names: they are stored in the audit log and its filter.
        config: audited({
          action: 'usage_alert.set',
          target: (req) => param(req, 'service'),
          detail: (req) => ({ threshold: (req.body as { threshold: number }).threshold }),
        }),
        schema: {
          tags: ['billing'],
          summary: `Set the warning threshold of a service: one e-mail and one balance.low event each time calls left fall to it${also}`,
          ...mark,
          security,
          params: ServiceParam,
          body: Type.Object({
            threshold: Type.Integer({ minimum: 1, maximum: MAX_THRESHOLD }),
          }),
          response: { 200: Line, ...BodyErrors, 401: ErrorBody, 404: ErrorBody },
        },
      },
      async (req) =>
        answer(
          await app.services.balanceWarnings.set(
            requireClient(req),
            req.params.service,
            req.body.threshold,
          ),
        ),
    );

    app.delete(
      `${base}/:service`,
      {
        config: audited({ action: 'usage_alert.removed', target: (req) => param(req, 'service') }),
        schema: {
          tags: ['billing'],
          summary: `Remove the balance warning of a service${also}`,
          ...mark,
          security,
          params: ServiceParam,
          response: { 200: Line, 401: ErrorBody, 404: ErrorBody },
        },
      },
      async (req) =>
        answer(await app.services.balanceWarnings.remove(requireClient(req), req.params.service)),
    );
  }
};

export default routes;
