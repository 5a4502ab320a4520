import { queryOptions } from '@tanstack/react-query';
import { getBatch, listBatches } from '../endpoints/batches';
import type { ListBatchesParams } from '../types/batches';

/**
 * The batches queries: keys `['batches', <operation>, <params>]`, so an upload, a mapping, a start
 * or a cancel invalidates them all with `['batches']`. `mode` is the tab's view mode, which the
 * calls send in their header: it is in the key so Test and Live batches are never mixed up.
 */
export const batchQueries = {
  /** Everything of the batches resource: the key a mutation invalidates. */
  all: () => ['batches'] as const,

  /** One page of `GET /batches` (listBatches), newest first. */
  list: (params: ListBatchesParams & { mode: 'live' | 'test' }) =>
    queryOptions({
      queryKey: ['batches', 'list', params] as const,
      queryFn: ({ signal }) =>
        listBatches({ limit: params.limit, cursor: params.cursor }, { signal }),
    }),

  /** `GET /batches/{id}` (getBatch). */
  detail: (params: { id: string; mode: 'live' | 'test' }) =>
    queryOptions({
      queryKey: ['batches', 'detail', params] as const,
      queryFn: ({ signal }) => getBatch(params.id, { signal }),
    }),
};
