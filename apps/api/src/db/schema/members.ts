/**
 * Teams: the people who sign in to a client (tenant), their server-side sessions and
 * their invitations. A client is the company; a member is a person with a role in it
 * (docs/adr/0010-members-and-sessions.md).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients.js';

import type { MemberRole } from '../../schemas/enums.js';
export { MEMBER_ROLES, type MemberRole } from '../../schemas/enums.js';

export const members = pgTable(
  'members',
  {
    /** The owner created at sign-up (and the backfilled owner of older clients) has id = clients.id. */
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** The sign-in address; always stored lower-case (check constraint), unique across all tenants. */
    email: text('email').notNull(),
    /** `scrypt$<log2N>$<r>$<p>$<salt>$<hash>`; never leaves the server. */
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    role: text('role').$type<MemberRole>().notNull(),
    /** Embedded in every session token as `tv`; bumping it revokes all the member's tokens. */
    tokenVersion: integer('token_version').notNull().default(0),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_email_uq').on(t.email),
    index('members_tenant_idx').on(t.tenantId),
    check('members_email_lower_ck', sql`${t.email} = lower(${t.email})`),
    check(
      'members_role_ck',
      sql`${t.role} in ('owner', 'admin', 'developer', 'analyst', 'viewer')`,
    ),
  ],
);

/**
 * One row per sign-in. The session token carries its id (`sid`); a revoked row refuses the token
 * on its next request. `last_seen_at` is refreshed at most once a minute per session.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** The User-Agent header at sign-in (cut to 512 characters); null when none was sent. */
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_member_idx').on(t.memberId, t.createdAt),
    index('sessions_tenant_idx').on(t.tenantId),
  ],
);

export type MemberRow = typeof members.$inferSelect;
export type NewMemberRow = typeof members.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;

/**
 * Invitations to join a client (docs/adr/0012-members-and-invitations.md). Only the sha-256 of
 * the link's token is stored; a link is single-use (`accepted_at`) and expires (`expires_at`, 7
 * days after it was last sent). A re-send replaces the token and the expiry; a revoke ends it.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** Lower-case, like members.email. */
    email: text('email').notNull(),
    role: text('role').$type<MemberRole>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The member who invited (or last re-sent); null once that member is removed. */
    invitedBy: uuid('invited_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_uq').on(t.tokenHash),
    index('invitations_tenant_idx').on(t.tenantId, t.createdAt),
    index('invitations_email_idx').on(t.email),
    check('invitations_email_lower_ck', sql`${t.email} = lower(${t.email})`),
    check(
      'invitations_role_ck',
      sql`${t.role} in ('owner', 'admin', 'developer', 'analyst', 'viewer')`,
    ),
  ],
);

export type InvitationRow = typeof invitations.$inferSelect;
