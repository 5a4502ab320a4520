import { queryOptions } from '@tanstack/react-query';
import { getReport, listReports } from '../endpoints/reports';
import type { ListReportsParams } from '../types/reports';

/**
 * The reports queries (spec §4): keys `['reports', <operation>, <params>]`, so a change to any
 * report (delete) invalidates them all with `['reports']`.
 */
export const reportQueries = {
  /** Everything of the reports resource: the key a mutation invalidates. */
  all: () => ['reports'] as const,

  /**
   * One page of `GET /reports` (listReports) for exactly `params`: the view mode, page size,
   * cursor and filters are part of the key, so each view is cached on its own.
   */
  list: (params: ListReportsParams) =>
    queryOptions({
      queryKey: ['reports', 'list', params] as const,
      queryFn: ({ signal }) => listReports(params, { signal }),
    }),

  /**
   * `GET /report/{id}` (getReport). `mode` is the tab's view mode, which the call sends in its
   * header: it is in the key so that a Test and a Live answer are never mixed up.
   */
  detail: (params: { id: string; mode: 'live' | 'test' }) =>
    queryOptions({
      queryKey: ['reports', 'detail', params] as const,
      queryFn: ({ signal }) => getReport(params.id, { signal }),
    }),
};
