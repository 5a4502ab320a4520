/**
 * Wire shapes of the batch routes (docs/api-contract.md "Batches"), in the shape the service
 * answers (services/batches/service.ts).
 */
import { Type } from 'typebox';
import { BATCH_STATES } from '../../schemas/enums.js';
import { Deprecated, LiteralUnion, ServiceKey } from '../schemas.js';

const DateTime = Type.String({ format: 'date-time' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Union([t, Type.Null()]);

export const BatchState = LiteralUnion(BATCH_STATES, {
  description:
    '`uploading` (the file is being stored; `rowCount` counts the rows stored so far), `interrupted` (the upload stopped before the end of the file; `rowCount` rows were stored; it never starts: upload the file again), `preview` (uploaded, nothing charged), `queued`, `running`, `paused` (see `pauseReason`), `cancelled`, `done`, `failed`',
});

export const PauseReason = Type.Union([Type.Literal('NO_CALLS_LEFT')], {
  description:
    'Why a batch is paused: `NO_CALLS_LEFT`, the calls of its service ran out (a top-up resumes it). The only reason: members cannot pause a batch.',
});

/** Column index → field (null: the column is ignored). */
export const Mapping = Type.Array(Nullable(Type.String({ maxLength: 64 })), {
  maxItems: 1000,
  description: 'For each column of the header, the field it feeds, or null',
});

export const Batch = Type.Object({
  id: Type.String({ format: 'uuid' }),
  service: ServiceKey,
  mode: Type.String({ description: '`live` or `test`' }),
  state: BatchState,
  pauseReason: Nullable(PauseReason),
  fileName: Type.String(),
  format: Type.String({ description: '`csv` or `ndjson`' }),
  rowCount: Type.Integer({
    description: 'Rows of the file; while `uploading` or once `interrupted`, the rows stored',
  }),
  rowsDone: Type.Integer({ description: 'Rows screened, any outcome (ERROR included)' }),
  rowsFailed: Type.Integer({ description: 'Rows that ended in ERROR (not charged)' }),
  rowsLeft: Type.Integer(),
  rowsPerSecond: Nullable(Type.Number({ description: 'Rows per second since the start' })),
  etaSeconds: Nullable(Type.Integer({ description: 'Seconds left at that rate, while active' })),
  createdBy: Nullable(Type.Object({ id: Type.String(), name: Type.String() })),
  createdAt: DateTime,
  startedAt: Nullable(DateTime),
  finishedAt: Nullable(DateTime),
});

export const Preview = Type.Object({
  header: Type.Array(Type.String()),
  fields: Type.Array(Type.String(), { description: "The service's fields, in template order" }),
  required: Type.Union([
    Type.Object({ all: Type.Array(Type.String()) }),
    Type.Object({ any: Type.Array(Type.String()) }),
  ]),
  mapping: Mapping,
  suggestedMapping: Mapping,
  rows: Type.Array(
    Type.Object({
      rowNo: Type.Integer(),
      line: Type.Integer(),
      cells: Type.Array(Type.String()),
      errors: Type.Array(Type.String(), { description: "The single lookup's messages" }),
    }),
    { description: 'The first 20 rows, checked with `mapping`' },
  ),
  rowCount: Type.Integer(),
  rowsToScreen: Type.Integer({
    minimum: 0,
    description: "Rows the single lookup's rules accept with `mapping`: screened and charged",
  }),
  rowsRefused: Type.Integer({
    minimum: 0,
    description: 'Rows those rules refuse: reported as ERROR with their message, never charged',
  }),
  cost: Type.Integer({
    description:
      'Calls the batch consumes at most: one per row to screen (a row whose lookup errors is not charged either); 0 in test mode',
  }),
  callsLeft: Nullable(
    Type.Integer({ description: 'Calls left of the service; null in test mode' }),
  ),
});

const count = Type.Integer({ minimum: 0 });
const DecisionCounts = Type.Object(
  { VERIFIED: count, SUSPICIOUS: count, RISKY: count, DECLINED: count, ERROR: count },
  { description: 'Rows screened per decision' },
);

export const BatchDetail = Type.Intersect([
  Batch,
  Type.Object({
    preview: Nullable(Preview),
    decisions: DecisionCounts,
    outcomes: Deprecated(DecisionCounts, 'decisions'),
    errorRows: Type.Array(
      Type.Object({
        rowNo: Type.Integer(),
        line: Type.Integer(),
        error: Type.String(),
        referenceId: Nullable(Type.String()),
      }),
      { description: 'The first 100 rows that ended in ERROR' },
    ),
  }),
]);

export const BatchPage = Type.Object({
  items: Type.Array(Batch),
  nextCursor: Nullable(Type.String()),
});

export const BatchParams = Type.Object({ id: Type.String({ maxLength: 64 }) });

/** A batch's detail as answered: its deprecated `outcomes` beside `decisions`, until @pulse/api 2.0. */
export function withOldNames<D extends { decisions: object }>(
  detail: D,
): D & { outcomes: D['decisions'] } {
  return { ...detail, outcomes: detail.decisions };
}
