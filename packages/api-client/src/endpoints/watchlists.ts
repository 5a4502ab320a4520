import { request, seg } from '../client';
import type { CallOptions } from '../client';
import type {
  ReplaceWatchlistParams,
  UploadWatchlistParams,
  Watchlist,
  WatchlistDetail,
  WatchlistList,
  WatchlistParams,
} from '../types/watchlists';

/** `GET /watchlists`: the team's own lists, by name. */
export function listWatchlists(options?: CallOptions): Promise<WatchlistList> {
  return request('/watchlists', { ...options });
}

/**
 * `GET /watchlists/{id}?limit&cursor`: one list with a page of its entries, by reference.
 * @throws ApiError 404 for a list that is not the team's
 */
export function getWatchlist(
  params: WatchlistParams,
  options?: CallOptions,
): Promise<WatchlistDetail> {
  return request(`/watchlists/${seg(params.id)}`, {
    ...options,
    query: { limit: params.limit, cursor: params.cursor },
  });
}

/**
 * `POST /watchlists?name`: uploads a CSV file as a new list (10 MB, 100,000 entries at most).
 * @throws ApiError 400 with `line` (named in `error`) for a file that cannot be read, 409
 *   NAME_TAKEN / WATCHLIST_LIMIT / ENTRY_LIMIT, 413 too large
 */
export function uploadWatchlist(
  params: UploadWatchlistParams,
  options?: CallOptions,
): Promise<WatchlistDetail> {
  return request('/watchlists', {
    ...options,
    method: 'POST',
    query: { name: params.name },
    rawBody: params.file,
    headers: { 'content-type': 'text/csv' },
  });
}

/**
 * `PUT /watchlists/{id}?name`: replaces a list's entries with a new file; bumps its version.
 * @throws ApiError as uploadWatchlist, and 404
 */
export function replaceWatchlist(
  params: ReplaceWatchlistParams,
  options?: CallOptions,
): Promise<WatchlistDetail> {
  return request(`/watchlists/${seg(params.id)}`, {
    ...options,
    method: 'PUT',
    query: { name: params.name },
    rawBody: params.file,
    headers: { 'content-type': 'text/csv' },
  });
}

/** `DELETE /watchlists/{id}`: deletes a list. @throws ApiError 404 */
export function deleteWatchlist(id: string, options?: CallOptions): Promise<Watchlist> {
  return request(`/watchlists/${seg(id)}`, { ...options, method: 'DELETE' });
}
