/**
 * Balance warnings: per tenant and service, the number of calls left at which the customer wants
 * to be warned (an e-mail and a `balance.low` event). The crossing itself is detected by metering,
 * which knows the calls left after each consumed call; this table holds the threshold and when the
 * last warning went out (shown on the billing page). Named `usage_alerts` before migration 0037:
 * "alert" is a monitoring alert only (docs/glossary.md).
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { services } from './catalog.js';
import { clients } from './clients.js';

export const balanceWarnings = pgTable(
  'balance_warnings',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    service: text('service')
      .notNull()
      .references(() => services.key),
    /** Warn when the calls left (free this month + paid) fall to this number. */
    threshold: integer('threshold').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastWarnedAt: timestamp('last_warned_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'balance_warnings_pk', columns: [t.tenantId, t.service] }),
    check('balance_warnings_threshold_ck', sql`${t.threshold} >= 1`),
  ],
);

export type BalanceWarningRow = typeof balanceWarnings.$inferSelect;
