/**
 * Reports (one per metered lookup) and the outcome counters of the dashboard.
 *
 * `reports` is partitioned by UTC calendar month of `request_date_time` (migration 0018,
 * docs/adr/0039-reports-monthly-partitions.md): one partition `reports_YYYY_MM`
 * per month plus `reports_default`, which only catches a row whose month has no partition yet.
 * Drizzle cannot declare partitioning, so it lives in the migration's SQL; this file declares what
 * every partition shares. PostgreSQL requires the partition key in every primary key and unique
 * index, hence `(id, request_date_time)` and `(reference_id, request_date_time)`: uniqueness across
 * months rests on the 130 random bits of a reference id (and 122 of the uuid).
 *
 * `report_outcome_counts` holds, per client, UTC day, service and status, how many reports were
 * `created` and how many of those were later `deleted`. The dashboard tiles read `created` (so a
 * delete never changes them); the reports list's total reads `created - deleted`.
 *
 * `report_outcome_months` is the same per UTC month (no day): about 12 × services × statuses rows
 * a year per client, so a list's total over whole months sums a few hundred rows, not the
 * thousands of daily ones. Triggers on `report_outcome_counts` keep it equal to the sum of the
 * daily rows, whoever writes them (API, retention, seed scripts, SQL): migration 0019.
 */
import { sql } from 'drizzle-orm';
import {
  char,
  check,
  date,
  index,
  bigint,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients.js';

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').notNull().defaultRandom(),
    /** Public, unguessable id: `rpt_` + 26 base32 characters (130 random bits). */
    referenceId: text('reference_id').notNull(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** Service key (emailLookup, ...). */
    service: text('service').notNull(),
    /** `dashboard` or `api`. */
    requestType: text('request_type').notNull(),
    /** `live` or `test`: a test-mode key's calls are kept apart from live reports and counts. */
    mode: text('mode').notNull().default('live'),
    /** VERIFIED, SUSPICIOUS, RISKY, DECLINED or ERROR. */
    status: text('status').notNull(),
    /** The key that made the call, masked (`pk_live_abcd…wxyz`). */
    apiKeyUsed: text('api_key_used').notNull(),
    inputRequest: jsonb('input_request').notNull(),
    /** The engine result `{ status, message, response, reasons, sources }`. */
    result: jsonb('result').notNull(),
    /**
     * The batch whose row this report screened (db/schema/batches.ts); null for a single lookup.
     * No foreign key: a report follows the reports' retention, not its batch's.
     */
    batchId: uuid('batch_id'),
    /**
     * The decision of the tenant's rule set of the report's mode when it was made
     * (docs/adr/0058-decision-rules.md, `{ outcome, score, fired, skipped, version, mode }`);
     * null when the tenant had none.
     */
    decision: jsonb('decision'),
    /** Millisecond precision (set by the API), so list cursors round-trip exactly. */
    requestDateTime: timestamp('request_date_time', { withTimezone: true, precision: 3 }).notNull(),
    /** When its personal fields were removed (erasure or retention, ADR 0059); null while kept. */
    redactedAt: timestamp('redacted_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    primaryKey({ name: 'reports_pkey', columns: [t.id, t.requestDateTime] }),
    // Also the index of the single-report read and delete by reference id: one probe per partition.
    uniqueIndex('reports_reference_id_uq').on(t.referenceId, t.requestDateTime),
    // Keyset paging of GET /reports, newest first (backward scans), with and without a status or
    // service filter.
    index('reports_tenant_time_idx').on(t.tenantId, t.requestDateTime, t.id),
    // Test-mode reports are few next to live ones; their lists read this partial index.
    index('reports_tenant_test_time_idx')
      .on(t.tenantId, t.requestDateTime, t.id)
      .where(sql`${t.mode} = 'test'`),
    index('reports_tenant_status_time_idx').on(t.tenantId, t.status, t.requestDateTime, t.id),
    index('reports_tenant_service_time_idx').on(t.tenantId, t.service, t.requestDateTime, t.id),
    // GET /reports?sort=status|service&order=asc: the column ascending, newest first within each
    // value (the two above, read backwards, serve the descending orders).
    index('reports_tenant_status_newest_idx').on(
      t.tenantId,
      t.status,
      t.requestDateTime.desc(),
      t.id.desc(),
    ),
    index('reports_tenant_service_newest_idx').on(
      t.tenantId,
      t.service,
      t.requestDateTime.desc(),
      t.id.desc(),
    ),
    // The reports of one batch (GET /reports?batch=…); single lookups, the most, are not in it.
    index('reports_tenant_batch_time_idx')
      .on(t.tenantId, t.batchId, t.requestDateTime, t.id)
      .where(sql`${t.batchId} is not null`),
  ],
);

export const reportOutcomeCounts = pgTable(
  'report_outcome_counts',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** UTC month `YYYY-MM` of `day`. */
    month: char('month', { length: 7 }).notNull(),
    /** UTC day. */
    day: date('day', { mode: 'string' }).notNull(),
    service: text('service').notNull(),
    status: text('status').notNull(),
    /** `live` or `test`, as on the reports counted. */
    mode: text('mode').notNull().default('live'),
    created: integer('created').notNull().default(0),
    deleted: integer('deleted').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'report_outcome_counts_pk',
      columns: [t.tenantId, t.month, t.day, t.service, t.status, t.mode],
    }),
    check('report_outcome_counts_ck', sql`${t.deleted} >= 0 and ${t.deleted} <= ${t.created}`),
  ],
);

export const reportOutcomeMonths = pgTable(
  'report_outcome_months',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** UTC month `YYYY-MM`. */
    month: char('month', { length: 7 }).notNull(),
    service: text('service').notNull(),
    status: text('status').notNull(),
    mode: text('mode').notNull().default('live'),
    // bigint: a month's sum of daily integer counters may pass 2^31.
    created: bigint('created', { mode: 'number' }).notNull().default(0),
    deleted: bigint('deleted', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'report_outcome_months_pk',
      columns: [t.tenantId, t.month, t.service, t.status, t.mode],
    }),
  ],
);

export type ReportRow = typeof reports.$inferSelect;
