/**
 * The request log as TanStack Query options. Both reads are of the view mode (the client sends the
 * session's Test/Live mode), so `mode` is part of each key.
 */
import { queryOptions } from '@tanstack/react-query';
import { getRequestLogEntry, listRequestLog } from '../endpoints/developers';
import type { ListRequestLogParams } from '../types/developers';

/** `GET /developers/requests`: one page for `params` (filters, limit and the page's cursor). */
export function requestLogQuery(params: ListRequestLogParams & { mode: 'live' | 'test' }) {
  const { mode: _mode, ...query } = params;
  return queryOptions({
    queryKey: ['request-log', 'list', params] as const,
    queryFn: ({ signal }) => listRequestLog(query, { signal }),
  });
}

/** `GET /developers/requests/{id}`: one call with its bodies. */
export function requestLogEntryQuery(params: { id: string; mode: 'live' | 'test' }) {
  return queryOptions({
    queryKey: ['request-log', 'detail', params] as const,
    queryFn: ({ signal }) => getRequestLogEntry(params.id, { signal }),
  });
}
