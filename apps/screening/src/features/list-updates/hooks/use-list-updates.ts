import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listChangeQueries } from '@pulse/api-client';
import type { ListChangeKind, ListSource } from '@pulse/api-client';

/** Updates per page of the list, and entries per page of one update. */
export const UPDATES_PAGE_SIZE = 10;
export const ENTRIES_PAGE_SIZE = 25;

/**
 * Cursor paging: the cursors of the pages seen so far, so "Previous" goes back without a
 * backwards cursor from the API. Resets when `reset` changes (a new filter).
 */
function useCursorStack() {
  const [stack, setStack] = useState<string[]>([]);
  return {
    cursor: stack.at(-1),
    page: stack.length + 1,
    next: (cursor: string) => setStack((s) => [...s, cursor]),
    previous: () => setStack((s) => s.slice(0, -1)),
    reset: () => setStack([]),
  };
}

/** One page of the list updates of `source` (all sources when undefined), newest first. */
export function useListUpdates(source: ListSource | undefined) {
  const paging = useCursorStack();
  const query = useQuery({
    ...listChangeQueries.updates({ source, limit: UPDATES_PAGE_SIZE, cursor: paging.cursor }),
    placeholderData: keepPreviousData,
  });
  return { query, paging };
}

/** One update with one page of its entries of `kind` (every kind when undefined). */
export function useListUpdate(id: string, kind: ListChangeKind | undefined) {
  const paging = useCursorStack();
  const query = useQuery({
    ...listChangeQueries.update({ id, kind, limit: ENTRIES_PAGE_SIZE, cursor: paging.cursor }),
    placeholderData: keepPreviousData,
  });
  return { query, paging };
}

/** One list entry's details, read only when `enabled` (the reader opened them). */
export function useListEntry(id: string, enabled: boolean) {
  return useQuery({ ...listChangeQueries.entry(id), enabled, retry: false });
}
