/**
 * Batch screening: a customer's file of up to 1,000,000 subjects screened by one service
 * (docs/adr/0043-batch-screening-data.md). `batches` holds one row per uploaded file and its
 * progress; `batch_rows` holds the file's rows as they were read (cells in column order), each
 * with its outcome once screened. Rows are keyed by (batch, row number), so a chunk worked twice
 * after a crash finds its rows already done and writes nothing twice.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients.js';
import { members } from './members.js';

import type { ServiceKey } from '@pulse/catalog';
import type { BatchState } from '../../schemas/enums.js';
export { BATCH_STATES, type BatchState } from '../../schemas/enums.js';

/**
 * Why a batch is `paused`. Only one exists: `NO_CALLS_LEFT`, the calls of its service ran out
 * (a top-up resumes it). Members cannot pause a batch (they can cancel it).
 */
export const PAUSE_REASONS = ['NO_CALLS_LEFT'] as const;
export type PauseReason = (typeof PAUSE_REASONS)[number];

export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** `live` or `test`, from the key or the dashboard view that started it. */
    mode: text('mode').notNull(),
    /** Service key (emailLookup, amlPersonLookup, ...). */
    service: text('service').$type<ServiceKey>().notNull(),
    state: text('state').$type<BatchState>().notNull().default('uploading'),
    /** Why it is `paused` (PAUSE_REASONS); null in every other state. */
    pauseReason: text('pause_reason').$type<PauseReason>(),
    /** The uploaded file's name as the customer's browser or client gave it. */
    fileName: text('file_name').notNull(),
    /** `csv` or `ndjson`. */
    format: text('format').notNull(),
    /** The file's header row (CSV) or the keys of its first object (NDJSON). */
    header: text('header').array().notNull(),
    /**
     * The field each column of `header` feeds, by column index (null: no field), the shape the
     * file reader suggests (services/batches/mapping.ts); editable while in `preview`.
     */
    mapping: jsonb('mapping').$type<(string | null)[]>().notNull(),
    /** How its reports say it was asked for: `dashboard` (a session) or `api` (a key). */
    requestType: text('request_type').notNull().default('dashboard'),
    /** The key that uploaded it, masked as reports show it, or `session`. */
    apiKeyUsed: text('api_key_used').notNull().default('session'),
    rowCount: integer('row_count').notNull(),
    /** Rows screened (any outcome, ERROR included). */
    rowsDone: integer('rows_done').notNull().default(0),
    /** Rows that ended in ERROR (not charged). */
    rowsFailed: integer('rows_failed').notNull().default(0),
    /** Rows per outcome besides ERROR, kept with each chunk so the detail never counts rows. */
    rowsVerified: integer('rows_verified').notNull().default(0),
    rowsSuspicious: integer('rows_suspicious').notNull().default(0),
    rowsRisky: integer('rows_risky').notNull().default(0),
    rowsDeclined: integer('rows_declined').notNull().default(0),
    /** The member who uploaded it; kept as history when the member leaves. */
    createdBy: uuid('created_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * While `uploading`: when the upload last stored rows. An upload without progress for longer
     * than BATCH_UPLOAD_STALE_MS is swept to `interrupted` (its process died).
     */
    uploadProgressAt: timestamp('upload_progress_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('batches_tenant_time_idx').on(t.tenantId, t.createdAt.desc(), t.id),
    check(
      'batches_state_ck',
      sql`${t.state} in ('uploading', 'interrupted', 'preview', 'queued', 'running', 'paused', 'cancelled', 'done', 'failed')`,
    ),
    check('batches_pause_reason_ck', sql`${t.pauseReason} in ('NO_CALLS_LEFT')`),
    check('batches_format_ck', sql`${t.format} in ('csv', 'ndjson')`),
    check('batches_mode_ck', sql`${t.mode} in ('live', 'test')`),
  ],
);

export type BatchRow = typeof batches.$inferSelect;

export const batchRows = pgTable(
  'batch_rows',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    /** 1-based position among the file's data rows. */
    rowNo: integer('row_no').notNull(),
    /** The line of the file the row starts on, for error messages (a quoted cell may span lines). */
    line: integer('line').notNull(),
    /** The row's cells in `batches.header` order. */
    cells: text('cells').array().notNull(),
    /** The report's status once screened (VERIFIED … ERROR); null while pending. */
    status: text('status'),
    /** The report written for the row (reports.reference_id). */
    referenceId: text('reference_id'),
    /** Why an ERROR row failed (validation message or engine error). */
    error: text('error'),
    /** The report's `request_date_time`: with `reference_id`, the key of its partition's index. */
    requestDateTime: timestamp('request_date_time', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    primaryKey({ name: 'batch_rows_pk', columns: [t.batchId, t.rowNo] }),
    // The rows with errors of a batch's detail, without reading its other rows.
    index('batch_rows_errors_idx')
      .on(t.batchId, t.rowNo)
      .where(sql`${t.status} = 'ERROR'`),
  ],
);

export type BatchDataRow = typeof batchRows.$inferSelect;
