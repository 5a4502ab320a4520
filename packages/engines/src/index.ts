/**
 * @pulse/engines — the lookup engines of the Pulse provider API, on offline data.
 *
 * Each engine is also importable on its own: `@pulse/engines/email`, `/phone`, `/ip`, `/bin`,
 * `/address`, `/common` (and `/aml`, maintained separately).
 */
export * from './common/index.js';
export * from './email/index.js';
export * from './phone/index.js';
export * from './ip/index.js';
export * from './bin/index.js';
export * from './address/index.js';
