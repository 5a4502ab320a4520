import { request, seg } from '../client';
import type { CallOptions } from '../client';
import type {
  ListEntry,
  ListUpdateDetail,
  ListUpdatePage,
  ListUpdateParams,
  ListUpdatesParams,
} from '../types/list-changes';

/**
 * `GET /aml/list-updates?source&limit&cursor`: imports and syncs of the sanctions lists, newest
 * first, with their counts.
 */
export function listListUpdates(
  params: ListUpdatesParams = {},
  options?: CallOptions,
): Promise<ListUpdatePage> {
  return request('/aml/list-updates', {
    ...options,
    query: { source: params.source, limit: params.limit, cursor: params.cursor },
  });
}

/**
 * `GET /aml/list-updates/{id}?kind&limit&cursor`: one update with a page of its entries, ordered
 * by name then record id.
 * @throws ApiError 404 for an unknown update
 */
export function getListUpdate(
  params: ListUpdateParams,
  options?: CallOptions,
): Promise<ListUpdateDetail> {
  return request(`/aml/list-updates/${seg(params.id)}`, {
    ...options,
    query: { kind: params.kind, limit: params.limit, cursor: params.cursor },
  });
}

/**
 * `GET /aml/entries/{id}`: one list entry (`<source>:<sourceId>`) as stored in the current version.
 * @throws ApiError 404 when no imported list holds it (e.g. removed)
 */
export function getListEntry(id: string, options?: CallOptions): Promise<ListEntry> {
  return request(`/aml/entries/${seg(id)}`, { ...options });
}
