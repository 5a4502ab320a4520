/**
 * The row schemas of the raw queries of AML monitoring (monitoring.ts, monitoring-rescreen.ts),
 * as both drivers return them: `rowsOf` checks every row against them.
 */
import { Type } from 'typebox';
import { ALERT_KINDS, DECISIONS, MONITOR_ORIGINS } from '../schemas/enums.js';
import { Numeric, Nullable } from './sql.js';

const Kind = Type.Enum(['person', 'business']);

/** A row of SUBJECT_COLUMNS; `matchCount` is brought to a number by the caller. */
export const SubjectRow = Type.Object(
  {
    id: Type.String(),
    kind: Kind,
    name: Type.String(),
    dateOfBirth: Nullable(Type.String()),
    country: Nullable(Type.String()),
    reference: Nullable(Type.String()),
    origin: Type.Enum(MONITOR_ORIGINS),
    decision: Type.Enum(DECISIONS),
    matchCount: Numeric,
    lastScreenedAt: Type.String(),
    createdAt: Type.String(),
  },
  { $id: 'monitored subject' },
);

/** A row of ALERT_COLUMNS; `listVersion` is brought to a number by the caller. */
export const AlertRow = Type.Object(
  {
    id: Type.String(),
    subjectId: Type.String(),
    subjectName: Type.String(),
    kind: Type.Enum(ALERT_KINDS),
    entryId: Type.String(),
    entryName: Type.String(),
    source: Type.String(),
    listVersion: Numeric,
    updateId: Type.String(),
    caseId: Nullable(Type.String()),
    createdAt: Type.String(),
  },
  { $id: 'monitoring alert' },
);

/** A written alert with its tenant and mode (the re-screen's notices). */
export const WrittenAlertRow = Type.Object(
  { ...AlertRow.properties, tenantId: Type.String(), mode: Type.String() },
  { $id: 'written monitoring alert' },
);

/** A subject key. */
export const KeyRow = Type.Object({ k: Type.String() }, { $id: 'subject key' });

/** A subject just added: its id, key, tenant and mode. */
export const AddedRow = Type.Object(
  { id: Type.String(), k: Type.String(), t: Type.String(), m: Type.String() },
  { $id: 'added subject' },
);

/** A count. */
export const CountRow = Type.Object({ n: Numeric }, { $id: 'count' });

/** The cells of a batch row. */
export const CellsRow = Type.Object({ cells: Type.Array(Type.String()) }, { $id: 'batch cells' });

/** An owner's or admin's address and name. */
export const RecipientRow = Type.Object(
  { email: Type.String(), fullName: Type.String() },
  { $id: 'recipient' },
);

/**
 * A subject as the re-screen reads it; `reportDateTime` is timestamptz text (both drivers leave
 * timestamps unparsed under Drizzle).
 */
export const SubjectToScreenRow = Type.Object(
  {
    id: Type.String(),
    tenantId: Type.String(),
    mode: Type.String(),
    kind: Kind,
    name: Type.String(),
    dateOfBirth: Nullable(Type.String()),
    subjectKey: Type.String(),
    reportId: Type.String(),
    reportDateTime: Type.String(),
  },
  { $id: 'subject to screen' },
);

/** A stored match of a subject; `score` (real) is brought to a number by the caller. */
export const StoredMatchRow = Type.Object(
  {
    subjectId: Type.String(),
    entryId: Type.String(),
    fingerprint: Type.String(),
    score: Numeric,
    decision: Type.String(),
  },
  { $id: 'stored match' },
);

/** A stored match with the entry's name as its last alert showed it. */
export const WatchlistMatchRow = Type.Object(
  { ...StoredMatchRow.properties, entryName: Nullable(Type.String()) },
  { $id: 'stored watchlist match' },
);
