import { getDataSources } from '@pulse/api-client';
import { sourceRows, type SourceRow } from '../utils/staleness';

/** Loads the lists the engines answer from (GET /health) as the view's rows. */
export async function loadDataSources(signal?: AbortSignal): Promise<SourceRow[]> {
  const details = await getDataSources({ signal });
  return sourceRows({ datasets: details?.datasets ?? [], sanctions: details?.sanctions ?? [] });
}
