/** The shapes of the case-review routes. */
import { Type } from 'typebox';
import { CASE_STATUSES } from '../../schemas/enums.js';
import { LiteralUnion } from '../schemas.js';

export const CaseStatus = LiteralUnion(CASE_STATUSES, {
  description: 'open | in_review | true_match | false_positive | escalated',
});

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Union([t, Type.Null()]);

export const Candidate = Type.Object({
  recordId: Type.String({ description: 'The list record id, `<source>:<sourceId>`' }),
  name: Type.String(),
  source: Type.String({ description: 'The list source key (ofac-sdn, un, opensanctions, ...)' }),
  sourceLabel: Type.String({ description: 'The list as results name it' }),
  listVersion: Nullable(Type.String({ description: 'The list version when screened' })),
  sourceType: Type.String({ description: 'sanction | pep | other' }),
  score: Type.Number({ minimum: 0, maximum: 1 }),
  matchedName: Type.String({ description: 'The listed name or alias that matched' }),
  matchedFields: Type.Array(Type.String(), {
    description: 'name or alias, and dob, gender when they agreed',
  }),
  fingerprint: Nullable(
    Type.String({ description: "sha-256 of the entry's name, aliases, dates of birth, programs" }),
  ),
});

export const Case = Type.Object({
  id: Type.String({ format: 'uuid' }),
  mode: Type.String({ description: 'live | test' }),
  status: CaseStatus,
  proposedStatus: Nullable(CaseStatus),
  proposedBy: Nullable(Type.String({ format: 'uuid' })),
  origin: Type.String({ description: 'lookup | batch' }),
  service: Type.String({ description: 'amlPerson | amlBusiness | fraudEngine' }),
  subjectKind: Type.String({ description: 'person | business' }),
  subject: Type.Record(Type.String(), Type.String(), {
    description: 'The subject as screened: name, and dob, gender, country when given',
  }),
  subjectKey: Type.String({ description: 'The normalised subject (false-positive memory)' }),
  reportId: Type.String({ description: "The report's referenceID" }),
  reportDateTime: Type.String({ format: 'date-time' }),
  batchId: Nullable(Type.String({ format: 'uuid' })),
  decision: Type.String({ description: 'The AML decision: SUSPICIOUS | RISKY | DECLINED' }),
  candidates: Type.Array(Candidate),
  assigneeId: Nullable(Type.String({ format: 'uuid' })),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const CaseEvent = Type.Object({
  id: Type.String({ format: 'uuid' }),
  actorId: Nullable(Type.String({ format: 'uuid' })),
  actorName: Nullable(Type.String()),
  at: Type.String({ format: 'date-time' }),
  action: Type.String({ description: 'opened | status | proposed | assigned | note' }),
  from: Nullable(Type.String()),
  to: Nullable(Type.String()),
  note: Nullable(Type.String()),
});

export const CaseDetail = Type.Intersect([
  Case,
  Type.Object({ history: Type.Array(CaseEvent, { description: 'Oldest first' }) }),
]);

export const CasePage = Type.Object({
  items: Type.Array(Case),
  counts: Type.Object(
    Object.fromEntries(CASE_STATUSES.map((s) => [s, Type.Integer({ minimum: 0 })])) as Record<
      (typeof CASE_STATUSES)[number],
      ReturnType<typeof Type.Integer>
    >,
    { description: 'Cases per status of the whole queue (of this mode), filters aside' },
  ),
  nextCursor: Nullable(Type.String()),
});

export const CaseSettings = Type.Object({
  fourEyes: Type.Boolean({
    description: 'Closing a case as true_match needs a second, different reviewer',
  }),
});
