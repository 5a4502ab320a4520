/**
 * Webhooks (docs/api-contract.md "Webhooks"): the endpoints a tenant registers, the outbox of
 * deliveries (one row per event and endpoint; the durable queue, docs/adr/0022-webhooks.md) and
 * the log of every attempt.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients.js';

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** Event types delivered to this endpoint (services/events.ts EVENT_TYPES). */
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** AES-256-GCM ciphertext of the signing secret (`whsec_…`): needed in clear to sign. */
    secretCiphertext: text('secret_ciphertext').notNull(),
    /** First characters of the secret, safe to show after it was shown once. */
    secretPrefix: text('secret_prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_tenant_idx').on(t.tenantId, t.createdAt)],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Queue order: a delivery waits while an earlier one of its endpoint is pending. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** `evt_…`: the same for every delivery (and re-send) of one event. */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The exact JSON text sent (and signed) on every attempt. */
    body: text('body').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due (pending only). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the delivery until then; a crashed worker's lease simply runs out. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Retries stop after this (created + 24 h). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    /** The delivery this one re-sends by hand (null for the first). */
    resentFrom: uuid('resent_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_endpoint_seq_idx').on(t.endpointId, t.seq),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('webhook_deliveries_status_ck', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    /** HTTP status of the answer; null when none came (timeout, refused, blocked address). */
    statusCode: integer('status_code'),
    /** The first 1,024 characters of the answer's body. */
    responseBody: text('response_body'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attemptedAt)],
);

export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
