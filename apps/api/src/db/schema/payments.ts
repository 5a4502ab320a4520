/**
 * Payments (docs/api-contract.md "Payments"): one row per checkout session
 * (top-up of paid calls) and the provider events already processed (webhook idempotency).
 *
 * `credited` flips from false to true exactly once, in the same transaction that adds the calls to
 * `service_balances` (`update … where credited = false returning`), so a payment credits its calls
 * once whatever the number of returns, retries or duplicate webhook deliveries.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients.js';
import { services } from './catalog.js';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** 'sandbox' (built-in checkout) or 'stripe'. */
    provider: text('provider').notNull(),
    /** The provider's checkout session id (`cs_…` for Stripe, `sbx_…` for the sandbox): the public sessionId. */
    providerSessionId: text('provider_session_id').notNull(),
    service: text('service')
      .notNull()
      .references(() => services.key),
    quantity: integer('quantity').notNull(),
    /** Price of one call when the session was created (integer cents). */
    unitAmountCents: integer('unit_amount_cents').notNull(),
    /** quantity × unitAmountCents (integer cents). */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** pending | paid | failed | cancelled */
    status: text('status').notNull().default('pending'),
    /** Why the payment failed or was cancelled (card_declined, cancelled, expired, …). */
    failureReason: text('failure_reason'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    credited: boolean('credited').notNull().default(false),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_session_uq').on(t.providerSessionId),
    index('payments_tenant_created_idx').on(t.tenantId, t.createdAt),
    check('payments_provider_ck', sql`${t.provider} in ('sandbox', 'stripe')`),
    check('payments_status_ck', sql`${t.status} in ('pending', 'paid', 'failed', 'cancelled')`),
    check('payments_amounts_ck', sql`${t.quantity} > 0 and ${t.amountCents} >= 0`),
    check('payments_credited_ck', sql`not ${t.credited} or ${t.status} = 'paid'`),
  ],
);

/** Provider events already handled (Stripe webhook deliveries), one row per event id. */
export const processedEvents = pgTable('processed_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'cancelled';
