/**
 * Imported data sets of the lookup engines: IP reputation lists, hosting ASNs and the BIN
 * table. `datasets` holds one row per kind with a version that each import bumps; running API
 * processes poll it and reload a kind whose version changed. An import replaces a kind's rows and
 * bumps its version in one transaction, so readers see either the old or the new list, never a mix.
 */
import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const datasets = pgTable('datasets', {
  /** ip-vpn, ip-datacenter, ip-proxy, tor, hosting-asn, bin. */
  kind: text('kind').primaryKey(),
  version: integer('version').notNull(),
  rows: integer('rows').notNull(),
  /** File names the data came from. */
  source: text('source').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/** CIDRs (or single addresses) of the IP lists: kinds ip-vpn, ip-datacenter, ip-proxy, tor. */
export const ipListEntries = pgTable(
  'ip_list_entries',
  {
    kind: text('kind').notNull(),
    cidr: text('cidr').notNull(),
  },
  (t) => [index('ip_list_entries_kind_idx').on(t.kind)],
);

export const hostingAsns = pgTable('hosting_asns', {
  asn: bigint('asn', { mode: 'number' }).primaryKey(),
  entity: text('entity').notNull(),
});

/** Rows of the BIN table (binlist `ranges.csv` columns). */
export const binRanges = pgTable(
  'bin_ranges',
  {
    iinStart: text('iin_start').notNull(),
    iinEnd: text('iin_end'),
    numberLength: integer('number_length'),
    numberLuhn: boolean('number_luhn'),
    scheme: text('scheme'),
    brand: text('brand'),
    type: text('type'),
    prepaid: boolean('prepaid'),
    country: text('country'),
    bankName: text('bank_name'),
    bankLogo: text('bank_logo'),
    bankUrl: text('bank_url'),
    bankPhone: text('bank_phone'),
    bankCity: text('bank_city'),
  },
  (t) => [index('bin_ranges_iin_start_idx').on(t.iinStart)],
);
