/**
 * Metering: purchased (paid) calls per client and service, and usage per client, service
 * and UTC month. Usage rows are only ever incremented by lookups, never by reports being deleted, so
 * billing does not change when a report goes away. The cost of the paid calls is accumulated in cents
 * at the price in force when each call was made.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  char,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients.js';
import { services } from './catalog.js';

export const serviceBalances = pgTable(
  'service_balances',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    service: text('service')
      .notNull()
      .references(() => services.key),
    /** Purchased calls not used yet (they do not expire). */
    paidAvailable: integer('paid_available').notNull().default(0),
    /** Every call ever purchased or granted (audit). */
    paidPurchasedTotal: integer('paid_purchased_total').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'service_balances_pk', columns: [t.tenantId, t.service] }),
    check('service_balances_paid_ck', sql`${t.paidAvailable} >= 0`),
  ],
);

export const monthlyUsage = pgTable(
  'monthly_usage',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    service: text('service')
      .notNull()
      .references(() => services.key),
    /** UTC calendar month `YYYY-MM`. */
    month: char('month', { length: 7 }).notNull(),
    freeUsed: integer('free_used').notNull().default(0),
    paidUsed: integer('paid_used').notNull().default(0),
    /** Sum of the prices (cents) of this month's paid calls. */
    paidCostCents: integer('paid_cost_cents').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'monthly_usage_pk', columns: [t.tenantId, t.service, t.month] }),
    index('monthly_usage_tenant_month_idx').on(t.tenantId, t.month),
    check('monthly_usage_counts_ck', sql`${t.freeUsed} >= 0 and ${t.paidUsed} >= 0`),
  ],
);

export type ServiceBalanceRow = typeof serviceBalances.$inferSelect;
export type MonthlyUsageRow = typeof monthlyUsage.$inferSelect;
