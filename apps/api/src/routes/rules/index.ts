/**
 * The decision-rule routes (docs/api-contract.md "Decision rules", docs/adr/0058-decision-rules.md):
 * the signal reference, the draft, validation, publishing, versions and rollback, a try on one
 * report and the backtest. A dashboard session only (rules are a person's act); roles per route in
 * routes/access.ts: every member reads, developers edit, try and backtest, owners and admins
 * publish and roll back. The use cases are in services/rules.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { audited, param } from '../../plugins/audit-trail.js';
import { requireMember, requireScope } from '../../plugins/auth.js';
import { ErrorBody, Mode } from '../schemas.js';
import {
  BacktestJobAnswer,
  BacktestParams,
  BacktestResult,
  PublishRequestAnswer,
  RuleInvalidError,
  RuleSetBody,
  RuleSetState,
  RuleSignals,
  RuleTryResult,
  RuleValidation,
  RuleVersionList,
  RuleVersionSummary,
} from './schemas.js';

const security = [{ bearerAuth: [] }];
const Errors = { 401: ErrorBody, 403: ErrorBody };
const tags = ['rules'];

type Summary = { version: number; mode: string };
type Published = Summary | { request: { id: string; mode: string } };
const RequestId = Type.Object({ id: Type.String({ format: 'uuid' }) });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const rules = () => app.services.rules;
  const tenant = (req: Parameters<typeof requireScope>[0]) => requireScope(req).client.id;

  app.get(
    '/rules/signals',
    {
      schema: {
        tags,
        summary: 'The signals a rule can read, by service, with their CEL types',
        security,
        response: { 200: RuleSignals, ...Errors },
      },
    },
    async () => rules().signals(),
  );

  app.get(
    '/rules/rule-set',
    {
      schema: {
        tags,
        summary: "The team's draft rule set and its live and test versions",
        description:
          'Before the first save the draft is the default: no rules, thresholds 30/60/90.',
        security,
        response: { 200: RuleSetState, ...Errors },
      },
    },
    async (req) => await rules().state(tenant(req)),
  );

  app.put(
    '/rules/rule-set/draft',
    {
      config: audited<{ draft: { body: { rules: unknown[] } } }>({
        action: 'rules.draft_saved',
        detail: (_req, p) => ({ rules: p.draft.body.rules.length }),
      }),
      schema: {
        tags,
        summary: 'Save the draft rule set',
        description:
          'Every expression must parse, type-check against the signals and give a bool; ' +
          'otherwise 400 RULE_INVALID lists each problem with its 1-based line and column, and ' +
          'nothing is saved. Thresholds out of order or a repeated rule id: 400 VALIDATION_ERROR.',
        security,
        body: RuleSetBody,
        response: { 200: RuleSetState, 400: RuleInvalidError, ...Errors },
      },
    },
    async (req) => await rules().saveDraft(tenant(req), requireMember(req).email, req.body),
  );

  app.post(
    '/rules/validate',
    {
      schema: {
        tags,
        summary: "Check one expression (the editor's inline errors)",
        security,
        body: Type.Object({ expression: Type.String({ maxLength: 10_000 }) }),
        response: { 200: RuleValidation, 400: ErrorBody, ...Errors },
      },
    },
    async (req) => rules().validate(req.body.expression),
  );

  app.post(
    '/rules/rule-set/publish',
    {
      config: audited<Published>({
        action: 'rules.published',
        actionOf: (_req, p) => ('request' in p ? 'rules.publish_requested' : 'rules.published'),
        target: (_req, p) => ('request' in p ? `request ${p.request.id}` : `version ${p.version}`),
        detail: (_req, p) => ('request' in p ? { mode: p.request.mode } : { ...p }),
      }),
      schema: {
        tags,
        summary: 'Publish the draft as a new version of the mode',
        description:
          'A `live` version decides for live keys, a `test` version for test keys only. ' +
          'Versions are numbered 1, 2, … per team. With four-eyes on (`PUT /cases/settings`), ' +
          'nothing is published: 202 answers a request holding a snapshot of the draft, which ' +
          'another owner or admin approves; a second pending request of the mode is 409.',
        security,
        body: Type.Object({
          mode: Mode,
          note: Type.Optional(Type.String({ maxLength: 500 })),
        }),
        response: {
          201: RuleVersionSummary,
          202: PublishRequestAnswer,
          400: RuleInvalidError,
          409: ErrorBody,
          ...Errors,
        },
      },
    },
    async (req, reply) => {
      const out = await rules().publish(
        tenant(req),
        requireMember(req).email,
        req.body.mode,
        req.body.note ?? null,
      );
      return 'published' in out
        ? reply.code(201).send(out.published)
        : reply.code(202).send({ request: out.requested });
    },
  );

  app.post(
    '/rules/publish-requests/:id/approve',
    {
      config: audited<Summary>({
        action: 'rules.publish_approved',
        target: (req) => `request ${param(req, 'id')}`,
        detail: (_req, p) => ({ version: p.version, mode: p.mode }),
      }),
      schema: {
        tags,
        summary: "Approve a publish request: its snapshot becomes the mode's new version",
        description:
          'Owner or admin, not the one who asked (403 FOUR_EYES). The snapshot taken at the ' +
          'request is published, whatever the draft became since; the version keeps the ' +
          'requester as author and the approver as `approvedBy`. 409 when no longer pending.',
        security,
        params: RequestId,
        response: {
          201: RuleVersionSummary,
          400: RuleInvalidError,
          404: ErrorBody,
          409: ErrorBody,
          ...Errors,
        },
      },
    },
    async (req, reply) => {
      const v = await rules().approveRequest(tenant(req), requireMember(req).email, req.params.id);
      return reply.code(201).send(v);
    },
  );

  app.post(
    '/rules/publish-requests/:id/reject',
    {
      config: audited<{ request: { mode: string } }>({
        action: 'rules.publish_rejected',
        target: (req) => `request ${param(req, 'id')}`,
        detail: (_req, p) => ({ mode: p.request.mode }),
      }),
      schema: {
        tags,
        summary: 'Reject a publish request (its requester may withdraw it)',
        security,
        params: RequestId,
        response: { 200: PublishRequestAnswer, 404: ErrorBody, 409: ErrorBody, ...Errors },
      },
    },
    async (req) =>
      await rules().rejectRequest(tenant(req), requireMember(req).email, req.params.id),
  );

  app.get(
    '/rules/rule-set/versions',
    {
      schema: {
        tags,
        summary: 'Every published version, newest first, with its rules',
        security,
        response: { 200: RuleVersionList, ...Errors },
      },
    },
    async (req) => await rules().versions(tenant(req)),
  );

  app.post(
    '/rules/rule-set/rollback',
    {
      config: audited<Summary>({
        action: 'rules.rolled_back',
        target: (_req, p) => `version ${p.version}`,
        detail: (req, p) => ({
          version: p.version,
          from: (req.body as { version?: number } | undefined)?.version,
        }),
      }),
      schema: {
        tags,
        summary: "Make an earlier version's rules live again, as a new live version",
        security,
        body: Type.Object({ version: Type.Integer({ minimum: 1 }) }),
        response: { 201: RuleVersionSummary, 404: ErrorBody, 409: ErrorBody, ...Errors },
      },
    },
    async (req, reply) => {
      const v = await rules().rollback(tenant(req), requireMember(req).email, req.body.version);
      return reply.code(201).send(v);
    },
  );

  app.post(
    '/rules/backtest',
    {
      schema: {
        tags,
        summary: "Run the draft over the team's reports of a period",
        description:
          'Compares the draft with the current version of the mode (with none, the stored ' +
          'statuses) on every report of the period, whole UTC days, at most 366. Reads only: no ' +
          'report changes and nothing is charged. A period with more reports than the ' +
          "server's RULES_BACKTEST_SYNC_LIMIT (default 1,000,000) runs on the job queue: 202 " +
          'answers the queued backtest, read with GET /rules/backtests/{id} until it is done.',
        security,
        body: BacktestParams,
        response: { 200: BacktestResult, 202: BacktestJobAnswer, 400: ErrorBody, ...Errors },
      },
    },
    async (req, reply) => {
      const out = await app.services.ruleBacktests.request(
        tenant(req),
        req.member?.email ?? null,
        req.body,
      );
      return 'result' in out ? out.result : reply.code(202).send(out);
    },
  );

  app.get(
    '/rules/backtests/:id',
    {
      schema: {
        tags,
        summary: 'A backtest on the job queue: its status, progress and, once done, its result',
        security,
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: { 200: BacktestJobAnswer, 400: ErrorBody, 404: ErrorBody, ...Errors },
      },
    },
    async (req) => ({
      backtest: await app.services.ruleBacktests.get(tenant(req), req.params.id),
    }),
  );

  app.post(
    '/rules/try',
    {
      schema: {
        tags,
        summary: "The draft's decision on one report of the team (of the current mode)",
        security,
        body: Type.Object({ referenceId: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: RuleTryResult, 404: ErrorBody, ...Errors },
      },
    },
    async (req) => {
      const { client, mode } = requireScope(req);
      return await rules().tryOnReport(client.id, mode, req.body.referenceId);
    },
  );
};

export default routes;
