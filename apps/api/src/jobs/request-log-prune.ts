/**
 * Upkeep `request-log-prune`, every REQUEST_LOG_PRUNE_MS in each process while the request log is
 * on: drops the bodies of requests older than 7 days and the entries older than 30
 * (services/request-log.ts, docs/adr/0020-request-log-and-usage-alerts.md).
 */
import type { Upkeep } from './types.js';

export const requestLogPrune: Upkeep = {
  name: 'request-log-prune',
  everyMs: (config) => (config.requestLog.enabled ? config.requestLog.pruneIntervalMs : 0),
  failure: 'request log prune failed; retried at the next tick',
  run: async (services, log) => {
    const gone = await services.requestLog.prune();
    if (gone.bodies || gone.rows) log.info(gone, 'request log pruned');
  },
};
