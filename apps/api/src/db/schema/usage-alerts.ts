/**
 * Usage alerts: per client and service, the number of calls left at which the
 * customer wants to be told (an e-mail and a `balance.low` event). The crossing itself is detected
 * by metering, which knows the calls left after each consumed call; this table holds the threshold
 * and when the last alert went out (shown on the billing page).
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { services } from './catalog.js';
import { clients } from './clients.js';

export const usageAlerts = pgTable(
  'usage_alerts',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    service: text('service')
      .notNull()
      .references(() => services.key),
    /** Alert when the calls left (free this month + paid) fall to this number. */
    threshold: integer('threshold').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'usage_alerts_pk', columns: [t.tenantId, t.service] }),
    check('usage_alerts_threshold_ck', sql`${t.threshold} >= 1`),
  ],
);

export type UsageAlertRow = typeof usageAlerts.$inferSelect;
