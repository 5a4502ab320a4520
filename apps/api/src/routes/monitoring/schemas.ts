/** The shapes of the monitoring routes. */
import { Type } from 'typebox';
import { ALERT_KINDS, MONITOR_ORIGINS, DECISIONS } from '../../schemas/enums.js';
import { ROW_DECISIONS } from '../../services/monitoring/service.js';
import { Deprecated, LiteralUnion } from '../schemas.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Union([t, Type.Null()]);

export const Decision = LiteralUnion(DECISIONS, {
  description: 'The AML decision of the current matches: VERIFIED | SUSPICIOUS | RISKY | DECLINED',
});

const RowDecisions = Type.Array(LiteralUnion(ROW_DECISIONS), {
  minItems: 1,
  maxItems: 4,
  uniqueItems: true,
  description: 'Only the rows of these decisions (default: every screened row)',
});

const Name = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const Country = Type.String({
  pattern: '^[A-Za-z]{2}$',
  description: 'ISO 3166-1 alpha-2 code',
});
const Reference = Type.String({
  minLength: 1,
  maxLength: 200,
  description: "The customer's own reference of the subject",
});

export const AddBody = Type.Union([
  Type.Object(
    {
      reportId: Type.String({
        minLength: 1,
        maxLength: 64,
        description: "An AML person or business report's referenceID",
      }),
    },
    { additionalProperties: false, title: 'From a report' },
  ),
  Type.Object(
    {
      kind: Type.Literal('person'),
      name: Name,
      dateOfBirth: Type.Optional(
        Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' }),
      ),
      country: Type.Optional(Country),
      reference: Type.Optional(Reference),
    },
    { additionalProperties: false, title: 'A person' },
  ),
  Type.Object(
    {
      kind: Type.Literal('business'),
      name: Name,
      country: Type.Optional(Country),
      reference: Type.Optional(Reference),
    },
    { additionalProperties: false, title: 'A business' },
  ),
  Type.Object(
    {
      batchId: Type.String({ format: 'uuid' }),
      decisions: Type.Optional(RowDecisions),
      outcomes: Type.Optional(Deprecated(RowDecisions, 'decisions')),
    },
    { additionalProperties: false, title: "A batch's rows" },
  ),
]);

export const Subject = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: LiteralUnion(['person', 'business'] as const),
  name: Type.String(),
  dateOfBirth: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
  country: Nullable(Type.String()),
  reference: Nullable(Type.String()),
  origin: LiteralUnion(MONITOR_ORIGINS, { description: 'report | batch | api' }),
  decision: Decision,
  outcome: Deprecated(Decision, 'decision'),
  matchCount: Type.Integer({ minimum: 0, description: 'Current list entries matched' }),
  lastScreenedAt: Type.String({ format: 'date-time' }),
  createdAt: Type.String({ format: 'date-time' }),
});

/** A subject as answered: its deprecated `outcome` beside `decision`, until @pulse/api 2.0. */
export function subjectWithOldNames<S extends { decision: string }>(
  subject: S,
): S & { outcome: S['decision'] } {
  return { ...subject, outcome: subject.decision };
}

export const SubjectAnswer = Type.Object({ subject: Subject });

export const BatchAnswer = Type.Object({
  added: Type.Integer({ minimum: 0, description: 'Subjects added (each screened once now)' }),
  alreadyMonitored: Type.Integer({
    minimum: 0,
    description: 'Subjects of the rows that were monitored already',
  }),
});

export const SubjectPage = Type.Object({
  items: Type.Array(Subject),
  nextCursor: Nullable(Type.String()),
  total: Type.Integer({ minimum: 0, description: 'Subjects matching the filters' }),
});

export const Alert = Type.Object({
  id: Type.String({ format: 'uuid' }),
  subjectId: Type.String({ format: 'uuid' }),
  subjectName: Type.String(),
  kind: LiteralUnion(ALERT_KINDS, { description: 'new_match | changed_match | match_ended' }),
  entryId: Type.String({ description: 'The list entry, `<source>:<sourceId>`' }),
  recordId: Deprecated(Type.String(), 'entryId'),
  entryName: Type.String(),
  source: Type.String({ description: 'The list source key' }),
  listVersion: Type.Integer({ description: 'The list version the update brought' }),
  updateId: Type.String({ format: 'uuid', description: 'The list update (List updates)' }),
  caseId: Nullable(Type.String({ format: 'uuid', description: 'The case opened or reopened' })),
  createdAt: Type.String({ format: 'date-time' }),
});

export const AlertPage = Type.Object({
  items: Type.Array(Alert),
  nextCursor: Nullable(Type.String()),
});
