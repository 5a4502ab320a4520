import { queryOptions } from '@tanstack/react-query';
import { getListEntry, getListUpdate, listListUpdates } from '../endpoints/list-changes';
import type { ListUpdateParams, ListUpdatesParams } from '../types/list-changes';

/**
 * The list-changes queries: keys `['list-changes', <operation>, <params>]`. Lists are the same for
 * every tenant and view mode, so the mode is not in the key.
 */
export const listChangeQueries = {
  /** Everything of the list-changes resource. */
  all: () => ['list-changes'] as const,

  /** One page of `GET /aml/list-updates` (listListUpdates), newest first. */
  updates: (params: ListUpdatesParams) =>
    queryOptions({
      queryKey: ['list-changes', 'updates', params] as const,
      queryFn: ({ signal }) => listListUpdates(params, { signal }),
    }),

  /** One update with a page of its entries (getListUpdate). */
  update: (params: ListUpdateParams) =>
    queryOptions({
      queryKey: ['list-changes', 'update', params] as const,
      queryFn: ({ signal }) => getListUpdate(params, { signal }),
    }),

  /** One list entry (getListEntry). */
  entry: (id: string) =>
    queryOptions({
      queryKey: ['list-changes', 'entry', id] as const,
      queryFn: ({ signal }) => getListEntry(id, { signal }),
    }),
};
