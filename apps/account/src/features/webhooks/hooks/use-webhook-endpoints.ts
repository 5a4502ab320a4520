import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText, webhookEndpointsQuery, type WebhookEndpoint } from '@pulse/api-client';

export type EndpointsState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; endpoints: WebhookEndpoint[] };

/**
 * The tenant's webhook endpoints (GET /webhooks/endpoints): `reload` after a change (it refreshes
 * every `webhooks` query, the deliveries too), `retry` after a failure (back to the spinner).
 */
export function useWebhookEndpoints() {
  const queryClient = useQueryClient();
  const query = webhookEndpointsQuery();
  const { data, error, isPending, isError } = useQuery(query);
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: ['webhooks'] }),
    [queryClient],
  );
  const retry = useCallback(
    () => void queryClient.resetQueries({ queryKey: query.queryKey }),
    [queryClient, query.queryKey],
  );
  const state: EndpointsState = isPending
    ? { kind: 'loading' }
    : isError
      ? { kind: 'error', message: errorText(error, 'Something went wrong. Please try again.') }
      : { kind: 'ready', endpoints: data };
  return { state, reload, retry };
}
