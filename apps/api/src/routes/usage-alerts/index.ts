/**
 * GET /api/billing/alerts, PUT and DELETE /api/billing/alerts/{service}: the usage alerts of the
 * Billing page. A dashboard session only; the rules are in services/usage-alerts.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireClient } from '../../plugins/auth.js';
import { MAX_THRESHOLD } from '../../services/usage-alerts.js';
import { BodyErrors, ErrorBody } from '../schemas.js';
import { audited, param } from '../../plugins/audit-trail.js';

const Line = Type.Object({
  service: Type.String({ description: 'Service key' }),
  name: Type.String(),
  status: Type.Union([Type.Literal('Active'), Type.Literal('Inactive')]),
  callsLeft: Type.Integer({ description: 'Free calls left this month + paid calls available' }),
  threshold: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Alert when calls left fall to this number; null: no alert',
  }),
  low: Type.Boolean({ description: 'Calls left are at or below the threshold' }),
  lastAlertAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

const ServiceParam = Type.Object({ service: Type.String({ minLength: 1, maxLength: 40 }) });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const security = [{ bearerAuth: [] }];

  app.get(
    '/billing/alerts',
    {
      schema: {
        tags: ['billing'],
        summary: 'Usage alerts: calls left and the alert threshold of each service',
        security,
        response: { 200: Type.Array(Line), 401: ErrorBody },
      },
    },
    async (req) => app.services.usageAlerts.list(requireClient(req)),
  );

  app.put(
    '/billing/alerts/:service',
    {
      config: audited({
        action: 'usage_alert.set',
        target: (req) => param(req, 'service'),
        detail: (req) => ({ threshold: (req.body as { threshold: number }).threshold }),
      }),
      schema: {
        tags: ['billing'],
        summary:
          'Set the alert threshold of a service: one e-mail and one balance.low event each time calls left fall to it',
        security,
        params: ServiceParam,
        body: Type.Object({
          threshold: Type.Integer({ minimum: 1, maximum: MAX_THRESHOLD }),
        }),
        response: { 200: Line, ...BodyErrors, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) =>
      app.services.usageAlerts.set(requireClient(req), req.params.service, req.body.threshold),
  );

  app.delete(
    '/billing/alerts/:service',
    {
      config: audited({ action: 'usage_alert.removed', target: (req) => param(req, 'service') }),
      schema: {
        tags: ['billing'],
        summary: 'Remove the alert of a service',
        security,
        params: ServiceParam,
        response: { 200: Line, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => app.services.usageAlerts.remove(requireClient(req), req.params.service),
  );
};

export default routes;
