/** The shapes of the case-review routes. */
import { Type } from 'typebox';
import { REVIEW_STATES } from '../../schemas/enums.js';
import { Deprecated, LiteralUnion, withRecordId } from '../schemas.js';

export const ReviewState = LiteralUnion(REVIEW_STATES, {
  description: 'open | in_review | true_match | false_positive | escalated',
});

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Union([t, Type.Null()]);

export const Match = Type.Object({
  entryId: Type.String({ description: 'The list entry, `<source>:<sourceId>`' }),
  recordId: Deprecated(Type.String(), 'entryId'),
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
  reviewState: ReviewState,
  status: Deprecated(ReviewState, 'reviewState'),
  proposedDisposition: Nullable(ReviewState),
  proposedStatus: Deprecated(Nullable(ReviewState), 'proposedDisposition'),
  proposedBy: Nullable(Type.String({ format: 'uuid' })),
  origin: Type.String({
    description:
      'lookup | batch | monitoring | rules (opened by decision rules: a report without an AML case)',
  }),
  service: Type.String({
    description: 'amlPerson | amlBusiness | fraudEngine; any service for origin rules',
  }),
  subjectKind: Type.String({ description: 'person | business' }),
  subject: Type.Record(Type.String(), Type.String(), {
    description:
      'The subject as screened: name, and dob, gender, country when given; for origin rules, ' +
      "the request's personal fields (name, company, dob, gender, email, phone, address, country, ip)",
  }),
  subjectKey: Type.String({ description: 'The normalised subject (false-positive memory)' }),
  reportId: Type.String({ description: "The report's referenceID" }),
  reportDateTime: Type.String({ format: 'date-time' }),
  batchId: Nullable(Type.String({ format: 'uuid' })),
  decision: Type.String({
    description:
      "The AML decision: SUSPICIOUS | RISKY | DECLINED; for origin rules, the rules' outcome",
  }),
  matches: Type.Array(Match),
  rules: Type.Array(Type.Object({ ruleId: Type.String(), name: Type.String() }), {
    description:
      'The fired decision rules that asked for this case (openCase) in a SUSPICIOUS or RISKY ' +
      'decision of its report; [] when none did',
  }),
  candidates: Deprecated(Type.Array(Match), 'matches'),
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
    Object.fromEntries(REVIEW_STATES.map((s) => [s, Type.Integer({ minimum: 0 })])) as Record<
      (typeof REVIEW_STATES)[number],
      ReturnType<typeof Type.Integer>
    >,
    { description: 'Cases per review state of the whole queue (of this mode), filters aside' },
  ),
  nextCursor: Nullable(Type.String()),
});

export const CaseSettings = Type.Object({
  fourEyes: Type.Boolean({
    description: 'Closing a case as true_match needs a second, different reviewer',
  }),
});

type CaseView<M> = {
  reviewState: string;
  proposedDisposition: string | null;
  matches: M[];
};

/**
 * A case as answered: with its deprecated names beside the new ones (`status`, `proposedStatus`,
 * `candidates`, and each match's `recordId`), until @pulse/api 2.0 (docs/api-contract.md).
 */
export function withOldNames<M extends { entryId: string }, C extends CaseView<M>>(
  c: C & CaseView<M>,
): Omit<C, 'matches'> & {
  status: C['reviewState'];
  proposedStatus: C['proposedDisposition'];
  matches: Array<M & { recordId: string }>;
  candidates: Array<M & { recordId: string }>;
} {
  const matches = c.matches.map(withRecordId);
  return {
    ...c,
    status: c.reviewState,
    proposedStatus: c.proposedDisposition,
    matches,
    candidates: matches,
  };
}
