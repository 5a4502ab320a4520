/**
 * The audit log of a tenant: security-relevant events with actor, time, IP and
 * target. Append-only: the API has no path that updates or deletes a row (docs/adr/0013-audit-log-and-two-factor.md).
 */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients.js';

export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The tenant the event belongs to. */
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /**
     * The member who acted (the owner's member id is the client id). No foreign key: the entry
     * outlives a removed member, and a failed sign-in may name no member at all.
     */
    actorMemberId: uuid('actor_member_id'),
    /** The actor's address at the time, kept as text so the entry still reads after changes. */
    actorEmail: text('actor_email'),
    /** What happened, e.g. `auth.sign_in` (AUDIT_ACTIONS in services/audit.ts). */
    action: text('action').notNull(),
    /** What it happened to, e.g. an API key prefix or a payment session, in words. */
    target: text('target'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The request that made the change (X-Request-Id, in every log line of it). */
    requestId: text('request_id'),
    /** Small JSON facts of the event (reason of a failure, amount of a top-up). */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's order (newest first, id as tie-break) and each of its filters.
    index('audit_events_tenant_time_idx').on(t.tenantId, t.createdAt.desc(), t.id.desc()),
    index('audit_events_tenant_action_time_idx').on(t.tenantId, t.action, t.createdAt.desc()),
    index('audit_events_tenant_actor_time_idx').on(
      t.tenantId,
      sql`lower(${t.actorEmail})`,
      t.createdAt.desc(),
    ),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type NewAuditEventRow = typeof auditEvents.$inferInsert;
