import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteWatchlist,
  replaceWatchlist,
  uploadWatchlist,
  watchlistQueries,
} from '@pulse/api-client';
import type { ReplaceWatchlistParams, UploadWatchlistParams } from '@pulse/api-client';

/** Entries per page of one list. */
export const ENTRIES_PAGE_SIZE = 25;

/** The team's lists. */
export function useWatchlists() {
  return useQuery(watchlistQueries.list());
}

/** One list with a page of its entries; "Previous" goes back through the cursors seen. */
export function useWatchlistEntries(id: string) {
  const [stack, setStack] = useState<string[]>([]);
  const query = useQuery({
    ...watchlistQueries.detail({ id, limit: ENTRIES_PAGE_SIZE, cursor: stack.at(-1) }),
    placeholderData: keepPreviousData,
  });
  return {
    query,
    paging: {
      page: stack.length + 1,
      next: (cursor: string) => setStack((s) => [...s, cursor]),
      previous: () => setStack((s) => s.slice(0, -1)),
    },
  };
}

/** Upload, replace and delete; each reads the lists again when done. */
export function useWatchlistChanges() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: watchlistQueries.all() });
  return {
    upload: useMutation({
      mutationFn: (p: UploadWatchlistParams) => uploadWatchlist(p),
      onSuccess: refresh,
    }),
    replace: useMutation({
      mutationFn: (p: ReplaceWatchlistParams) => replaceWatchlist(p),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => deleteWatchlist(id), onSuccess: refresh }),
  };
}
