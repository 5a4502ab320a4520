import { useCallback } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  errorText,
  webhookDeliveriesQuery,
  type WebhookDelivery,
  type WebhookDeliveryPage,
} from '@pulse/api-client';

export type DeliveriesState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; items: WebhookDelivery[]; nextCursor?: string; loadingMore: boolean };

/**
 * The deliveries of one endpoint, newest first, with "Load more"; `reload` goes back to the first
 * page, read again.
 */
export function useDeliveries(endpointId: string) {
  const queryClient = useQueryClient();
  const query = webhookDeliveriesQuery({ endpointId });
  const { data, error, isPending, isError, fetchNextPage, isFetchingNextPage } =
    useInfiniteQuery(query);

  const reload = useCallback(async () => {
    // Only the first page is read again, as the log shows after a change.
    queryClient.setQueryData<InfiniteData<WebhookDeliveryPage, string | undefined>>(
      query.queryKey,
      (old) => old && { pages: old.pages.slice(0, 1), pageParams: old.pageParams.slice(0, 1) },
    );
    await queryClient.invalidateQueries({ queryKey: query.queryKey });
  }, [queryClient, query.queryKey]);

  const loadMore = useCallback(async () => {
    await fetchNextPage();
  }, [fetchNextPage]);

  const pages = data?.pages ?? [];
  const nextCursor = pages.at(-1)?.nextCursor;
  const state: DeliveriesState = isPending
    ? { kind: 'loading' }
    : isError
      ? { kind: 'error', message: errorText(error, 'Something went wrong. Please try again.') }
      : {
          kind: 'ready',
          items: pages.flatMap((page) => page.items),
          ...(nextCursor ? { nextCursor } : {}),
          loadingMore: isFetchingNextPage,
        };
  return { state, reload, loadMore };
}
