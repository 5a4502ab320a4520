import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@pulse/router';
import { parseListQuery, toSearchParams } from '../utils/list-query';
import type { ListFilters, ListQuery, ListSort } from '../utils/list-query';

/** The list view (filters, page size, cursor stack) read from and written to the URL. */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // The string key is the identity of the params (a new URLSearchParams object on every render).
  const query = useMemo(() => parseListQuery(new URLSearchParams(key)), [key]);

  const write = useCallback((next: ListQuery) => setParams(toSearchParams(next)), [setParams]);

  /** New filters start again at the first page. */
  const setFilters = useCallback(
    (filters: Partial<ListFilters>) => write({ ...query, ...filters, cursors: [] }),
    [query, write],
  );
  /** A new order starts again at the first page (a cursor is of one order). */
  const setSort = useCallback(
    (sort: ListSort) => write({ ...query, ...sort, cursors: [] }),
    [query, write],
  );
  const setSize = useCallback(
    (size: number) => write({ ...query, size, cursors: [] }),
    [query, write],
  );
  const next = useCallback(
    (cursor: string) => write({ ...query, cursors: [...query.cursors, cursor] }),
    [query, write],
  );
  const previous = useCallback(
    () => write({ ...query, cursors: query.cursors.slice(0, -1) }),
    [query, write],
  );
  const clear = useCallback(
    () => write({ ...query, status: '', service: '', from: '', to: '', ref: '', cursors: [] }),
    [query, write],
  );

  return { query, key, setFilters, setSort, setSize, next, previous, clear };
}
