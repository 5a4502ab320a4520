import { queryOptions } from '@tanstack/react-query';
import { getCase, getCaseSettings, listCases } from '../endpoints/cases';
import type { ListCasesParams } from '../types/cases';

/**
 * The case-review queries: keys `['cases', <operation>, <params>]`, so a review invalidates them
 * all with `['cases']`. `mode` is the tab's view mode, which the calls send in their header: it is
 * in the key so Test and Live cases are never mixed up. The settings are per tenant, not per mode.
 */
export const caseQueries = {
  /** Everything of the cases resource: the key a review invalidates. */
  all: () => ['cases'] as const,

  /** One page of `GET /cases` (listCases), newest first, with the counts per review state. */
  list: (params: ListCasesParams & { mode: 'live' | 'test' }) =>
    queryOptions({
      queryKey: ['cases', 'list', params] as const,
      queryFn: ({ signal }) =>
        listCases(
          {
            state: params.state ?? params.status,
            assignee: params.assignee,
            source: params.source,
            age: params.age,
            limit: params.limit,
            cursor: params.cursor,
          },
          { signal },
        ),
    }),

  /** One case with its history (getCase). */
  detail: (params: { id: string; mode: 'live' | 'test' }) =>
    queryOptions({
      queryKey: ['cases', 'detail', params] as const,
      queryFn: ({ signal }) => getCase(params.id, { signal }),
    }),

  /** The tenant's four-eyes rule (getCaseSettings). */
  settings: () =>
    queryOptions({
      queryKey: ['cases', 'settings', {}] as const,
      queryFn: ({ signal }) => getCaseSettings({ signal }),
    }),
};
