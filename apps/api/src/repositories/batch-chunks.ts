/**
 * The screening side of batches (docs/adr/0043-batch-screening-data.md): the pending rows of a
 * chunk, and the write of a chunk's outcomes in ONE transaction: the calls it consumes
 * (`pulse_meter_batch`, free first, then paid), its reports and their outcome counters, its rows'
 * outcomes, the AML cases they open and the batch's progress. Statements are per chunk, never per
 * row.
 *
 * Exactly once: the transaction locks the chunk's pending rows first (`FOR UPDATE`), and a row is
 * written only while its status is still null, so a chunk worked twice (a worker killed after its
 * commit, a job retried, two workers on one job) finds its rows done and writes, charges and
 * reports nothing again. Chunks of one batch write their reports in parallel; they meet only on the
 * shared rows (usage, balance, counters, the batch), taken late and in one order. The batch row is
 * updated last and only while the batch runs: a chunk that meets a cancel rolls back whole.
 */
import { and, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Db } from '../db/index.js';
import { BATCH_STATES, batches, type BatchRow, type BatchState } from '../db/schema/index.js';
import { decisionJson, type NewReport } from './metering.js';
import type { CaseDraft } from './cases.js';
import { insertCases } from './cases.js';
import { Nullable, Numeric, rowsOf } from './sql.js';
import { runTransaction, txDb } from './transaction.js';

/** A row of a chunk waiting to be screened. */
export interface PendingRow {
  rowNo: number;
  line: number;
  cells: string[];
}

/** The outcome of one row, as the chunk writes it. */
export interface RowOutcome {
  rowNo: number;
  /** VERIFIED, SUSPICIOUS, RISKY, DECLINED or ERROR. */
  status: string;
  /** Why an ERROR row failed; null otherwise. */
  error: string | null;
  /** The report to write; null for a row the lookup's input rules refused (no report, as a 400). */
  report: NewReport | null;
  /** Whether the row consumes a call (live, not ERROR, every part ran). */
  charge: boolean;
  /** The AML cases its report opens; written with the report. */
  cases?: CaseDraft[];
}

/** What one chunk write did. */
export interface ChunkWrite {
  /** The batch's state after the write; null when the batch is gone. */
  state: BatchState | null;
  /** Rows written by this call (0 when the batch was not running or the rows were done). */
  written: number;
  /** The row numbers this call wrote (a row written by an earlier attempt is not among them). */
  rows: number[];
  /** Rows left pending because the calls ran out (the batch is then `paused`). */
  unpaid: number;
  /** Calls consumed, the calls left before them, and the balance-warning threshold of the service. */
  charged: { calls: number; callsBefore: number; warnThreshold: number | null };
}

const month = (d: Date) => d.toISOString().slice(0, 7);
const day = (d: Date) => d.toISOString().slice(0, 10);
const PendingRowSchema = Type.Object(
  { rowNo: Type.Number(), line: Type.Number(), cells: Type.Array(Type.String()) },
  { $id: 'pending batch row' },
);
const RowNo = Type.Object({ rowNo: Type.Number() }, { $id: 'batch row number' });
/** What `pulse_meter_batch` granted (brought to numbers below, whatever the driver returns). */
const Granted = Type.Object(
  { free: Numeric, paid: Numeric, before: Numeric, warnThreshold: Nullable(Numeric) },
  { $id: 'batch calls granted' },
);
const StateRow = Type.Object({ state: Type.Enum(BATCH_STATES) }, { $id: 'batch state' });

const OUTCOME_COLUMNS = {
  VERIFIED: 'rows_verified',
  SUSPICIOUS: 'rows_suspicious',
  RISKY: 'rows_risky',
  DECLINED: 'rows_declined',
} as const;

export class BatchChunksRepository {
  constructor(private readonly db: Db) {}

  /** The rows `from`..`to` (row numbers, inclusive) of a batch that are not screened yet, in order. */
  pending(batchId: string, from: number, to: number): Promise<PendingRow[]> {
    return rowsOf(
      this.db,
      sql`select row_no as "rowNo", line, cells from batch_rows
          where batch_id = ${batchId}::uuid and row_no between ${from} and ${to} and status is null
          order by row_no`,
      PendingRowSchema,
    );
  }

