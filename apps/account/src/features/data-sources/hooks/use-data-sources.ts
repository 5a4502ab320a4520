import { useQuery } from '@tanstack/react-query';
import { dataSourcesQuery, errorText } from '@pulse/api-client';
import { sourceRows, type SourceRow } from '../utils/staleness';

/** Shown in place when the list cannot be loaded and the server gave no reason. */
export const DATA_SOURCES_LOAD_FAILURE = 'The data sources could not be loaded';

export type DataSourcesState =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; rows: SourceRow[] };

/** The lists the engines answer from (GET /health) as the view's rows, loaded with the page. */
export function useDataSources(): DataSourcesState {
  const { data, error, isPending, isError } = useQuery({
    ...dataSourcesQuery(),
    select: (details) =>
      sourceRows({ datasets: details?.datasets ?? [], sanctions: details?.sanctions ?? [] }),
  });
  if (isPending) return { kind: 'loading' };
  if (isError) return { kind: 'error', message: errorText(error, DATA_SOURCES_LOAD_FAILURE) };
  return { kind: 'ready', rows: data };
}
