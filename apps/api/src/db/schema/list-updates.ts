/**
 * What changed between two versions of a sanctions / PEP list (docs/adr/0045-list-diffs.md).
 * `sanction_list_updates` holds one row per import or sync of a source (from and to version, when,
 * counts); `sanction_list_changes` one row per record added, removed or changed in it, with the
 * changed fields' values before and after. Both are written in the transaction that replaces the
 * source's records (repositories/sanctions.ts), so an update exists exactly when its version does.
 * Lists are public data, the same for every tenant: no tenant column.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const sanctionListUpdates = pgTable(
  'sanction_list_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** ofac-sdn, ofac-consolidated, un, opensanctions (sanction_lists.source). */
    source: text('source').notNull(),
    /** The version replaced; null for the first import of the source. */
    fromVersion: integer('from_version'),
    toVersion: integer('to_version').notNull(),
    /**
     * First import of the source: no entries are stored (the whole list would be "added");
     * the counts are 0 and `records` says how many the list holds.
     */
    baseline: boolean('baseline').notNull().default(false),
    /** Records in the new version. */
    records: integer('records').notNull(),
    added: integer('added').notNull(),
    removed: integer('removed').notNull(),
    changed: integer('changed').notNull(),
    /** Milliseconds, as the repository sets it, so list cursors round-trip exactly. */
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sanction_list_updates_source_imported_idx').on(t.source, t.importedAt, t.id),
    index('sanction_list_updates_imported_idx').on(t.importedAt, t.id),
  ],
);

export const sanctionListChanges = pgTable(
  'sanction_list_changes',
  {
    updateId: uuid('update_id')
      .notNull()
      .references(() => sanctionListUpdates.id, { onDelete: 'cascade' }),
    /** Position in the update (by name, then entry id): the paging key. */
    seq: integer('seq').notNull(),
    /** The list entry's stable id, `${source}:${sourceId}`. */
    entryId: text('entry_id').notNull(),
    /** `added`, `removed` or `changed`. */
    kind: text('kind').$type<'added' | 'removed' | 'changed'>().notNull(),
    /** The entry's primary name (the old one for a removed entry). */
    name: text('name').notNull(),
    /** `[{ field, before, after }]` for a changed entry; `[]` otherwise. */
    fields: jsonb('fields')
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    primaryKey({ name: 'sanction_list_changes_pk', columns: [t.updateId, t.seq] }),
    index('sanction_list_changes_update_kind_seq_idx').on(t.updateId, t.kind, t.seq),
  ],
);
