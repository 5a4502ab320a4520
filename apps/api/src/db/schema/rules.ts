/**
 * Decision rules (docs/adr/0058-decision-rules.md): one draft per tenant (`rule_set_drafts`) and
 * its published versions (`rule_set_versions`, numbered 1, 2, … per tenant, never changed). There
 * is no pointer row: the live rule set of a tenant is its newest version of mode `live`, the test
 * one its newest of mode `test` (a rollback publishes a new live version), so a publish is one
 * insert and the two can never disagree.
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RuleSetBody } from '../../domain/rules/types.js';
import { clients } from './clients.js';

export const ruleSetDrafts = pgTable('rule_set_drafts', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  body: jsonb('body').$type<RuleSetBody>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The e-mail address of the member who saved it (kept when the member leaves). */
  updatedBy: text('updated_by'),
});

export const ruleSetVersions = pgTable(
  'rule_set_versions',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** `live` or `test`: which keys' decisions it makes. */
    mode: text('mode').$type<'live' | 'test'>().notNull(),
    body: jsonb('body').$type<RuleSetBody>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The e-mail address of the member who published it. */
    createdBy: text('created_by').notNull(),
    note: text('note'),
    /** Under four-eyes, the e-mail address of the owner or admin who approved it; else null. */
    approvedBy: text('approved_by'),
  },
  (t) => [
    primaryKey({ name: 'rule_set_versions_pkey', columns: [t.tenantId, t.version] }),
    // The newest version of a mode: the live (or test) rule set.
    index('rule_set_versions_tenant_mode_idx').on(t.tenantId, t.mode, t.version.desc()),
    check('rule_set_versions_mode_ck', sql`${t.mode} in ('live', 'test')`),
    check('rule_set_versions_version_ck', sql`${t.version} >= 1`),
  ],
);

/**
 * Publish requests under four-eyes (`case_settings.four_eyes`): the draft body as it was when an
 * owner or admin asked to publish it, waiting for another owner or admin. The snapshot is what
 * gets published, whatever the draft became meanwhile. At most one pending request per tenant and
 * mode (`rule_publish_requests_one_pending_idx`).
 */
export const rulePublishRequests = pgTable(
  'rule_publish_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    mode: text('mode').$type<'live' | 'test'>().notNull(),
    /** The draft body when the request was made. */
    body: jsonb('body').$type<RuleSetBody>().notNull(),
    note: text('note'),
    /** The e-mail address of the member who asked (as versions' `created_by`). */
    requestedBy: text('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status')
      .$type<'pending' | 'approved' | 'rejected'>()
      .notNull()
      .default('pending'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The version an approval published. */
    version: integer('version'),
  },
  (t) => [
    index('rule_publish_requests_tenant_idx').on(t.tenantId, t.requestedAt.desc()),
    uniqueIndex('rule_publish_requests_one_pending_idx')
      .on(t.tenantId, t.mode)
      .where(sql`${t.status} = 'pending'`),
    check('rule_publish_requests_mode_ck', sql`${t.mode} in ('live', 'test')`),
    check(
      'rule_publish_requests_status_ck',
      sql`${t.status} in ('pending', 'approved', 'rejected')`,
    ),
  ],
);

/**
 * Backtests run on the job queue (jobs/rule-backtest.ts) because their period holds more reports
 * than RULES_BACKTEST_SYNC_LIMIT. The draft body and the compared version are fixed when it is
 * asked, so the result is the one the request would have answered then. A run that a dead process
 * left is started again from the beginning (it only reads), so `progress_done` may go back.
 */
export const ruleBacktests = pgTable(
  'rule_backtests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** `{ from, to, mode }` as asked (whole UTC days). */
    params: jsonb('params').$type<{ from: string; to: string; mode: 'live' | 'test' }>().notNull(),
    /** The draft when asked. */
    body: jsonb('body').$type<RuleSetBody>().notNull(),
    /** The version of the mode compared with, when asked; null: the stored statuses. */
    compareVersion: integer('compare_version'),
    status: text('status')
      .$type<'queued' | 'running' | 'done' | 'failed'>()
      .notNull()
      .default('queued'),
    progressDone: integer('progress_done').notNull().default(0),
    /** Reports of the period counted when asked. */
    progressTotal: integer('progress_total').notNull(),
    /** Runs started (a run a dead process left counts). */
    attempts: integer('attempts').notNull().default(0),
    result: jsonb('result'),
    error: text('error'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('rule_backtests_tenant_idx').on(t.tenantId, t.createdAt.desc()),
    // The sweep's read: the few backtests not finished.
    index('rule_backtests_unfinished_idx')
      .on(t.status)
      .where(sql`${t.status} in ('queued', 'running')`),
    check('rule_backtests_status_ck', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

export type RuleSetVersionRow = typeof ruleSetVersions.$inferSelect;
