/** API keys of the clients: one active key per client, older keys kept revoked for the audit trail. */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients.js';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** sha-256 (hex) of the full key: the look-up path for requests that present a key. */
    keyHash: text('key_hash').notNull(),
    /** AES-256-GCM ciphertext of the key, so the License Key page can show it again. */
    keyCiphertext: text('key_ciphertext').notNull(),
    /** First characters of the key (`pk_live_abcd`), safe to log and show in lists. */
    prefix: text('prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_key_hash_uq').on(t.keyHash),
    // At most one active key per client: regenerating revokes and inserts in one transaction.
    uniqueIndex('api_keys_one_active_per_client_uq')
      .on(t.clientId)
      .where(sql`${t.revokedAt} is null`),
    index('api_keys_client_idx').on(t.clientId),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
