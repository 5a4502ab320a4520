/**
 * Accounts: the business clients of the provider (spec §3 "User"), their sign-up consent and their
 * e-mail verification tokens.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  char,
  index,
  pgTable,
  text,
  timestamp,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Public id shown on the License Key page and sent as the `clientid` header: `cl_` + random. */
    clientId: text('client_id').notNull(),
    /** The contact person: the owner who signed up (receipts are addressed to them). */
    fullName: text('full_name').notNull(),
    /**
     * The contact and billing address (receipts, Stripe customer e-mail, operator commands); set to
     * the owner's address at sign-up. Signing in uses members.email (docs/adr/0010-members-and-sessions.md). Always stored lower-case (check constraint).
     */
    email: text('email').notNull(),
    companyName: text('company_name').notNull(),
    contactNumber: text('contact_number').notNull(),
    /** ISO 3166-1 alpha-2, one of the 40 supported countries. */
    country: char('country', { length: 2 }).notNull(),
    fraudEngine: boolean('fraud_engine').notNull().default(false),
    phoneLookup: boolean('phone_lookup').notNull().default(true),
    emailLookup: boolean('email_lookup').notNull().default(true),
    binLookup: boolean('bin_lookup').notNull().default(true),
    addressLookup: boolean('address_lookup').notNull().default(true),
    ipLookup: boolean('ip_lookup').notNull().default(true),
    amlPerson: boolean('aml_person').notNull().default(true),
    amlBusiness: boolean('aml_business').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Event types that at least one enabled webhook endpoint of the client subscribes to, kept by
     * a trigger on webhook_endpoints (migration 0016). Read with the client on every API-key call,
     * so the webhook fan-out of `report.created` needs no query for a client without endpoints
     * (docs/adr/0022-webhooks.md).
     */
    webhookEvents: text('webhook_events')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('clients_client_id_uq').on(t.clientId),
    check('clients_email_lower_ck', sql`${t.email} = lower(${t.email})`),
  ],
);

export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** sha-256 (hex) of the token sent by e-mail; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_verification_tokens_hash_uq').on(t.tokenHash),
    index('email_verification_tokens_tenant_idx').on(t.tenantId),
  ],
);

export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    agreed: boolean('agreed').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Address the sign-up came from, kept as evidence of the agreement. */
    ip: text('ip'),
  },
  (t) => [index('consents_tenant_idx').on(t.tenantId)],
);

export type ClientRow = typeof clients.$inferSelect;
export type NewClientRow = typeof clients.$inferInsert;
