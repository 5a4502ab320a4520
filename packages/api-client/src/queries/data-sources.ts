/** The data sources view's read as TanStack Query options. */
import { queryOptions } from '@tanstack/react-query';
import { getDataSources } from '../endpoints/data-sources';

/** `GET /health` → `details`: the lists the engines answer from (undefined when the API omits them). */
export function dataSourcesQuery() {
  return queryOptions({
    queryKey: ['data-sources', 'list', {}] as const,
    queryFn: ({ signal }) => getDataSources({ signal }),
  });
}