  /**
   * Writes a chunk's outcomes (rules in the module comment). The calls are granted in row order;
   * chargeable rows past the last granted call stay pending and the batch moves to `paused`.
   * @param at the time of the chunk's reports (one UTC month per chunk)
   */
  async write(
    batch: Pick<BatchRow, 'id' | 'tenantId' | 'service' | 'mode'>,
    outcomes: readonly RowOutcome[],
    at: Date,
  ): Promise<ChunkWrite> {
    const none = { calls: 0, callsBefore: 0, warnThreshold: null };
    try {
      return await runTransaction(this.db, (handle) =>
        this.writeIn(txDb(handle), batch, outcomes, at),
      );
    } catch (err) {
      if (!(err instanceof NotRunning)) throw err;
      return { state: err.state, written: 0, rows: [], unpaid: 0, charged: none };
    }
  }

  private async writeIn(
    tx: Db,
    batch: Pick<BatchRow, 'id' | 'tenantId' | 'service' | 'mode'>,
    outcomes: readonly RowOutcome[],
    at: Date,
  ): Promise<ChunkWrite> {
    const none = { calls: 0, callsBefore: 0, warnThreshold: null };
    const [seen] = await tx
      .select({ state: batches.state })
      .from(batches)
      .where(and(eq(batches.id, batch.id), eq(batches.tenantId, batch.tenantId)));
    if (!seen) return { state: null, written: 0, rows: [], unpaid: 0, charged: none };
    if (seen.state !== 'queued' && seen.state !== 'running')
      return { state: seen.state, written: 0, rows: [], unpaid: 0, charged: none };

    // The chunk's pending rows, locked: a duplicate of this chunk waits here, then finds them done.
    // The range bounds the index scan to the chunk: with `= any(array)` alone, and the table not
    // yet analysed after its upload, PostgreSQL scanned every row of the batch (0.6 s a chunk at
    // 1,000,000 rows, so a batch's time grew with the square of its size).
    const { lo, hi } = rowRange(outcomes);
    const open = new Set(
      (
        await rowsOf(
          tx,
          sql`select row_no as "rowNo" from batch_rows
              where batch_id = ${batch.id}::uuid and status is null
                and row_no between ${lo} and ${hi}
                and row_no = any(${sql.param(outcomes.map((o) => o.rowNo))}::int[])
              order by row_no
              for update`,
          RowNo,
        )
      ).map((r) => Number(r.rowNo)),
    );
    const todo = outcomes.filter((o) => open.has(o.rowNo));
    const live = batch.mode === 'live';
    // Reports first (no shared row is locked by an insert), then the shared rows in the order the
    // single lookups take them (usage, balance, outcome counters), then the batch row last: each
    // lock is held only from where it is taken to the commit, and no two orders can deadlock.
    await this.insertReports(
      tx,
      batch,
      todo.flatMap((o) => (o.report ? [o.report] : [])),
      at,
    );
    const chargeable = todo.filter((o) => o.charge);
    let charged: ChunkWrite['charged'] = none;
    if (live && chargeable.length > 0) {
      const [g] = await rowsOf(
        tx,
        sql`select free_granted as free, paid_granted as paid, calls_before as before,
                   warn_threshold as "warnThreshold"
            from pulse_meter_batch(${batch.tenantId}::uuid, ${batch.service}, ${month(at)}, ${chargeable.length}::int)`,
        Granted,
      );
      charged = {
        calls: g ? Number(g.free) + Number(g.paid) : 0,
        callsBefore: g ? Number(g.before) : 0,
        warnThreshold: g?.warnThreshold == null ? null : Number(g.warnThreshold),
      };
    }
    // The first `charged.calls` chargeable rows are paid for; the others wait, without a report.
    const unpaidRows = live ? chargeable.slice(charged.calls) : [];
    if (unpaidRows.length > 0)
      await tx.execute(sql`
        delete from reports
        where reference_id = any(${sql.param(unpaidRows.map((o) => o.report?.referenceId ?? ''))}::text[])
          and request_date_time = ${at.toISOString()}::timestamptz`);
    const unpaid = new Set(unpaidRows);
    const written = todo.filter((o) => !unpaid.has(o));
    const reports = written.flatMap((o) => (o.report ? [o.report] : []));
    // The chunk's AML cases, one statement for all its rows, in its transaction.
    await insertCases(
      tx,
      written.flatMap((o) => (o.report ? (o.cases ?? []) : [])),
    );
    if (reports.length > 0)
      await tx.execute(sql`
        insert into report_outcome_counts as c (tenant_id, month, day, service, status, mode, created, deleted)
        select ${batch.tenantId}::uuid, ${month(at)}, ${day(at)}::date, ${batch.service}, status,
               ${batch.mode}, count(*)::int, 0
        from unnest(${sql.param(reports.map((r) => r.status))}::text[]) as s(status)
        group by status order by status
        on conflict (tenant_id, month, day, service, status, mode)
          do update set created = c.created + excluded.created`);
    if (written.length > 0)
      await tx.execute(sql`
        update batch_rows r
        set status = u.status, reference_id = u.reference_id, error = u.error,
            request_date_time = ${at.toISOString()}::timestamptz
        from unnest(
          ${sql.param(written.map((o) => o.rowNo))}::int[],
          ${sql.param(written.map((o) => o.status))}::text[],
          ${sql.param(written.map((o) => o.report?.referenceId ?? null))}::text[],
          ${sql.param(written.map((o) => o.error))}::text[]
        ) as u(row_no, status, reference_id, error)
        where r.batch_id = ${batch.id}::uuid and r.row_no between ${lo} and ${hi}
          and r.row_no = u.row_no`);

    const count = (status: string) => written.filter((o) => o.status === status).length;
    const next: BatchState = unpaid.size > 0 ? 'paused' : 'running';
    // The batch row last, and only while it still runs: a cancel (or pause) that committed since
    // the first read makes this chunk write nothing (the transaction is rolled back).
    const [after] = await rowsOf(
      tx,
      sql`update batches set
            state = ${next},
            pause_reason = ${next === 'paused' ? 'NO_CALLS_LEFT' : null}::text,
            started_at = coalesce(started_at, ${at.toISOString()}::timestamptz),
            rows_done = rows_done + ${written.length},
            rows_failed = rows_failed + ${count('ERROR')},
            ${sql.raw(OUTCOME_COLUMNS.VERIFIED)} = ${sql.raw(OUTCOME_COLUMNS.VERIFIED)} + ${count('VERIFIED')},
            ${sql.raw(OUTCOME_COLUMNS.SUSPICIOUS)} = ${sql.raw(OUTCOME_COLUMNS.SUSPICIOUS)} + ${count('SUSPICIOUS')},
            ${sql.raw(OUTCOME_COLUMNS.RISKY)} = ${sql.raw(OUTCOME_COLUMNS.RISKY)} + ${count('RISKY')},
            ${sql.raw(OUTCOME_COLUMNS.DECLINED)} = ${sql.raw(OUTCOME_COLUMNS.DECLINED)} + ${count('DECLINED')}
          where id = ${batch.id}::uuid and state in ('queued', 'running')
          returning state`,
      StateRow,
    );
    if (!after) {
      const [now] = await tx
        .select({ state: batches.state })
        .from(batches)
        .where(eq(batches.id, batch.id));
      throw new NotRunning(now?.state ?? null);
    }
    return {
      state: after.state,
      written: written.length,
      rows: written.map((o) => o.rowNo),
      unpaid: unpaid.size,
      charged: live ? charged : none,
    };
  }

