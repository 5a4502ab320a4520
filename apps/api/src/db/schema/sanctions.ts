/**
 * Sanctions and PEP lists: one data set per source (ofac-sdn,
 * ofac-consolidated, un, opensanctions). `sanction_lists` holds one row per source with a version
 * that each import bumps (running API processes poll it and swap the source into their in-memory
 * AmlIndex); `list_entries` holds the parsed list entries as JSONB, one row each (the engine's
 * ListEntry shape, snake-free camelCase as the parsers produce it). JSONB rather than a
 * normalised table: one multi-row insert per batch, no per-field columns, and the loader hands the
 * objects straight to AmlIndex. An import replaces a source's rows and bumps its version in ONE
 * transaction.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const sanctionLists = pgTable('sanction_lists', {
  /** ofac-sdn, ofac-consolidated, un, opensanctions. */
  source: text('source').primaryKey(),
  version: integer('version').notNull(),
  records: integer('records').notNull(),
  /** The engine's SourceInfo (name, list version, licence, record count). */
  info: jsonb('info').notNull(),
  /** Import statistics (rows per file, orphans, warnings). */
  stats: jsonb('stats').notNull(),
  /** Files the data came from. */
  file: text('file').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

export const listEntries = pgTable(
  'list_entries',
  {
    source: text('source').notNull(),
    /** Position in the imported file (keeps the parser's order on reload). */
    seq: integer('seq').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [
    index('list_entries_source_seq_idx').on(t.source, t.seq),
    // One entry's details by its stable id (GET /api/aml/entries/{id}).
    index('list_entries_id_idx').on(sql`(${t.data}->>'id')`),
  ],
);
