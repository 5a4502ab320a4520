/**
 * Two-factor sign-in of a member (RFC 6238 TOTP). One row per member that started
 * enrolment; `enabled_at` is set once a code confirmed it. Recovery codes are kept as sha-256
 * hashes and used once. The owner's member id is the client id, so `member_id` needs no backfill.
 */
import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './clients.js';

export const twoFactorSecrets = pgTable(
  'two_factor_secrets',
  {
    memberId: uuid('member_id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** AES-256-GCM ciphertext of the base32 TOTP secret, bound to the member id (lib/crypto.ts). */
    secretCiphertext: text('secret_ciphertext').notNull(),
    /** Null while the enrolment waits for its confirming code. */
    enabledAt: timestamp('enabled_at', { withTimezone: true }),
    /** The last 30-second time step a code was accepted for: a code is accepted once. */
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    /**
     * Code attempts at sign-in in the current window, counted before each code is checked so
     * concurrent attempts cannot pass the limit (plugins/login-guard.ts); used without Redis.
     */
    codeAttempts: integer('code_attempts').notNull().default(0),
    /** When the current attempt window ends; null before the first attempt. */
    codeAttemptsResetAt: timestamp('code_attempts_reset_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('two_factor_secrets_tenant_idx').on(t.tenantId)],
);

export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id').notNull(),
    /** sha-256 (hex) of the normalised code (lower case, no dash). */
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('two_factor_recovery_codes_member_hash_uq').on(t.memberId, t.codeHash),
    index('two_factor_recovery_codes_member_idx').on(t.memberId),
  ],
);

export type TwoFactorSecretRow = typeof twoFactorSecrets.$inferSelect;
