/**
 * Ongoing AML monitoring (docs/adr/0047-aml-monitoring.md): the subjects a tenant monitors, per
 * mode; each subject's current matches (list entry, fingerprint of its matching fields, score, and
 * the decision that match alone gives), compared after every list update with a screen against the
 * update's added and changed entries only; the alerts that comparison raised; and one row per
 * re-screen run (when every subject was last screened).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients.js';
import { sanctionListUpdates } from './list-updates.js';

import type { AlertKind, MonitorOrigin } from '../../schemas/enums.js';
export {
  ALERT_KINDS,
  type AlertKind,
  MONITOR_ORIGINS,
  type MonitorOrigin,
} from '../../schemas/enums.js';

export const monitoredSubjects = pgTable(
  'monitored_subjects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** `live` or `test`, as reports and cases. */
    mode: text('mode').notNull(),
    /** `person` or `business`. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** YYYY-MM-DD, persons only. */
    dateOfBirth: text('date_of_birth'),
    country: text('country'),
    /** The customer's own reference of the subject. */
    reference: text('reference'),
    /** services/cases/subject.ts `subjectKey`: one monitored subject per key, tenant and mode. */
    subjectKey: text('subject_key').notNull(),
    origin: text('origin').$type<MonitorOrigin>().notNull(),
    /** The AML decision of the current matches (VERIFIED when none). */
    decision: text('decision').notNull(),
    matchCount: integer('match_count').notNull().default(0),
    /** The report of the first screen (a case opened later refers to it). */
    reportId: text('report_id').notNull(),
    reportDateTime: timestamp('report_date_time', { withTimezone: true, precision: 3 }).notNull(),
    /** The first screen, or the last re-screen that changed the subject's matches. */
    lastScreenedAt: timestamp('last_screened_at', { withTimezone: true, precision: 3 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('monitored_subjects_tenant_key_uq').on(t.tenantId, t.mode, t.subjectKey),
    // The monitored subjects page: a tenant's subjects of one mode, newest first.
    index('monitored_subjects_tenant_list_idx').on(t.tenantId, t.mode, t.createdAt.desc(), t.id),
    check('monitored_subjects_mode_ck', sql`${t.mode} in ('live', 'test')`),
    check('monitored_subjects_kind_ck', sql`${t.kind} in ('person', 'business')`),
    check('monitored_subjects_origin_ck', sql`${t.origin} in ('report', 'batch', 'api')`),
  ],
);

export type MonitoredSubjectRow = typeof monitoredSubjects.$inferSelect;

/** A subject's current matches: one row per list entry found. */
export const monitoredSubjectMatches = pgTable(
  'monitored_subject_matches',
  {
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => monitoredSubjects.id, { onDelete: 'cascade' }),
    /** `${source}:${sourceId}`. */
    entryId: text('entry_id').notNull(),
    /** services/cases/subject.ts `entryFingerprint` of the entry when matched. */
    fingerprint: text('fingerprint').notNull(),
    score: real('score').notNull(),
    /** The decision this match alone gives: DECLINED, RISKY or SUSPICIOUS. */
    decision: text('decision').notNull(),
  },
  (t) => [
    primaryKey({ name: 'monitored_subject_matches_pk', columns: [t.subjectId, t.entryId] }),
    // A list update's removed and changed entries: which subjects held them.
    index('monitored_subject_matches_entry_idx').on(t.entryId),
  ],
);

export const monitoringAlerts = pgTable(
  'monitoring_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    mode: text('mode').notNull(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => monitoredSubjects.id, { onDelete: 'cascade' }),
    /** The subject's name when raised. */
    subjectName: text('subject_name').notNull(),
    kind: text('kind').$type<AlertKind>().notNull(),
    entryId: text('entry_id').notNull(),
    entryName: text('entry_name').notNull(),
    /** The list's source key. */
    source: text('source').notNull(),
    /** The list version (sanction_lists.version) the update brought, or the watchlist's version. */
    listVersion: integer('list_version').notNull(),
    /**
     * The list update (sanction_list_updates.id) or the watchlist change that raised it: no
     * foreign key, a watchlist change is only the id of its re-screen job.
     */
    updateId: uuid('update_id').notNull(),
    /** The case opened (or reopened) for it; null for a match that ended. */
    caseId: uuid('case_id'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('monitoring_alerts_tenant_list_idx').on(t.tenantId, t.mode, t.createdAt.desc(), t.id),
    index('monitoring_alerts_subject_idx').on(t.subjectId, t.createdAt.desc(), t.id),
    // A re-screen worked twice writes its alerts once.
    uniqueIndex('monitoring_alerts_update_subject_entry_uq').on(t.updateId, t.subjectId, t.entryId),
    check(
      'monitoring_alerts_kind_ck',
      sql`${t.kind} in ('new_match', 'changed_match', 'match_ended')`,
    ),
  ],
);

/** One re-screen of every monitored subject after a list update. */
export const monitoringRuns = pgTable('monitoring_runs', {
  updateId: uuid('update_id')
    .primaryKey()
    .references(() => sanctionListUpdates.id, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }).notNull(),
  subjects: integer('subjects').notNull(),
  alerts: integer('alerts').notNull(),
});
