/**
 * Single-use links of a member's own account (docs/adr/0015-password-reset-and-email-change.md): a password reset, or the confirmation of a new sign-in address. Only the sha-256 of
 * the token is stored; the token itself is in the e-mail alone.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.js';

/** What an account token does when its link is opened. */
export const ACCOUNT_TOKEN_PURPOSES = ['reset', 'email_change'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    /** sha-256 (hex) of the token sent by e-mail. */
    tokenHash: text('token_hash').notNull(),
    /** The address an `email_change` token moves the member to (lower-case); null for a reset. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_uq').on(t.tokenHash),
    index('account_tokens_member_idx').on(t.memberId, t.purpose),
    check('account_tokens_purpose_ck', sql`${t.purpose} in ('reset', 'email_change')`),
    check(
      'account_tokens_new_email_ck',
      sql`(${t.purpose} = 'email_change') = (${t.newEmail} is not null)`,
    ),
  ],
);

export type AccountTokenRow = typeof accountTokens.$inferSelect;
