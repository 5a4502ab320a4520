import { useQuery } from '@tanstack/react-query';
import { dataSourcesQuery } from '@pulse/api-client';
import type { ListSource } from '@pulse/api-client';
import { LIST_SOURCES } from './list-sources';

/**
 * The sanctions lists the API has imported (GET /health, `details.sanctions`), in the filters'
 * order: the lists a filter offers, so none offers a list that has no updates or matches to show.
 * @param keep a list to offer anyway (the one a shared view already filters on), if any
 * @returns the lists' keys; none while the answer is awaited or when it cannot be read
 */
export function useImportedSources(keep?: string): ListSource[] {
  const { data } = useQuery(dataSourcesQuery());
  const imported = new Set((data?.sanctions ?? []).map((s) => s.source));
  return LIST_SOURCES.filter((s) => imported.has(s) || s === keep);
}
