/**
 * Webhook endpoints and their deliveries (docs/api-contract.md "Webhooks"), for a signed-in
 * dashboard session. The flows are in services/webhooks.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireClient } from '../../plugins/auth.js';
import { BodyErrors, ErrorBody } from '../schemas.js';
import {
  CreateBody,
  DeliveriesQuery,
  Delivery,
  DeliveryDetail,
  Endpoint,
  EndpointWithSecret,
  IdParams,
  TestQuery,
  UpdateBody,
} from './schemas.js';
import { audited, param } from '../../plugins/audit-trail.js';

const tags = ['webhooks'];
const security = [{ bearerAuth: [] }];
const authErrors = { 401: ErrorBody, 403: ErrorBody };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const webhooks = app.services.webhooks;

  app.get(
    '/webhooks/endpoints',
    {
      schema: {
        tags,
        security,
        summary: 'The webhook endpoints of the caller',
        response: { 200: Type.Array(Endpoint), ...authErrors },
      },
    },
    async (req) => webhooks.list(requireClient(req).id),
  );

  app.post(
    '/webhooks/endpoints',
    {
      config: audited<{ endpoint: { id: string; url: string; events: string[] } }>({
        action: 'webhook.created',
        target: (_req, res) => res.endpoint.url,
        detail: (_req, res) => ({ endpointId: res.endpoint.id, events: res.endpoint.events }),
      }),
      schema: {
        tags,
        security,
        summary: 'Add an endpoint; its signing secret is in this answer only',
        body: CreateBody,
        response: { 201: EndpointWithSecret, ...BodyErrors, ...authErrors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await webhooks.create(requireClient(req).id, req.body)),
  );

  app.patch(
    '/webhooks/endpoints/:id',
    {
      config: audited<{ id: string; url: string }>({
        action: 'webhook.updated',
        target: (_req, res) => res.url,
        detail: (req, res) => ({ endpointId: res.id, fields: Object.keys(req.body ?? {}) }),
      }),
      schema: {
        tags,
        security,
        summary: 'Change the URL, events, description or enabled state of an endpoint',
        params: IdParams,
        body: UpdateBody,
        response: { 200: Endpoint, ...BodyErrors, ...authErrors, 404: ErrorBody },
      },
    },
    async (req) => webhooks.update(requireClient(req).id, req.params.id, req.body),
  );

  app.delete(
    '/webhooks/endpoints/:id',
    {
      config: audited({
        action: 'webhook.deleted',
        target: (req) => `Endpoint ${param(req, 'id')}`,
      }),
      schema: {
        tags,
        security,
        summary: 'Delete an endpoint with its delivery log',
        params: IdParams,
        response: {
          200: Type.Object({ message: Type.String() }),
          400: ErrorBody,
          ...authErrors,
          404: ErrorBody,
        },
      },
    },
    async (req) => {
      await webhooks.remove(requireClient(req).id, req.params.id);
      return { message: 'Endpoint deleted' };
    },
  );

  app.post(
    '/webhooks/endpoints/:id/roll-secret',
    {
      config: audited<{ endpoint: { id: string; url: string } }>({
        action: 'webhook.secret_rolled',
        target: (_req, res) => res.endpoint.url,
        detail: (_req, res) => ({ endpointId: res.endpoint.id }),
      }),
      schema: {
        tags,
        security,
        summary: 'Replace the signing secret at once; the new one is in this answer only',
        params: IdParams,
        response: { 200: EndpointWithSecret, 400: ErrorBody, ...authErrors, 404: ErrorBody },
      },
    },
    async (req) => webhooks.rollSecret(requireClient(req).id, req.params.id),
  );

  app.post(
    '/webhooks/endpoints/:id/test',
    {
      config: audited({
        action: 'webhook.test_sent',
        target: (req) => `Endpoint ${param(req, 'id')}`,
      }),
      schema: {
        tags,
        security,
        summary: 'Queue a test event (`"test": true`) to the endpoint',
        params: IdParams,
        querystring: TestQuery,
        response: { 202: Delivery, 400: ErrorBody, ...authErrors, 404: ErrorBody },
      },
    },
    async (req, reply) =>
      reply
        .status(202)
        .send(await webhooks.sendTest(requireClient(req).id, req.params.id, req.query.type)),
  );

  app.get(
    '/webhooks/endpoints/:id/deliveries',
    {
      schema: {
        tags,
        security,
        summary: 'Deliveries to an endpoint, newest first, paged by cursor',
        description: 'Header `x-next-cursor` (absent on the last page).',
        params: IdParams,
        querystring: DeliveriesQuery,
        response: { 200: Type.Array(Delivery), 400: ErrorBody, ...authErrors, 404: ErrorBody },
      },
    },
    async (req, reply) => {
      const page = await webhooks.deliveries(requireClient(req).id, req.params.id, req.query);
      if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/webhooks/deliveries/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One delivery with its body and every attempt (status, answer, latency)',
        params: IdParams,
        response: { 200: DeliveryDetail, 400: ErrorBody, ...authErrors, 404: ErrorBody },
      },
    },
    async (req) => webhooks.delivery(requireClient(req).id, req.params.id),
  );

  app.post(
    '/webhooks/deliveries/:id/resend',
    {
      config: audited({
        action: 'webhook.delivery_resent',
        target: (req) => `Delivery ${param(req, 'id')}`,
      }),
      schema: {
        tags,
        security,
        summary: 'Send a delivery again (same event id and body, at the end of the queue)',
        params: IdParams,
        response: { 202: Delivery, 400: ErrorBody, ...authErrors, 404: ErrorBody },
      },
    },
    async (req, reply) =>
      reply.status(202).send(await webhooks.resend(requireClient(req).id, req.params.id)),
  );
};

export default routes;
