/**
 * Personal data with an end (docs/adr/0059-personal-data.md): a tenant's erasure and access
 * requests, and its retention period per kind of data. The places that hold personal data, and
 * how each is redacted, are listed in domain/privacy/places.ts.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients.js';
import { members } from './members.js';
import type { Criterion } from '../../domain/privacy/subject.js';
import type { AccessExport, ErasureCertificate, PlaceCount } from '../../domain/privacy/results.js';

export type { PlaceCount } from '../../domain/privacy/results.js';

import type { PrivacyRequestStatus } from '../../schemas/enums.js';
export { PRIVACY_REQUEST_STATUSES, type PrivacyRequestStatus } from '../../schemas/enums.js';

export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** `erasure` (Art. 17) or `access` (Art. 15). */
    kind: text('kind').$type<'erasure' | 'access'>().notNull(),
    /** `previewed`, `queued`, `running`, `done`. */
    status: text('status').$type<PrivacyRequestStatus>().notNull().default('previewed'),
    /** The search; cleared when an erasure completes. */
    subject: jsonb('subject').$type<Record<string, string>>(),
    /** Which criteria were given (`email`, `phone`, `nameDob`, `ip`, `reportId`), no values. */
    criteria: text('criteria').array().$type<Criterion[]>().notNull(),
    preview: jsonb('preview').$type<PlaceCount[]>().notNull(),
    /** The matched report ids, fixed when the run starts. */
    reportIds: text('report_ids').array(),
    progress: jsonb('progress').$type<PlaceCount[]>().notNull().default([]),
    certificate: jsonb('certificate').$type<ErasureCertificate>(),
    export: jsonb('export').$type<AccessExport>(),
    requestedBy: uuid('requested_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    index('privacy_requests_tenant_time_idx').on(t.tenantId, t.createdAt.desc(), t.id),
    check('privacy_requests_kind_ck', sql`${t.kind} in ('erasure', 'access')`),
    check(
      'privacy_requests_status_ck',
      sql`${t.status} in ('previewed', 'queued', 'running', 'done')`,
    ),
  ],
);

/** A tenant's retention periods in days; no row means the defaults (domain/privacy/retention.ts). */
export const privacySettings = pgTable('privacy_settings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  reportsDays: integer('reports_days').notNull(),
  batchRowsDays: integer('batch_rows_days').notNull(),
  requestLogDays: integer('request_log_days').notNull(),
  closedCasesDays: integer('closed_cases_days').notNull(),
  endedMonitoringDays: integer('ended_monitoring_days').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
