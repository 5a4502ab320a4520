/**
 * The service catalog (docs/architecture.md §5): one row per service key with its display name, usage category,
 * free calls per month, price of a paid call (integer cents) and top-up minimum. Seeded at every
 * start with `insert … on conflict do nothing` (operator edits survive), edited by `cli catalog set`.
 */
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const services = pgTable(
  'services',
  {
    /** Service key: emailLookup, phoneLookup, ipLookup, addressLookup, binLookup, amlPerson, amlBusiness, fraudEngine. */
    key: text('key').primaryKey(),
    displayName: text('display_name').notNull(),
    /** Usage category of spec §3 (email_ip_phone, address, bin, aml); null for fraudEngine. */
    category: text('category'),
    freeCallsPerMonth: integer('free_calls_per_month').notNull(),
    /** Price of one paid call in integer cents. */
    costPerCallCents: integer('cost_per_call_cents').notNull(),
    /** Smallest top-up quantity; null = not purchasable (enterprise only). */
    topUpMinimum: integer('top_up_minimum'),
    /** Display order on the dashboard and billing screens. */
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('services_free_calls_ck', sql`${t.freeCallsPerMonth} >= 0`),
    check('services_cost_ck', sql`${t.costPerCallCents} >= 0`),
    check('services_top_up_ck', sql`${t.topUpMinimum} is null or ${t.topUpMinimum} > 0`),
  ],
);

export type ServiceRow = typeof services.$inferSelect;
