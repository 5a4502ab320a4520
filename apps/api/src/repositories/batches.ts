/**
 * Data access for batch screening (db/schema/batches.ts, docs/adr/0043-batch-screening-data.md):
 * the batches of a tenant, and the rows of each file.
 *
 * Rows arrive from a streamed file in chunks and are written with one multi-row INSERT per chunk,
 * never one statement per row. Every read and state change is scoped by tenant, so one tenant
 * never reads or moves another's batch. A state change names the states it may leave
 * (`from`), so two requests (cancel and start, say) cannot both win.
 */
import type { ServiceKey } from '@pulse/catalog';
import { and, asc, desc, eq, getTableColumns, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import {
  batchRows,
  batches,
  type BatchDataRow,
  type BatchRow,
  type BatchState,
  reports,
} from '../db/schema/index.js';
import { returnedCount } from './sql.js';

export interface NewBatch {
  tenantId: string;
  mode: 'live' | 'test';
  service: ServiceKey;
  fileName: string;
  format: 'csv' | 'ndjson';
  header: string[];
  /** Column index → field name, or null for a column no field takes. */
  mapping: (string | null)[];
  createdBy: string | null;
  /** `dashboard` (default) or `api`: how the batch's reports say they were asked for. */
  requestType?: 'dashboard' | 'api';
  /** The uploading key, masked; `session` (default) for the dashboard. */
  apiKeyUsed?: string;
}

/** One row of a file as read: its position among the data rows, first line and cells. */
export interface NewBatchRow {
  rowNo: number;
  line: number;
  cells: string[];
}

/** A page of batches, newest first, and the position after its last one. */
export interface BatchPage {
  items: BatchRow[];
  /** `{ createdAt, id }` of the last item when there may be more. */
  next?: { createdAt: Date; id: string };
}

/**
 * Rows per INSERT while a file uploads. The rows travel as one JSON parameter (insertRows), so the
 * statement's size, not PostgreSQL's 65,535 parameters, is the bound: 1,000 rows of a wide file are
 * well under a megabyte, and a 1,000,000-row file takes 1,000 statements.
 */
export const ROWS_PER_INSERT = 1_000;

export class BatchesRepository {
  constructor(private readonly db: Db) {}

  /**
   * Creates a batch in `uploading` with no rows yet (`row_count` counts the rows `insertRows`
   * stores; only `finishUpload` makes it a `preview` that can start). Its `created_at` comes from
   * here, in milliseconds, so list cursors round-trip exactly.
   */
  async create(batch: NewBatch): Promise<BatchRow> {
    const now = new Date();
    const [row] = await this.db
      .insert(batches)
      .values({ ...batch, state: 'uploading', rowCount: 0, createdAt: now, uploadProgressAt: now })
      .returning();
    if (!row) throw new Error('batch insert returned no row');
    return row;
  }

  /**
   * Stores a chunk of an uploading batch's rows, `ROWS_PER_INSERT` per statement, and in the same
   * statement adds them to `row_count` and stamps `upload_progress_at` (so a crash leaves the count
   * of rows stored, and the sweep sees the upload alive). The rows go as one JSON text
   * (`[[rowNo, line, [cells…]], …]`) that PostgreSQL unpacks: a query built value by value made
   * several objects per cell and a 4 × 2,000-parameter statement per insert, the garbage that
   * raised the API's RSS by gigabytes on a 1,000,000-row upload (docs/adr/0044-batch-processing.md).
   * @returns false, storing nothing, once the batch is no longer `uploading` (swept to
   *   `interrupted`, or gone) @throws on a row number stored already
   */
  async insertRows(batchId: string, chunk: readonly NewBatchRow[]): Promise<boolean> {
    for (let i = 0; i < chunk.length; i += ROWS_PER_INSERT) {
      let json = '[';
      for (let j = i; j < Math.min(chunk.length, i + ROWS_PER_INSERT); j++) {
        const r = chunk[j] as NewBatchRow;
        json += `${j > i ? ',' : ''}[${r.rowNo},${r.line},${JSON.stringify(r.cells)}]`;
      }
      json += ']';
      const stored = await returnedCount(
        this.db,
        sql`with up as (
              select id from batches where id = ${batchId}::uuid and state = 'uploading' for update
            ), ins as (
              insert into batch_rows (batch_id, row_no, line, cells)
              select up.id, (r->>0)::integer, (r->>1)::integer,
                     array(select c from jsonb_array_elements_text(r->2) with ordinality as e(c, n) order by n)
              from up, jsonb_array_elements(${json}::jsonb) as r
              returning 1
            )
            update batches set row_count = row_count + (select count(*) from ins)::integer,
                               upload_progress_at = now()
            from up where batches.id = up.id
            returning batches.id`,
      );
      if (stored === 0) return false;
    }
    return true;
  }

  /**
   * Ends an upload: the batch moves from `uploading` to `preview` with its final row count.
   * @returns false when it was no longer uploading (the sweep called it interrupted)
   */
  async finishUpload(tenantId: string, id: string, rowCount: number): Promise<boolean> {
    const done = await this.db
      .update(batches)
      .set({ state: 'preview', rowCount, uploadProgressAt: null })
      .where(
        and(eq(batches.tenantId, tenantId), eq(batches.id, id), eq(batches.state, 'uploading')),
      )
      .returning({ id: batches.id });
    return done.length > 0;
  }

  /**
   * Marks an upload that stopped before the end of its file (the client went away, the stream
   * failed) `interrupted`, keeping the rows stored and their count. @returns whether it did
   */
  async interrupt(tenantId: string, id: string, at: Date): Promise<boolean> {
    const done = await this.db
      .update(batches)
      .set({ state: 'interrupted', finishedAt: at })
      .where(
        and(eq(batches.tenantId, tenantId), eq(batches.id, id), eq(batches.state, 'uploading')),
      )
      .returning({ id: batches.id });
    return done.length > 0;
  }

  /**
   * Marks every upload, of every tenant, that stored nothing since `before` `interrupted`: the
   * process that read it died (kill -9, a crash), since a live upload stamps its progress with every
   * chunk. @returns the batches marked
   */
  interruptStale(before: Date, at: Date): Promise<BatchRow[]> {
    return this.db
      .update(batches)
      .set({ state: 'interrupted', finishedAt: at })
      .where(and(eq(batches.state, 'uploading'), lt(batches.uploadProgressAt, before)))
      .returning();
  }

  /** Removes a batch and its rows (an upload that failed half-way leaves nothing behind). */
  async remove(tenantId: string, id: string): Promise<boolean> {
    const gone = await this.db
      .delete(batches)
      .where(and(eq(batches.tenantId, tenantId), eq(batches.id, id)))
      .returning({ id: batches.id });
    return gone.length > 0;
  }

  /** One batch of the tenant, or undefined (another tenant's id reads as missing). */
  async get(tenantId: string, id: string): Promise<BatchRow | undefined> {
    const [row] = await this.db
      .select()
      .from(batches)
      .where(and(eq(batches.tenantId, tenantId), eq(batches.id, id)));
    return row;
  }

  /** The tenant's batches of one mode, newest first, `limit` at a time after `after`. */
  async list(
    tenantId: string,
    mode: 'live' | 'test',
    limit: number,
    after?: { createdAt: Date; id: string },
  ): Promise<BatchPage> {
    const where = and(
      eq(batches.tenantId, tenantId),
      eq(batches.mode, mode),
      after
        ? or(
            lt(batches.createdAt, after.createdAt),
            and(eq(batches.createdAt, after.createdAt), lt(batches.id, after.id)),
          )
        : undefined,
    );
    const items = await this.db
      .select()
      .from(batches)
      .where(where)
      .orderBy(desc(batches.createdAt), desc(batches.id))
      .limit(limit + 1);
    const more = items.length > limit;
    const page = more ? items.slice(0, limit) : items;
    const last = page.at(-1);
    return more && last
      ? { items: page, next: { createdAt: last.createdAt, id: last.id } }
      : { items: page };
  }

  /** The first `count` rows of a batch after row `afterRowNo` (0 = from the start), in order. */
  rows(batchId: string, afterRowNo: number, count: number): Promise<BatchDataRow[]> {
    return this.db
      .select()
      .from(batchRows)
      .where(and(eq(batchRows.batchId, batchId), gt(batchRows.rowNo, afterRowNo)))
      .orderBy(asc(batchRows.rowNo))
      .limit(count);
  }

  /** Changes the column mapping while the batch is still in `preview`. @returns whether it did */
  async setMapping(tenantId: string, id: string, mapping: (string | null)[]): Promise<boolean> {
    const done = await this.db
      .update(batches)
      .set({ mapping })
      .where(and(eq(batches.tenantId, tenantId), eq(batches.id, id), eq(batches.state, 'preview')))
      .returning({ id: batches.id });
    return done.length > 0;
  }

  /**
   * Moves a batch to `to` if it is in one of `from`, stamping `started_at` on the first start
   * and `finished_at` on an end state. @returns the updated batch, or undefined when it was not
   * in `from` (or is not the tenant's)
   */
  async transition(
    tenantId: string,
    id: string,
    from: readonly BatchState[],
    to: BatchState,
    at: Date,
  ): Promise<BatchRow | undefined> {
    const ends = to === 'cancelled' || to === 'done' || to === 'failed';
    const [row] = await this.db
      .update(batches)
      .set({
        state: to,
        pauseReason: null,
        ...(to === 'queued' || to === 'running'
          ? { startedAt: sql`coalesce(${batches.startedAt}, ${at.toISOString()}::timestamptz)` }
          : {}),
        ...(ends ? { finishedAt: at } : {}),
      })
      .where(
        and(eq(batches.tenantId, tenantId), eq(batches.id, id), inArray(batches.state, [...from])),
      )
      .returning();
    return row;
  }

  /** One batch by id alone, for the job that works it (the job carries no tenant check). */
  async byId(id: string): Promise<BatchRow | undefined> {
    const [row] = await this.db.select().from(batches).where(eq(batches.id, id));
    return row;
  }

  /**
   * Moves a queued or running batch whose every row is screened to `done`. @returns the batch when
   * this call ended it (exactly one caller does), else undefined
   */
  async finishIfDone(id: string, at: Date): Promise<BatchRow | undefined> {
    const [row] = await this.db
      .update(batches)
      .set({ state: 'done', finishedAt: at })
      .where(
        and(
          eq(batches.id, id),
          inArray(batches.state, ['queued', 'running']),
          gte(batches.rowsDone, batches.rowCount),
        ),
      )
      .returning();
    return row;
  }

  /** Moves the tenant's live batches of `service` paused for want of calls back to `queued`. */
  resumePaused(tenantId: string, service: ServiceKey): Promise<BatchRow[]> {
    return this.db
      .update(batches)
      .set({ state: 'queued', pauseReason: null })
      .where(
        and(
          eq(batches.tenantId, tenantId),
          eq(batches.service, service),
          eq(batches.state, 'paused'),
        ),
      )
      .returning();
  }

  /** Every batch that is queued or running, of every tenant: the work a starting worker resumes. */
  active(): Promise<BatchRow[]> {
    return this.db
      .select()
      .from(batches)
      .where(inArray(batches.state, ['queued', 'running']));
  }

  /** The rows with errors of a batch, in order, `limit` at most. */
  errorRows(
    batchId: string,
    limit: number,
  ): Promise<Array<Pick<BatchDataRow, 'rowNo' | 'line' | 'error' | 'referenceId'>>> {
    return this.db
      .select({
        rowNo: batchRows.rowNo,
        line: batchRows.line,
        error: batchRows.error,
        referenceId: batchRows.referenceId,
      })
      .from(batchRows)
      .where(and(eq(batchRows.batchId, batchId), eq(batchRows.status, 'ERROR')))
      .orderBy(asc(batchRows.rowNo))
      .limit(limit);
  }

  /**
   * A page of a batch's rows with their report's result (null when the row has no report, or the
   * report was deleted), in row order after `afterRowNo`: the results download.
   */
  results(
    batchId: string,
    afterRowNo: number,
    count: number,
  ): Promise<Array<BatchDataRow & { result: unknown }>> {
    return this.db
      .select({ ...getTableColumns(batchRows), result: reports.result })
      .from(batchRows)
      .leftJoin(
        reports,
        and(
          eq(reports.referenceId, batchRows.referenceId),
          eq(reports.requestDateTime, batchRows.requestDateTime),
        ),
      )
      .where(and(eq(batchRows.batchId, batchId), gt(batchRows.rowNo, afterRowNo)))
      .orderBy(asc(batchRows.rowNo))
      .limit(count);
  }

  /**
   * Removes every batch (and its rows) that ended, or was created without ending, before `before`:
   * the reports' retention. @returns how many
   */
  async removeEndedBefore(before: Date): Promise<number> {
    const gone = await this.db
      .delete(batches)
      .where(
        sql`coalesce(${batches.finishedAt}, ${batches.createdAt}) < ${before.toISOString()}::timestamptz
                 and ${batches.state} not in ('uploading', 'queued', 'running')`,
      )
      .returning({ id: batches.id });
    return gone.length;
  }
}
