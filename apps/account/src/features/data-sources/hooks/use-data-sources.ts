import { useEffect, useState } from 'react';
import { errorText } from '@pulse/api-client';
import { loadDataSources } from '../api/load-data-sources';
import type { SourceRow } from '../utils/staleness';

/** Shown in place when the list cannot be loaded and the server gave no reason. */
export const DATA_SOURCES_LOAD_FAILURE = 'The data sources could not be loaded';

export type DataSourcesState =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; rows: SourceRow[] };

/** Loads the data sources once per mount; an unmount aborts the request. */
export function useDataSources(): DataSourcesState {
  const [state, setState] = useState<DataSourcesState>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    loadDataSources(controller.signal).then(
      (rows) => !controller.signal.aborted && setState({ kind: 'ready', rows }),
      (err: unknown) =>
        !controller.signal.aborted &&
        setState({ kind: 'error', message: errorText(err, DATA_SOURCES_LOAD_FAILURE) }),
    );
    return () => controller.abort();
  }, []);
  return state;
}
