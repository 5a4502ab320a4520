/**
 * AML case review (docs/adr/0046-case-review.md): every AML result whose decision is not VERIFIED
 * opens a case with the subject screened and each list entry found (`matches`); reviewers move
 * it through its review states, and every action leaves a row in `case_events`. A `false_positive`
 * decision is remembered per (tenant, mode, subject key, list entry) in `false_positive_memory`, with
 * the fingerprint of the entry's matching fields, so the next screen of the same subject does not
 * raise that entry again until the list changes it. `case_settings` holds a tenant's four-eyes rule.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients.js';
import { members } from './members.js';

import type { ReviewState } from '../../schemas/enums.js';
export { REVIEW_STATES, type ReviewState } from '../../schemas/enums.js';

/** One list entry found for the subject, as the case keeps it. */
export interface CaseMatch {
  /** The list record id, `${source}:${sourceId}` (e.g. `un:QDi.001`). */
  entryId: string;
  name: string;
  /** The list's source key (`ofac-sdn`, `un`, `opensanctions`, ...). */
  source: string;
  /** The list's name as results show it. */
  sourceLabel: string;
  /** The list's version (publication date or file version) when screened; null when unknown. */
  listVersion: string | null;
  /** `sanction`, `pep` or `other`. */
  sourceType: string;
  /** Final score 0–1. */
  score: number;
  /** The listed name or alias that matched. */
  matchedName: string;
  /** The fields that agreed: `name` or `alias`, and `dob`, `gender` when they did. */
  matchedFields: string[];
  /**
   * sha-256 (hex) of the entry's matching fields (name, aliases, dates of birth, programs) when
   * screened; null when the entry was no longer in the loaded lists.
   */
  fingerprint: string | null;
}

/**
 * A decision rule that asked for the case (`openCase`, docs/adr/0058-decision-rules.md): it fired in
 * a review outcome (SUSPICIOUS, RISKY) of the case's report.
 */
export interface CaseRule {
  ruleId: string;
  /** The rule's name in the version that decided. */
  name: string;
}

export const cases = pgTable(
  'cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** `live` or `test`, as the report's. */
    mode: text('mode').notNull(),
    reviewState: text('review_state').$type<ReviewState>().notNull().default('open'),
    /**
     * `lookup` (a single AML lookup or fraud-engine call), `batch` (a batch row), `monitoring`, or
     * `rules` (a report without an AML case whose decision's rules asked for one).
     */
    origin: text('origin').notNull(),
    /** The service of the report: amlPerson, amlBusiness or fraudEngine; any service for `rules`. */
    service: text('service').notNull(),
    /** `person` or `business`. */
    subjectKind: text('subject_kind').notNull(),
    /**
     * The subject as screened: `{ name, dob?, gender?, country? }`; for `rules`, the request's
     * personal fields given (name, company, dob, gender, email, phone, address, country, ip).
     */
    subject: jsonb('subject').$type<Record<string, string>>().notNull(),
    /** Normalised subject (services/cases/subject.ts), the key of the false-positive memory. */
    subjectKey: text('subject_key').notNull(),
    /** The report (reports.reference_id) and its time (the key of its partition). */
    reportId: text('report_id').notNull(),
    reportDateTime: timestamp('report_date_time', { withTimezone: true, precision: 3 }).notNull(),
    batchId: uuid('batch_id'),
    /** The AML decision of the report (RISKY, SUSPICIOUS, DECLINED); for `rules`, the rules' outcome. */
    decision: text('decision').notNull(),
    matches: jsonb('matches').$type<CaseMatch[]>().notNull(),
    /** The fired rules that asked for this case ([] for a case no rule asked for). */
    rules: jsonb('rules')
      .$type<CaseRule[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    assigneeId: uuid('assignee_id').references(() => members.id, { onDelete: 'set null' }),
    /** Four-eyes: the disposition proposed by the first reviewer, waiting for a second. */
    proposedDisposition: text('proposed_disposition').$type<ReviewState>(),
    proposedBy: uuid('proposed_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its subject was removed (erasure or retention, ADR 0059); null while kept. */
    redactedAt: timestamp('redacted_at', { withTimezone: true, precision: 3 }),
    /** A legal hold: kept past retention, with its report, until released. */
    holdReason: text('hold_reason'),
    heldAt: timestamp('held_at', { withTimezone: true, precision: 3 }),
    heldBy: uuid('held_by').references(() => members.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The review queue: a tenant's cases of one mode, newest first.
    index('cases_tenant_queue_idx').on(t.tenantId, t.mode, t.createdAt.desc(), t.id.desc()),
    // The counts per review state of the queue.
    index('cases_tenant_review_state_idx').on(t.tenantId, t.mode, t.reviewState),
    index('cases_report_idx').on(t.reportId),
    check(
      'cases_review_state_ck',
      sql`${t.reviewState} in ('open', 'in_review', 'true_match', 'false_positive', 'escalated')`,
    ),
    check('cases_mode_ck', sql`${t.mode} in ('live', 'test')`),
    check('cases_origin_ck', sql`${t.origin} in ('lookup', 'batch', 'monitoring', 'rules')`),
  ],
);

export type CaseRow = typeof cases.$inferSelect;

/**
 * The number of cases per (tenant, mode, review state), which every queue page answers without counting
 * the queue. Kept by statement-level triggers on `cases` (migration 0032), so every writer (case
 * openings, review changes, SQL) keeps it equal to the cases; a row may hold 0.
 */
export const caseStateCounts = pgTable(
  'case_state_counts',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    mode: text('mode').notNull(),
    reviewState: text('review_state').$type<ReviewState>().notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    // No check on count: the triggers' upsert proposes a negative delta as a row.
    primaryKey({ name: 'case_state_counts_pk', columns: [t.tenantId, t.mode, t.reviewState] }),
  ],
);

/** One row per action on a case: who, when, what, from → to. */
export const caseEvents = pgTable(
  'case_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Orders the actions of one case (several are written in one transaction, at one time). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** The member; null for the system (the case opened by a screening). */
    actorId: uuid('actor_id').references(() => members.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** `opened`, `status`, `proposed`, `assigned`, `note`. */
    action: text('action').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    note: text('note'),
  },
  (t) => [index('case_events_case_idx').on(t.caseId, t.seq)],
);

export type CaseEventRow = typeof caseEvents.$inferSelect;

/**
 * The false-positive memory: the list entry `entry_id` is not raised again for the subject while the
 * entry's current fingerprint equals `fingerprint`.
 */
export const falsePositiveMemory = pgTable(
  'false_positive_memory',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    mode: text('mode').notNull(),
    subjectKey: text('subject_key').notNull(),
    entryId: text('entry_id').notNull(),
    fingerprint: text('fingerprint').notNull(),
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => members.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'false_positive_memory_pk',
      columns: [t.tenantId, t.mode, t.subjectKey, t.entryId],
    }),
  ],
);

/** A tenant's case-review settings; no row means the defaults (four-eyes off). */
export const caseSettings = pgTable('case_settings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  /** Closing a case as `true_match` needs a second, different reviewer. */
  fourEyes: boolean('four_eyes').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
