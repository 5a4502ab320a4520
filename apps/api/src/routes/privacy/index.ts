/**
 * The personal-data routes (docs/api-contract.md "Personal data", docs/adr/0059-personal-data.md):
 * erasure and access requests with preview, run, progress, certificate and export; the tenant's
 * retention periods; legal holds on cases. A dashboard session of an owner or admin only
 * (routes/access.ts). The use cases are in services/privacy.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { audited, param } from '../../plugins/audit-trail.js';
import { requireClient, requireMember } from '../../plugins/auth.js';
import { BodyErrors, ErrorBody } from '../schemas.js';
import {
  Certificate,
  CreateRequest,
  Export,
  Hold,
  HoldState,
  PrivacyRequest,
  RetentionSettings,
} from './schemas.js';

const security = [{ bearerAuth: [] }];
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const Errors = { 401: ErrorBody, 403: ErrorBody };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const privacy = () => app.services.privacy;
  const tenant = (req: Parameters<typeof requireClient>[0]) => requireClient(req).id;

  app.post(
    '/privacy/requests',
    {
      config: audited<{ id: string; kind: string }>({
        action: 'privacy.request_created',
        target: (_req, r) => r.id,
        detail: (_req, r) => ({ kind: r.kind }),
      }),
      schema: {
        tags: ['privacy'],
        summary: 'Preview an erasure or access request: the rows of the subject in each place',
        description:
          'Searches every place of personal data by e-mail, phone (E.164), name with date of ' +
          'birth, IP or report id, and stores a `previewed` request with the counts. Nothing ' +
          'changes until the request is run.',
        security,
        body: CreateRequest,
        response: { 201: PrivacyRequest, ...BodyErrors, ...Errors },
      },
    },
    async (req, reply) => {
      const member = requireMember(req);
      const created = await privacy().create(
        tenant(req),
        member.id,
        req.body.kind,
        req.body.subject,
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/privacy/requests',
    {
      schema: {
        tags: ['privacy'],
        summary: 'The erasure and access requests of the tenant, newest first',
        security,
        querystring: Type.Object({
          limit: Type.Optional(
            Type.String({ pattern: '^\\d{1,3}$', description: '1–100, default 20' }),
          ),
          before: Type.Optional(
            Type.String({ format: 'date-time', description: 'Requests created before this time' }),
          ),
        }),
        response: { 200: Type.Array(PrivacyRequest), 400: ErrorBody, ...Errors },
      },
    },
    async (req) => {
      const limit = Math.min(100, Math.max(1, Number(req.query.limit ?? 20)));
      const before = req.query.before ? new Date(req.query.before) : undefined;
      return privacy().list(tenant(req), limit, before);
    },
  );

  app.get(
    '/privacy/requests/:id',
    {
      schema: {
        tags: ['privacy'],
        summary: 'One request, with its progress',
        security,
        params: IdParams,
        response: { 200: PrivacyRequest, ...Errors, 404: ErrorBody },
      },
    },
    async (req) => privacy().get(tenant(req), req.params.id),
  );

  app.post(
    '/privacy/requests/:id/run',
    {
      config: audited({ action: 'privacy.request_run', target: (req) => param(req, 'id') }),
      schema: {
        tags: ['privacy'],
        summary: 'Run a previewed request as a job: erase the subject, or gather their data',
        security,
        params: IdParams,
        response: { 202: PrivacyRequest, ...Errors, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (req, reply) => reply.code(202).send(await privacy().run(tenant(req), req.params.id)),
  );

  app.get(
    '/privacy/requests/:id/certificate',
    {
      schema: {
        tags: ['privacy'],
        summary: 'The certificate of a completed erasure: places and counts, no personal value',
        security,
        params: IdParams,
        response: { 200: Certificate, ...Errors, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (req) => privacy().certificate(tenant(req), req.params.id),
  );

  app.get(
    '/privacy/requests/:id/export',
    {
      config: audited({ action: 'privacy.export_downloaded', target: (req) => param(req, 'id') }),
      schema: {
        tags: ['privacy'],
        summary: 'The data of the subject of a completed access request, as JSON',
        security,
        params: IdParams,
        response: { 200: Export, ...Errors, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (req) => privacy().export(tenant(req), req.params.id),
  );

  app.get(
    '/privacy/settings',
    {
      schema: {
        tags: ['privacy'],
        summary: 'The retention periods of the tenant, days per kind of personal data',
        security,
        response: { 200: RetentionSettings, ...Errors },
      },
    },
    async (req) => privacy().settings(tenant(req)),
  );

  app.put(
    '/privacy/settings',
    {
      config: audited<Record<string, number>>({
        action: 'privacy.settings_changed',
        detail: (_req, r) => ({ ...r }),
      }),
      schema: {
        tags: ['privacy'],
        summary: 'Set the retention periods (1–3,650 days each)',
        security,
        body: RetentionSettings,
        response: { 200: RetentionSettings, ...BodyErrors, ...Errors },
      },
    },
    async (req) => privacy().putSettings(tenant(req), req.body),
  );

  app.post(
    '/cases/:id/hold',
    {
      config: audited({
        action: 'case.hold_set',
        target: (req) => param(req, 'id'),
        detail: (req) => ({ reason: (req.body as { reason: string }).reason }),
      }),
      schema: {
        tags: ['cases'],
        summary: 'Put a case under legal hold: kept, with its report, past retention and erasure',
        security,
        params: IdParams,
        body: Hold,
        response: { 200: HoldState, ...BodyErrors, ...Errors, 404: ErrorBody },
      },
    },
    async (req) => {
      const by = requireMember(req).id;
      return privacy().setHold(tenant(req), req.params.id, { reason: req.body.reason, by });
    },
  );

  app.delete(
    '/cases/:id/hold',
    {
      config: audited({ action: 'case.hold_released', target: (req) => param(req, 'id') }),
      schema: {
        tags: ['cases'],
        summary: 'Lift the legal hold of a case',
        security,
        params: IdParams,
        response: { 200: HoldState, ...Errors, 404: ErrorBody },
      },
    },
    async (req) => privacy().setHold(tenant(req), req.params.id, null),
  );
};

export default routes;
