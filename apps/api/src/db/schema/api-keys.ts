/**
 * API keys of the clients (docs/adr/0018-developers-api-keys.md).
 *
 * Two kinds share the table:
 * - `license`: the spec's License Key (spec §2 "License key"): one active per client, encrypted so
 *   the License Key page can show it again, REGENERATE revokes it at once;
 * - `named`: the keys of the Developers → API keys page: several per client, each with a name, a
 *   mode (`live`/`test`), an optional expiry and IP allow-list; the secret is shown once and only its
 *   hash is kept (no ciphertext).
 *
 * `revoked_at` may lie in the future: a rolled key stays valid until the end of its grace period.
 */
import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  uniqueIndex,
  check,
} from 'drizzle-orm/pg-core';
import { clients } from './clients.js';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** `license` (the spec's License Key) or `named` (Developers → API keys). */
    kind: text('kind').notNull().default('license'),
    /** The customer's label for a named key; "License Key" for the license kind. */
    name: text('name').notNull().default('License Key'),
    /** `live` or `test` (`pk_live_…` / `pk_test_…`). Test keys are never charged. */
    mode: text('mode').notNull().default('live'),
    /** sha-256 (hex) of the full key: the look-up path for requests that present a key. */
    keyHash: text('key_hash').notNull(),
    /** AES-256-GCM ciphertext of the License Key only, so its page can show it again. */
    keyCiphertext: text('key_ciphertext'),
    /** First characters of the key (`pk_live_abcd`), safe to log and show in lists. */
    prefix: text('prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last accepted call; written at most once a minute per key and process (throttled). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** After this instant the key is refused with 401 API_KEY_EXPIRED. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** CIDRs the key may be used from; null = any address. */
    allowedCidrs: jsonb('allowed_cidrs').$type<string[]>(),
    /** From this instant the key is refused; a future instant is the grace period of a roll. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The key that replaced this one when it was rolled. */
    replacedBy: uuid('replaced_by'),
    /**
     * When `key.expiring` was queued for this key (docs/adr/0019-developers-key-expiring.md):
     * set in the transaction that queues the event, so it goes out once across restarts and
     * processes.
     */
    expiryNoticeAt: timestamp('expiry_notice_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_key_hash_uq').on(t.keyHash),
    // At most one active License Key per client: regenerating revokes and inserts in one transaction.
    uniqueIndex('api_keys_one_active_per_tenant_uq')
      .on(t.tenantId)
      .where(sql`${t.revokedAt} is null and ${t.kind} = 'license'`),
    index('api_keys_tenant_idx').on(t.tenantId),
    // The expiry check scans only named keys with an expiry whose notice is still to be sent.
    index('api_keys_expiry_notice_idx')
      .on(t.expiresAt)
      .where(
        sql`${t.expiryNoticeAt} is null and ${t.expiresAt} is not null and ${t.kind} = 'named'`,
      ),
    check('api_keys_kind_ck', sql`${t.kind} in ('license', 'named')`),
    check('api_keys_mode_ck', sql`${t.mode} in ('live', 'test')`),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
