/**
 * Custom watchlists, named from the generated OpenAPI types so
 * they follow the API's schemas.
 */
import type { ResponseBody } from './generated';

/** `GET /watchlists`: the team's lists, by name. */
export type WatchlistList = ResponseBody<'/watchlists', 'get', 200>;
/** One list: name, entry count, version, who uploaded it and when. */
export type Watchlist = WatchlistList['items'][number];
/** `GET /watchlists/{id}`: a list with a page of its entries. */
export type WatchlistDetail = ResponseBody<'/watchlists/{id}', 'get', 200>;
/** One entry of a list. */
export type WatchlistEntry = WatchlistDetail['entries']['items'][number];

export interface WatchlistParams {
  id: string;
  limit?: number;
  cursor?: string;
}

export interface UploadWatchlistParams {
  /** The list's name (1–100 characters). */
  name: string;
  /** The CSV file. */
  file: Blob;
}

export interface ReplaceWatchlistParams {
  id: string;
  file: Blob;
  /** Renames the list when given. */
  name?: string;
}
