/**
 * The row schemas of the raw queries of the cases repository (cases.ts), as both drivers return
 * them: `rowsOf` checks every row against them.
 */
import { Type } from 'typebox';
import { REVIEW_STATES } from '../db/schema/index.js';
import { Json, Nullable } from './sql.js';

/** A row of CASE_COLUMNS as both drivers return it. */
export const CaseRow = Type.Object(
  {
    id: Type.String(),
    mode: Type.String(),
    reviewState: Type.Enum(REVIEW_STATES),
    proposedDisposition: Nullable(Type.Enum(REVIEW_STATES)),
    proposedBy: Nullable(Type.String()),
    origin: Type.String(),
    service: Type.String(),
    subjectKind: Type.String(),
    subject: Json(Type.Record(Type.String(), Type.Unknown())),
    subjectKey: Type.String(),
    reportId: Type.String(),
    reportDateTime: Type.String(),
    batchId: Nullable(Type.String()),
    decision: Type.String(),
    matches: Json(Type.Array(Type.Unknown())),
    rules: Json(Type.Array(Type.Unknown())),
    assigneeId: Nullable(Type.String()),
    createdAt: Type.String(),
    updatedAt: Type.String(),
  },
  { $id: 'case' },
);

/** The cases `insertCases` opened. */
export const Opened = Type.Object(
  { id: Type.String(), reportId: Type.String(), subjectKey: Type.String() },
  { $id: 'opened case' },
);
/** A review state's counter. */
export const StateCount = Type.Object(
  { reviewState: Type.String(), n: Type.Number() },
  { $id: 'case state count' },
);
/** A case history row with its actor's name. */
export const CaseEvent = Type.Object(
  {
    id: Type.String(),
    actorId: Nullable(Type.String()),
    actorName: Nullable(Type.String()),
    at: Type.String(),
    action: Type.String(),
    from: Nullable(Type.String()),
    to: Nullable(Type.String()),
    note: Nullable(Type.String()),
  },
  { $id: 'case event' },
);
/** A remembered false positive of a subject. */
export const Remembered = Type.Object(
  { entryId: Type.String(), fingerprint: Type.String(), caseId: Nullable(Type.String()) },
  { $id: 'false positive' },
);
/** A tenant's four-eyes setting. */
export const FourEyes = Type.Object({ fourEyes: Type.Boolean() }, { $id: 'four eyes' });
