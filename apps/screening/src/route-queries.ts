import type { RouteQueries } from '@pulse/remote-contracts';
import {
  batchQueries,
  caseQueries,
  dataSourcesQuery,
  listChangeQueries,
  monitoringQueries,
  watchlistQueries,
} from '@pulse/api-client';
import { parseQueueQuery, toApiParams } from './features/cases/utils/queue-query';
import { UPDATES_PAGE_SIZE } from './features/list-updates/hooks/use-list-updates';
import {
  ALERTS_PAGE_SIZE,
  parseSubjectsQuery,
  subjectsParams,
} from './features/monitoring/hooks/use-monitoring';
import { BATCH_PAGE_SIZE } from './lib/batches';

/**
 * The queries the screening routes read on their first paint (@pulse/remote-contracts
 * `RouteQueries`): the batch list, one batch, the list updates and the imported lists, the case queue (its view from the
 * URL; one filtered on "me" waits for the page, which knows the member), one case, the
 * monitoring alerts and subjects (their view from the URL) and the team's watchlists. The shell
 * prefetches them on intent and navigation; the pages read the same options.
 */
export const routeQueries = {
  '/batches': ({ mode }) => [batchQueries.list({ mode, limit: BATCH_PAGE_SIZE })],
  '/batches/:id': ({ mode, params }) =>
    params.id ? [batchQueries.detail({ id: params.id, mode })] : [],
  '/list-updates': () => [
    listChangeQueries.updates({ source: undefined, limit: UPDATES_PAGE_SIZE, cursor: undefined }),
    dataSourcesQuery(),
  ],
  // Moves on to /list-updates at once: nothing to read first.
  '/list-changes': () => [],
  '/cases': ({ mode, search }) => {
    const query = parseQueueQuery(search);
    return query.assignee === 'me'
      ? []
      : [caseQueries.list({ ...toApiParams(query, undefined), mode })];
  },
  '/cases/:id': ({ mode, params }) =>
    params.id ? [caseQueries.detail({ id: params.id, mode })] : [],
  '/monitoring': ({ mode, search }) => [
    monitoringQueries.alerts({ limit: ALERTS_PAGE_SIZE, cursor: undefined, mode }),
    monitoringQueries.subjects({ ...subjectsParams(parseSubjectsQuery(search)), mode }),
  ],
  '/watchlists': () => [watchlistQueries.list()],
} satisfies RouteQueries;
