/**
 * The AML monitoring routes (docs/api-contract.md "Monitoring", docs/adr/0047-aml-monitoring.md):
 * add subjects (from a report, a body or a batch's rows), list them, stop monitoring one, and the
 * alerts list updates raised. A session or an API key (`app.readAuth`); roles per route in
 * routes/access.ts (members who run lookups add and stop; every member reads). The use cases are
 * in services/monitoring.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { audited, param } from '../../plugins/audit-trail.js';
import { requireCaller, requireScope } from '../../plugins/auth.js';
import { BodyErrors, Deprecated, ErrorBody, withRecordId } from '../schemas.js';
import {
  AddBody,
  AlertPage,
  BatchAnswer,
  Decision,
  SubjectAnswer,
  SubjectPage,
  subjectWithOldNames,
} from './schemas.js';

const security: Array<Record<string, string[]>> = [
  { bearerAuth: [] },
  { licenseKey: [], clientId: [] },
];
const Errors = { 401: ErrorBody, 403: ErrorBody };
const Limit = Type.String({ pattern: '^\\d{1,3}$', description: '1–100, default 20' });
const Cursor = Type.String({ maxLength: 200 });

type AddAnswer = { subject?: { id: string; name: string } } & {
  added?: number;
  alreadyMonitored?: number;
};

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.readAuth);
  const monitoring = () => app.services.monitoring;

  app.post(
    '/monitoring/subjects',
    {
      config: audited<AddAnswer>({
        action: 'monitoring.subject_added',
        target: (_req, payload) => payload.subject?.name ?? null,
        detail: (req, payload) => {
          const body = req.body as Record<string, unknown>;
          return payload.subject
            ? { subjectId: payload.subject.id, ...('reportId' in body ? { from: 'report' } : {}) }
            : {
                batchId: body.batchId,
                added: payload.added,
                alreadyMonitored: payload.alreadyMonitored,
              };
        },
      }),
      schema: {
        tags: ['monitoring'],
        summary: 'Monitor an AML subject: from a report, a person or business, or a batch’s rows',
        description:
          'One of: `{ reportId }` (the subject of an AML person or business report; 400 ' +
          'NOT_AML_REPORT otherwise); `{ kind: "person", name, dateOfBirth?, country?, ' +
          'reference? }` or `{ kind: "business", name, country?, reference? }`; `{ batchId, ' +
          'decisions? }` (the screened rows of an AML batch, all or those decisions; 400 ' +
          'NOT_AML_BATCH otherwise). A subject added is screened once now, as an AML lookup ' +
          '(a report, one call charged in live mode, a case when not VERIFIED). A single ' +
          'subject answers 201 `{ subject }`, or 200 `{ subject }` when it is monitored already ' +
          '(same normalised name and date of birth, no call charged); a batch answers 201 ' +
          '`{ added, alreadyMonitored }`, and 402 NO_CALLS_LEFT, adding none, when the calls ' +
          'left do not cover every subject it would add. After every list update the subjects ' +
          'are re-screened at no charge against what changed.',
        security,
        body: AddBody,
        response: {
          200: SubjectAnswer,
          201: Type.Union([SubjectAnswer, BatchAnswer]),
          402: ErrorBody,
          404: ErrorBody,
          ...BodyErrors,
          ...Errors,
        },
      },
    },
    async (req, reply) => {
      const caller = requireCaller(req);
      const body = req.body;
      if ('batchId' in body) {
        const out = await monitoring().addFromBatch(
          caller,
          body.batchId,
          body.decisions ?? body.outcomes,
        );
        return reply.code(201).send(out);
      }
      const { subject, created } =
        'reportId' in body
          ? await monitoring().addFromReport(caller, body.reportId)
          : await monitoring().addSubject(caller, body);
      return reply.code(created ? 201 : 200).send({ subject: subjectWithOldNames(subject) });
    },
  );

  app.get(
    '/monitoring/subjects',
    {
      schema: {
        tags: ['monitoring'],
        summary: 'The monitored subjects of the tenant (of its mode), newest first',
        description:
          '`q` finds a name or reference (part of it, any case); `decision` the subjects whose ' +
          'current matches decide that decision. `lastScreenedAt` is the first screen or the ' +
          'last re-screen after a list update.',
        security,
        querystring: Type.Object({
          q: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
          decision: Type.Optional(Decision),
          outcome: Type.Optional(Deprecated(Decision, 'decision')),
          limit: Type.Optional(Limit),
          cursor: Type.Optional(Cursor),
        }),
        response: { 200: SubjectPage, 400: ErrorBody, ...Errors },
      },
    },
    async (req) => {
      const { client, mode } = requireScope(req);
      const q = req.query;
      const decision = q.decision ?? q.outcome;
      const page = await monitoring().list(
        client.id,
        mode,
        { ...(q.q ? { q: q.q } : {}), ...(decision ? { decision } : {}) },
        q.limit === undefined ? 20 : Number(q.limit),
        q.cursor,
      );
      return { ...page, items: page.items.map(subjectWithOldNames) };
    },
  );

  app.delete(
    '/monitoring/subjects/:id',
    {
      config: audited({
        action: 'monitoring.subject_removed',
        target: (req) => param(req, 'id'),
      }),
      schema: {
        tags: ['monitoring'],
        summary: 'Stop monitoring a subject (its alerts go with it; its cases stay)',
        security,
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: {
          204: Type.Null({ description: 'Stopped' }),
          400: ErrorBody,
          404: ErrorBody,
          ...Errors,
        },
      },
    },
    async (req, reply) => {
      const { client, mode } = requireScope(req);
      await monitoring().stop(client.id, mode, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/monitoring/alerts',
    {
      schema: {
        tags: ['monitoring'],
        summary: 'The monitoring alerts of the tenant (of its mode), newest first',
        description:
          'One alert per monitored subject and list entry a list update changed: `new_match` ' +
          '(an added or changed entry now matches), `changed_match` (a matched entry changed), ' +
          '`match_ended` (a matched entry was removed, or changed and no longer matches). New ' +
          'and changed matches carry the case opened, or the false-positive case reopened.',
        security,
        querystring: Type.Object({
          subjectId: Type.Optional(Type.String({ format: 'uuid' })),
          limit: Type.Optional(Limit),
          cursor: Type.Optional(Cursor),
        }),
        response: { 200: AlertPage, 400: ErrorBody, 404: ErrorBody, ...Errors },
      },
    },
    async (req) => {
      const { client, mode } = requireScope(req);
      const q = req.query;
      const page = await monitoring().alerts(
        client.id,
        mode,
        q.subjectId,
        q.limit === undefined ? 20 : Number(q.limit),
        q.cursor,
      );
      return { ...page, items: page.items.map(withRecordId) };
    },
  );
};

export default routes;
