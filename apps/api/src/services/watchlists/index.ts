/** Custom watchlists. */
export { MAX_ENTRIES, MAX_FILE_BYTES, readWatchlistFile, WATCHLIST_COLUMNS } from './csv.js';
export {
  MAX_LISTS,
  MAX_TENANT_ENTRIES,
  type WatchlistDetail,
  type WatchlistSubject,
  WatchlistsService,
} from './service.js';
export {
  buildTenantWatchlists,
  type TenantWatchlists,
  TenantWatchlistIndexes,
  watchlistIdOf,
  watchlistRecordId,
} from './tenant-index.js';
