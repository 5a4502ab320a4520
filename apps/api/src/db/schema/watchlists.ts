/**
 * Custom watchlists (docs/adr/0048-custom-watchlists.md): a tenant's own lists of people and
 * businesses, uploaded as CSV and screened beside the public sanctions / PEP lists. A list belongs
 * to one tenant and serves both of its modes (live and test): it is the tenant's reference data,
 * not a record of calls. Replacing a list's entries bumps `version`, which keys the in-memory index
 * of every API process.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients.js';
import { members } from './members.js';

export const watchlists = pgTable(
  'watchlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    entryCount: integer('entry_count').notNull(),
    /** 1 at upload, +1 on every replace of the entries. */
    version: integer('version').notNull().default(1),
    /** The member who uploaded the current entries; null for an API key (or a removed member). */
    uploadedBy: uuid('uploaded_by').references(() => members.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A list is named once per tenant; also the order of the tenant's lists.
    uniqueIndex('watchlists_tenant_name_key').on(t.tenantId, t.name),
    check('watchlists_version_check', sql`${t.version} >= 1`),
  ],
);

export const watchlistEntries = pgTable(
  'watchlist_entries',
  {
    watchlistId: uuid('watchlist_id')
      .notNull()
      .references(() => watchlists.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** The tenant's own identifier of the entry, unique within its list. */
    reference: text('reference').notNull(),
    name: text('name').notNull(),
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** As the file states it: YYYY-MM-DD, YYYY-MM or YYYY; null when not given. */
    dateOfBirth: text('date_of_birth'),
    /** ISO 3166-1 alpha-2, upper case; null when not given. */
    country: text('country'),
  },
  (t) => [
    // One entry per reference; the paging order of a list's entries.
    primaryKey({ name: 'watchlist_entries_pkey', columns: [t.watchlistId, t.reference] }),
    // Loading all entries of a tenant (the per-tenant index).
    index('watchlist_entries_tenant_idx').on(t.tenantId),
  ],
);

export type WatchlistRow = typeof watchlists.$inferSelect;
export type WatchlistEntryRow = typeof watchlistEntries.$inferSelect;
