/**
 * Queue `monitoring.watchlist-rescreen`: one job per upload, replace or delete of a tenant's
 * watchlist, re-screening that tenant's monitored subjects against it (services/monitoring).
 */
import type { WatchlistChange } from '../services/monitoring/rescreen.js';
import { rescreenQueue } from './monitoring-rescreen.js';
import type { ProductQueue } from './types.js';

export const WATCHLIST_RESCREEN_QUEUE = 'monitoring.watchlist-rescreen';

export const watchlistRescreenQueue: ProductQueue = {
  name: WATCHLIST_RESCREEN_QUEUE,
  // As the list-update re-screen: alerts are unique per change, subject and entry.
  options: rescreenQueue.options,
  work: (jobs, services) =>
    jobs.work<WatchlistChange>(WATCHLIST_RESCREEN_QUEUE, { concurrency: 1 }, async (job) => {
      await services.monitoring.rescreenWatchlist(job.data);
    }),
};
