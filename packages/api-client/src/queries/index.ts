/**
 * Query options (TanStack Query's `queryOptions`: key and fetcher) of every GET endpoint, one file
 * per resource. Keys are `[<resource>, <operation>, <params>]`, so a mutation invalidates a whole
 * resource by `[<resource>]`; each fetcher calls the endpoint function with the query's signal.
 * The shell prefetches a route's queries (each remote's `./route-queries`) and the page reads the
 * same options with `useQuery`, so both share one cache entry.
 */
export { batchQueries } from './batches';
export { billingQueries } from './billing';
export { caseQueries } from './cases';
export { listChangeQueries } from './list-changes';
export { monitoringQueries } from './monitoring';
export { watchlistQueries } from './watchlists';
export { ruleQueries } from './rules';
export { paymentQueries } from './payments';
export { reportQueries } from './reports';
export { privacyQueries } from './privacy';
