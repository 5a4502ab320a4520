/**
 * Webhook reads as TanStack Query options: endpoints and their deliveries share the `webhooks`
 * resource, so a change to an endpoint refreshes both with `['webhooks']`.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { listWebhookDeliveries, listWebhookEndpoints } from '../endpoints/webhooks';

/** Deliveries per "Load more" page. */
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;

/** `GET /webhooks/endpoints`: the tenant's endpoints. */
export function webhookEndpointsQuery() {
  return queryOptions({
    queryKey: ['webhooks', 'endpoints', {}] as const,
    queryFn: ({ signal }) => listWebhookEndpoints({ signal }),
  });
}

/**
 * `GET /webhooks/endpoints/{id}/deliveries`, newest first, page after page along the API's cursor
 * (`x-next-cursor`); each page holds at most WEBHOOK_DELIVERIES_PAGE_SIZE deliveries.
 */
export function webhookDeliveriesQuery(params: { endpointId: string }) {
  return infiniteQueryOptions({
    queryKey: ['webhooks', 'deliveries', params] as const,
    queryFn: ({ signal, pageParam }) =>
      listWebhookDeliveries(
        params.endpointId,
        { limit: WEBHOOK_DELIVERIES_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
  });
}
