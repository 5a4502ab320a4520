import { QueryClient } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { sessionAtom } from '@pulse/auth';

/**
 * How long a query's answer counts as fresh (ms): a page opened within this time of its prefetch
 * (sidebar hover, navigation start) reads the prefetched answer and asks nothing more; after it,
 * the page shows the kept answer and asks again in the background.
 */
export const QUERY_FRESH_MS = 5_000;

/**
 * The one query cache of the app (docs/architecture.md §3, "Data"): the shell and every remote read it
 * through the shell-owned `@tanstack/react-query` singleton. No automatic retry (a failed call shows
 * its error at once, spec §8) and no refetch on window focus (pages reload on their own actions).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: QUERY_FRESH_MS, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/**
 * Another member or a sign-out must never see the previous session's answers: the cache is emptied
 * whenever the signed-in session (its token) changes.
 */
let token = getDefaultStore().get(sessionAtom)?.token;
getDefaultStore().sub(sessionAtom, () => {
  const next = getDefaultStore().get(sessionAtom)?.token;
  if (next === token) return;
  token = next;
  queryClient.clear();
});
