import type { RouteQueries } from '@pulse/remote-contracts';
// The query builders themselves, not the features' indexes: those export the pages, which this
// module, loaded on intent and on idle, must not bring along.
import { reportQuery } from './features/report-detail/api/report-query';
import { reportsPageQueryAt } from './features/reports-list/api/reports-page-query';

/**
 * The queries each reports route reads on its first paint (@pulse/remote-contracts
 * `RouteQueries`): the shell prefetches them on intent and navigation, and the pages read the same
 * options, so they find the answers in the one query cache.
 */
export const routeQueries = {
  '/reports': ({ search, mode }) => [reportsPageQueryAt(search, mode)],
  '/reports/:id': ({ params, mode }) => (params.id ? [reportQuery(params.id, mode)] : []),
} satisfies RouteQueries;
