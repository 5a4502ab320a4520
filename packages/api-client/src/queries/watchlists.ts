import { queryOptions } from '@tanstack/react-query';
import { getWatchlist, listWatchlists } from '../endpoints/watchlists';
import type { WatchlistParams } from '../types/watchlists';

/**
 * The watchlist queries: keys `['watchlists', <operation>, <params>]`. A team's lists serve both
 * view modes, so the mode is not in the key.
 */
export const watchlistQueries = {
  /** Everything of the watchlists resource (invalidated after an upload, replace or delete). */
  all: () => ['watchlists'] as const,

  /** `GET /watchlists` (listWatchlists). */
  list: () =>
    queryOptions({
      queryKey: ['watchlists', 'list'] as const,
      queryFn: ({ signal }) => listWatchlists({ signal }),
    }),

  /** One list with a page of its entries (getWatchlist). */
  detail: (params: WatchlistParams) =>
    queryOptions({
      queryKey: ['watchlists', 'detail', params] as const,
      queryFn: ({ signal }) => getWatchlist(params, { signal }),
    }),
};
