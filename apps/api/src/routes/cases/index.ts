/**
 * The AML case-review routes (docs/api-contract.md "Cases", docs/adr/0046-case-review.md): the
 * review queue, one case, a reviewer's change, and the tenant's four-eyes setting. A dashboard
 * session only (a review is a person's act); roles per route in routes/access.ts. The use cases
 * are in services/cases.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../../lib/errors.js';
import { audited, param } from '../../plugins/audit-trail.js';
import { requireMember, requireScope } from '../../plugins/auth.js';
import { BodyErrors, Deprecated, ErrorBody } from '../schemas.js';
import { CaseDetail, CasePage, CaseSettings, ReviewState, withOldNames } from './schemas.js';

const security = [{ bearerAuth: [] }];
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const Errors = { 401: ErrorBody, 403: ErrorBody };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const cases = () => app.services.cases;

  app.get(
    '/cases',
    {
      schema: {
        tags: ['cases'],
        summary: 'The AML review queue of the tenant (of its mode), newest first, with counts',
        description:
          'Every AML result that is not VERIFIED (AML lookups, fraud-engine calls, batch rows) ' +
          'opens a case; so does a SUSPICIOUS or RISKY decision whose fired rules ask for one ' +
          '(origin `rules`, or the rules added to the AML case of the same report). `state` keeps the cases in that review state; `counts` are per review ' +
          'state over the whole queue, filters aside.',
        security,
        querystring: Type.Object({
          state: Type.Optional(ReviewState),
          status: Type.Optional(Deprecated(ReviewState, 'state')),
          assignee: Type.Optional(
            Type.Union([Type.String({ format: 'uuid' }), Type.Literal('none')], {
              description: 'A member id, or `none` for unassigned cases',
            }),
          ),
          source: Type.Optional(
            Type.String({
              pattern: '^[a-z-]{1,40}$',
              description: 'A list source key: cases with a candidate from that list',
            }),
          ),
          age: Type.Optional(
            Type.String({
              pattern: '^\\d{1,4}$',
              description: 'Cases opened at least this many days ago',
            }),
          ),
          limit: Type.Optional(
            Type.String({ pattern: '^\\d{1,3}$', description: '1–100, default 20' }),
          ),
          cursor: Type.Optional(Type.String({ maxLength: 200 })),
        }),
        response: { 200: CasePage, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (req) => {
      const { client, mode } = requireScope(req);
      const q = req.query;
      const state = q.state ?? q.status;
      const page = await cases().list(
        client.id,
        mode,
        {
          ...(state ? { reviewState: state } : {}),
          ...(q.assignee ? { assignee: q.assignee } : {}),
          ...(q.source ? { source: q.source } : {}),
          ...(q.age !== undefined ? { olderThanDays: Number(q.age) } : {}),
        },
        q.limit === undefined ? 20 : Number(q.limit),
        q.cursor,
      );
      return { ...page, items: page.items.map(withOldNames) };
    },
  );

  app.get(
    '/cases/settings',
    {
      schema: {
        tags: ['cases'],
        summary: "The tenant's case-review settings (the four-eyes rule)",
        security,
        response: { 200: CaseSettings, 401: ErrorBody },
      },
    },
    async (req) => cases().settings(requireScope(req).client.id),
  );

  app.put(
    '/cases/settings',
    {
      config: audited<{ fourEyes: boolean }>({
        action: 'case.settings_changed',
        detail: (_req, payload) => ({ fourEyes: payload.fourEyes }),
      }),
      schema: {
        tags: ['cases'],
        summary: 'Turn the four-eyes rule on or off (owners and admins)',
        security,
        body: CaseSettings,
        response: { 200: CaseSettings, ...BodyErrors, ...Errors },
      },
    },
    async (req) => cases().setSettings(requireScope(req).client.id, req.body),
  );

  app.get(
    '/cases/:id',
    {
      schema: {
        tags: ['cases'],
        summary: 'One case with its matches and history',
        security,
        params: IdParams,
        response: { 200: CaseDetail, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      const { client, mode } = requireScope(req);
      return withOldNames(await cases().detail(client.id, mode, req.params.id));
    },
  );

  app.patch(
    '/cases/:id',
    {
      config: audited<{
        reviewState: string;
        assigneeId: string | null;
        proposedDisposition: string | null;
      }>({
        action: 'case.updated',
        target: (req) => param(req, 'id'),
        detail: (req, payload) => {
          const body = req.body as {
            reviewState?: string;
            status?: string;
            assigneeId?: string | null;
            note?: string;
          };
          const requested = body.reviewState ?? body.status;
          // The audit log's detail keeps the keys of the entries written before the rename.
          return {
            ...(requested !== undefined ? { requested } : {}),
            status: payload.reviewState,
            ...(payload.proposedDisposition ? { proposedStatus: payload.proposedDisposition } : {}),
            ...(body.assigneeId !== undefined ? { assigneeId: body.assigneeId } : {}),
            ...(body.note !== undefined ? { note: true } : {}),
          };
        },
      }),
      schema: {
        tags: ['cases'],
        summary: 'Review a case: change its review state, assignee, or add a note',
        description:
          'Transitions: open → in_review | escalated | true_match | false_positive; in_review → ' +
          'open | escalated | true_match | false_positive; escalated → in_review | true_match | ' +
          'false_positive; true_match, false_positive → in_review (reopen). Any other is 409 ' +
          'INVALID_TRANSITION. `false_positive` remembers each match for the subject: the ' +
          'next screen of the same subject does not raise it while the list entry is unchanged. ' +
          "With the tenant's four-eyes rule on, `true_match` from one member leaves the case " +
          '`in_review` with `proposedDisposition: true_match`; a different member confirms it with ' +
          '`true_match`. Until then only a different member changes its review state, whatever the ' +
          'four-eyes setting becomes (the proposer gets 409 FOUR_EYES_SAME_REVIEWER).',
        security,
        params: IdParams,
        body: Type.Object(
          {
            reviewState: Type.Optional(ReviewState),
            status: Type.Optional(Deprecated(ReviewState, 'reviewState')),
            assigneeId: Type.Optional(
              Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
                description: 'A member of the team, or null to unassign',
              }),
            ),
            note: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
          },
          { additionalProperties: false, minProperties: 1 },
        ),
        response: { 200: CaseDetail, ...BodyErrors, 404: ErrorBody, 409: ErrorBody, ...Errors },
      },
    },
    async (req) => {
      const { client, mode } = requireScope(req);
      const { assigneeId, note } = req.body;
      const reviewState = req.body.reviewState ?? req.body.status;
      // Unknown keys are dropped by the validator: a body left empty asks for nothing.
      if (reviewState === undefined && assigneeId === undefined && note === undefined)
        throw new AppError(400, 'VALIDATION_ERROR', 'Give a reviewState, assigneeId or note');
      const change = {
        ...(reviewState !== undefined ? { reviewState } : {}),
        ...(assigneeId !== undefined ? { assigneeId } : {}),
        ...(note !== undefined ? { note } : {}),
      };
      const member = requireMember(req).id;
      return withOldNames(await cases().change(client.id, mode, req.params.id, member, change));
    },
  );
};

export default routes;
