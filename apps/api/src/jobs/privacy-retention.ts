/**
 * Upkeep `privacy-retention`, every PRIVACY_RETENTION_MS (daily) in each process: redacts the
 * personal data past each tenant's retention periods (services/privacy.ts `runRetention`,
 * docs/adr/0059-personal-data.md). Idempotent, so processes running it at once only repeat
 * searches that find nothing.
 */
import type { Upkeep } from './types.js';

export const privacyRetention: Upkeep = {
  name: 'privacy-retention',
  everyMs: (config) => config.privacyRetentionMs,
  failure: 'privacy retention failed; retried at the next tick',
  run: async (services, log) => {
    const redacted = await services.privacy.runRetention();
    if (redacted.length > 0) log.info({ redacted }, 'personal data past retention redacted');
  },
};
