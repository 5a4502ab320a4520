import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestLogQuery, type RequestLogEntry } from '@pulse/api-client';
import { useViewMode } from '@pulse/auth';
import { parseFilters, toParams, type RequestLogFilters } from '../utils/filters';

/** Rows per page. */
export const PAGE_SIZE = 25;

export interface RequestLogState {
  items: RequestLogEntry[];
  loading: boolean;
  failed: boolean;
  /** 1-based page number. */
  page: number;
  hasNewer: boolean;
  hasOlder: boolean;
  newer(): void;
  older(): void;
  retry(): void;
}

/**
 * One page of the request log for `filters`, newest first. Paging follows the API's cursor: the
 * cursors of the pages seen so far are kept, so Newer goes back without re-reading from the start.
 * New filters start again at page 1, and so does the Test/Live switch: the log shows the calls of
 * the view mode only (the API client sends the mode). While a
 * page loads, the rows of the one before stay on screen.
 */
export function useRequestLog(filters: RequestLogFilters): RequestLogState {
  const [mode] = useViewMode();
  // cursors[i] is the cursor that loads page i + 1 (undefined for the first page); they belong to
  // the filters and mode they were read under, and any others start again at page 1.
  const [paging, setPaging] = useState({
    filters,
    mode,
    cursors: [undefined] as (string | undefined)[],
  });
  const cursors = paging.filters === filters && paging.mode === mode ? paging.cursors : [undefined];
  const setCursors = (next: (c: (string | undefined)[]) => (string | undefined)[]) =>
    setPaging({ filters, mode, cursors: next(cursors) });

  const cursor = cursors[cursors.length - 1];
  const { data, isFetching, isError, refetch } = useQuery({
    ...requestLogQuery({
      ...toParams(filters),
      limit: PAGE_SIZE,
      ...(cursor ? { cursor } : {}),
      mode,
    }),
    placeholderData: keepPreviousData,
  });
  const next = data?.nextCursor;

  return {
    items: data?.items ?? [],
    loading: isFetching,
    failed: isError && !isFetching,
    page: cursors.length,
    hasNewer: cursors.length > 1,
    hasOlder: next !== undefined,
    newer: () => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)),
    older: () => next && setCursors((c) => [...c, next]),
    retry: () => void refetch(),
  };
}

/**
 * The query of the first page `useRequestLog` reads for the filters in `search` (the page's URL),
 * in the view `mode`: what the route prefetches (app/route-queries.ts).
 */
export function firstRequestLogPageQuery(search: URLSearchParams, mode: 'live' | 'test') {
  return requestLogQuery({ ...toParams(parseFilters(search)), limit: PAGE_SIZE, mode });
}
