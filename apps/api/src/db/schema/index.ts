/**
 * The whole database schema, split by domain; `drizzle-kit generate` reads this barrel.
 */
export * from './clients.js';
export * from './api-keys.js';
export * from './catalog.js';
export * from './usage.js';
export * from './reports.js';
export * from './datasets.js';
export * from './sanctions.js';
export * from './payments.js';
export * from './request-log.js';
export * from './balance-warnings.js';
export * from './webhooks.js';
export * from './members.js';
export * from './audit.js';
export * from './two-factor.js';
export * from './account-tokens.js';
export * from './batches.js';
export * from './list-updates.js';
export * from './cases.js';
export * from './watchlists.js';
export * from './monitoring.js';
export * from './rules.js';
export * from './privacy.js';
