import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';

/** Used only while no query client is above the page (a shell that does not provide one yet). */
let fallbackClient: QueryClient | undefined;

/**
 * The account pages' loading behaviour: a failed read shows its error and Retry at once (no silent
 * retries), and a read is not repeated because the window got the focus back.
 */
const ACCOUNT_QUERY_DEFAULTS = {
  queries: { retry: false, refetchOnWindowFocus: false },
  mutations: { retry: false },
} as const;

/**
 * Renders `children` under the shell's query client, or, where the shell provides none, under one
 * the remote keeps for itself, so an exposed page works with a shell of either kind.
 */
export function QueryClientFallback({ children }: { children: ReactNode }) {
  const client = useContext(QueryClientContext);
  if (client) return children;
  fallbackClient ??= new QueryClient({ defaultOptions: ACCOUNT_QUERY_DEFAULTS });
  return <QueryClientProvider client={fallbackClient}>{children}</QueryClientProvider>;
}
