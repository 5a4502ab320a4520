/**
 * /api/developers/keys: the named API keys of Developers → API keys (docs/api-contract.md
 * "API keys"). A dashboard session only: a key never manages keys. The flows are in
 * services/api-keys.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireClient, requireMember } from '../../plugins/auth.js';
import { byClient } from '../../plugins/rate-limit.js';
import { MAX_ALLOWED_CIDRS } from '../../domain/ip-allow-list.js';
import { requestMeta } from '../request-meta.js';
import { BodyErrors, ErrorBody, Mode } from '../schemas.js';
import { audited } from '../../plugins/audit-trail.js';

const ApiKey = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  mode: Mode,
  prefix: Type.String({
    description: 'First 12 characters (`pk_live_abcd`): all that is kept visible',
  }),
  createdAt: Type.String({ format: 'date-time' }),
  lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'Last accepted call, to the minute (written at most once a minute)',
  }),
  expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  allowedCidrs: Type.Array(Type.String(), { description: 'Empty: calls from any address' }),
  status: Type.Union(
    [
      Type.Literal('active'),
      Type.Literal('grace'),
      Type.Literal('expired'),
      Type.Literal('revoked'),
    ],
    { description: '`grace`: rolled, still accepted until `graceEndsAt`' },
  ),
  graceEndsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  replacedBy: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
});

const Secret = Type.String({
  description: 'The full key: shown this once, never again (only its hash is kept)',
});

/** What the audit log names a key by: its name and public prefix, never the secret. */
interface KeyLabel {
  name: string;
  prefix: string;
  mode: string;
}
const keyLabel = (k: KeyLabel) => `${k.name} (${k.prefix}…)`;

const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const security = [{ bearerAuth: [] }];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/developers/keys',
    {
      schema: {
        tags: ['developers'],
        summary: 'The named API keys of the signed-in client, newest first',
        security,
        response: { 200: Type.Object({ keys: Type.Array(ApiKey) }), 401: ErrorBody },
      },
    },
    async (req) => ({ keys: await app.services.apiKeys.list(requireClient(req)) }),
  );

  app.post(
    '/developers/keys',
    {
      config: audited<{ key: KeyLabel }>({
        action: 'api_key.created',
        target: (_req, res) => keyLabel(res.key),
        detail: (_req, res) => ({ mode: res.key.mode }),
      }),
      preHandler: app.authRateLimit('api-keys', { client: byClient }),
      schema: {
        tags: ['developers'],
        summary: 'Create a named key; its secret is in this answer only',
        security,
        body: Type.Object({
          name: Type.String({ maxLength: 200 }),
          mode: Mode,
          expiresAt: Type.Optional(
            Type.Union([Type.String({ maxLength: 40 }), Type.Null()], {
              description: 'ISO 8601 date-time in the future; absent or null: never expires',
            }),
          ),
          allowedCidrs: Type.Optional(
            Type.Array(Type.String({ maxLength: 64 }), {
              maxItems: MAX_ALLOWED_CIDRS * 2,
              description: 'CIDRs or single addresses (IPv4 or IPv6); empty: any address',
            }),
          ),
        }),
        response: {
          201: Type.Object({ key: ApiKey, secret: Secret }),
          ...BodyErrors,
          401: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (req, reply) =>
      reply.status(201).send(
        await app.services.apiKeys.create(requireClient(req), req.body, {
          member: requireMember(req),
          meta: requestMeta(req),
        }),
      ),
  );

  app.post(
    '/developers/keys/:id/roll',
    {
      config: audited<{ key: KeyLabel; rolled: KeyLabel & { graceEndsAt: string | null } }>({
        action: 'api_key.rolled',
        target: (_req, res) => keyLabel(res.rolled),
        detail: (_req, res) => ({ newKey: keyLabel(res.key), graceEndsAt: res.rolled.graceEndsAt }),
      }),
      preHandler: app.authRateLimit('api-keys', { client: byClient }),
      schema: {
        tags: ['developers'],
        summary:
          'Roll a key: a new key with the same settings; the old one works until the grace period ends',
        security,
        params: IdParams,
        body: Type.Object({
          grace: Type.Union(
            [Type.Literal('none'), Type.Literal('1h'), Type.Literal('24h'), Type.Literal('7d')],
            { description: 'How long the old key keeps working: none, 1 hour, 24 hours, 7 days' },
          ),
        }),
        response: {
          201: Type.Object({ key: ApiKey, secret: Secret, rolled: ApiKey }),
          ...BodyErrors,
          401: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (req, reply) =>
      reply.status(201).send(
        await app.services.apiKeys.roll(requireClient(req), req.params.id, req.body.grace, {
          member: requireMember(req),
          meta: requestMeta(req),
        }),
      ),
  );

  app.post(
    '/developers/keys/:id/revoke',
    {
      config: audited<{ key: KeyLabel }>({
        action: 'api_key.revoked',
        target: (_req, res) => keyLabel(res.key),
      }),
      schema: {
        tags: ['developers'],
        summary: 'Revoke a key at once (ends a rolled key’s grace period too)',
        security,
        params: IdParams,
        response: {
          200: Type.Object({ key: ApiKey }),
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (req) => ({ key: await app.services.apiKeys.revoke(requireClient(req), req.params.id) }),
  );
};

export default routes;