  private async insertReports(
    tx: Db,
    batch: Pick<BatchRow, 'id' | 'tenantId' | 'service' | 'mode'>,
    reports: readonly NewReport[],
    at: Date,
  ): Promise<void> {
    if (reports.length === 0) return;
    await tx.execute(sql`
      insert into reports (reference_id, tenant_id, service, request_type, mode, status,
                           api_key_used, input_request, result, request_date_time, batch_id,
                           decision)
      select reference_id, ${batch.tenantId}::uuid, ${batch.service}, request_type, ${batch.mode},
             status, api_key_used, input_request::jsonb, result::jsonb,
             ${at.toISOString()}::timestamptz, ${batch.id}::uuid, decision::jsonb
      from unnest(
        ${sql.param(reports.map((r) => r.referenceId))}::text[],
        ${sql.param(reports.map((r) => r.requestType))}::text[],
        ${sql.param(reports.map((r) => r.status))}::text[],
        ${sql.param(reports.map((r) => r.apiKeyUsed))}::text[],
        ${sql.param(reports.map((r) => JSON.stringify(r.inputRequest)))}::text[],
        ${sql.param(reports.map((r) => JSON.stringify(r.result)))}::text[],
        ${sql.param(reports.map(decisionJson))}::text[]
      ) as i(reference_id, request_type, status, api_key_used, input_request, result, decision)`);
  }
}

/** The lowest and highest row numbers of a chunk's outcomes (0 and -1, an empty range, for none). */
function rowRange(outcomes: readonly RowOutcome[]): { lo: number; hi: number } {
  const [first] = outcomes;
  if (!first) return { lo: 0, hi: -1 };
  let lo = first.rowNo;
  let hi = lo;
  for (const o of outcomes) {
    if (o.rowNo < lo) lo = o.rowNo;
    if (o.rowNo > hi) hi = o.rowNo;
  }
  return { lo, hi };
}

/** The batch stopped running while a chunk was being written: the chunk is rolled back. */
class NotRunning extends Error {
  constructor(readonly state: BatchState | null) {
    super('batch is not running');
  }
}
