import type { RouteQueries } from '@pulse/remote-contracts';
import { batchQueries, listChangeQueries, watchlistQueries } from '@pulse/api-client';
import { UPDATES_PAGE_SIZE } from './features/list-changes/hooks/use-list-changes';
import { BATCH_PAGE_SIZE } from './lib/batches';

/**
 * The queries the screening routes read on their first paint (@pulse/remote-contracts
 * `RouteQueries`): the batch list, one batch, the list updates and the team's watchlists. The shell prefetches them on intent and
 * navigation; the pages read the same options.
 */
export const routeQueries = {
  '/batches': ({ mode }) => [batchQueries.list({ mode, limit: BATCH_PAGE_SIZE })],
  '/batches/:id': ({ mode, params }) =>
    params.id ? [batchQueries.detail({ id: params.id, mode })] : [],
  '/list-changes': () => [
    listChangeQueries.updates({ source: undefined, limit: UPDATES_PAGE_SIZE, cursor: undefined }),
  ],
  '/watchlists': () => [watchlistQueries.list()],
} satisfies RouteQueries;
