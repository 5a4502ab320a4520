/**
 * The row schemas of the raw queries of the reports repository (reports.ts), as both drivers
 * return them: `rowsOf` checks every row against them.
 */
import { SERVICE_KEYS } from '@pulse/catalog';
import type { EngineResult } from '@pulse/engines';
import { Type } from 'typebox';
import { DECISIONS } from '../schemas/enums.js';
import { Nullable, Numeric } from './sql.js';

/** A report's outcome, as stored (the engines' statuses). */
const Status = Type.Enum(DECISIONS);

/** A row of the reports list with the filter's total (int8: text from node-postgres). */
export const PageRow = Type.Object(
  {
    id: Type.String(),
    referenceID: Type.String(),
    apiService: Type.Enum(SERVICE_KEYS),
    requestDateTime: Type.String(),
    status: Status,
    total: Numeric,
  },
  { $id: 'report list item' },
);

/** A row of `select 1`. */
export const OneRow = Type.Object({ one: Type.Number() }, { $id: 'one' });

/** A count; null when the counters hold no row. */
export const TotalRow = Type.Object({ n: Nullable(Numeric) }, { $id: 'report total' });

/** What a report delete removed and recorded. */
export const DeletedRow = Type.Object({ n: Numeric, u: Numeric }, { $id: 'report deleted' });

/**
 * A report with its client id. The input and the result are the engines' objects, checked as
 * objects: their fields are the engines' (and older reports keep the fields of their day).
 */
export const ReportDetailRow = Type.Object(
  {
    clientId: Type.String(),
    apiService: Type.Enum(SERVICE_KEYS),
    requestType: Type.Enum(['dashboard', 'api']),
    batchId: Nullable(Type.String()),
    mode: Type.Enum(['live', 'test']),
    status: Status,
    inputRequest: Type.Record(Type.String(), Type.Unknown()),
    referenceID: Type.String(),
    apiKeyUsed: Type.String(),
    requestDateTime: Type.String(),
    result: Type.Unsafe<EngineResult<unknown>>(Type.Object({})),
    /** jsonb: parsed by node-postgres, text on some PGlite paths (the repository parses it). */
    decision: Nullable(Type.Unknown()),
    /** When its personal fields were removed (ADR 0059), ISO text; null while kept. */
    redactedAt: Nullable(Type.String()),
  },
  { $id: 'report' },
);

/** Reports created on one day per dashboard tile (int4 sums, as the callers expect). */
export const DayTilesRow = Type.Object(
  {
    day: Type.String(),
    verified: Numeric,
    declined: Numeric,
    suspicious: Numeric,
    risky: Numeric,
  },
  { $id: 'day tiles' },
);
