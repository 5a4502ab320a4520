/**
 * Upkeep `key-expiry`, every KEY_EXPIRY_CHECK_MS in each process: queues `key.expiring` for keys
 * within 7 days of their expiry, once per key across processes (services/key-expiry.ts).
 */
import type { Upkeep } from './types.js';

export const keyExpiry: Upkeep = {
  name: 'key-expiry',
  everyMs: (config) => config.keyExpiryCheckMs,
  failure: 'key expiry check failed',
  run: (services) => services.keyExpiry.runOnce(),
};
