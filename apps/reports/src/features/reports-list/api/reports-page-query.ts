import { reportQueries } from '@pulse/api-client';
import { parseListQuery, toApiParams } from '../utils/list-query';
import type { ListQuery } from '../utils/list-query';

/**
 * The query of one page of GET /reports for the view `query` in view mode `mode`: what the page
 * reads and what the shell prefetches for the URL (src/route-queries.ts), so both are one entry.
 */
export function reportsPageQuery(query: ListQuery, mode: 'live' | 'test') {
  return reportQueries.list({ ...toApiParams(query, query.cursors.at(-1)), mode });
}

/** The same query, from the URL's query string (the shell's route prefetch). */
export function reportsPageQueryAt(search: URLSearchParams, mode: 'live' | 'test') {
  return reportsPageQuery(parseListQuery(search), mode);
}
