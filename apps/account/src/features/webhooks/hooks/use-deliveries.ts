import { useCallback, useEffect, useState } from 'react';
import { errorText, listWebhookDeliveries, type WebhookDelivery } from '@pulse/api-client';

export type DeliveriesState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; items: WebhookDelivery[]; nextCursor?: string; loadingMore: boolean };

const PAGE = 20;

/** The deliveries of one endpoint, newest first, with "Load more" and `reload`. */
export function useDeliveries(endpointId: string) {
  const [state, setState] = useState<DeliveriesState>({ kind: 'loading' });

  const reload = useCallback(async () => {
    try {
      const page = await listWebhookDeliveries(endpointId, { limit: PAGE });
      setState({
        kind: 'ready',
        items: page.items,
        nextCursor: page.nextCursor,
        loadingMore: false,
      });
    } catch (err) {
      setState({
        kind: 'error',
        message: errorText(err, 'Something went wrong. Please try again.'),
      });
    }
  }, [endpointId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const loadMore = useCallback(async () => {
    if (state.kind !== 'ready' || !state.nextCursor) return;
    setState({ ...state, loadingMore: true });
    try {
      const page = await listWebhookDeliveries(endpointId, {
        limit: PAGE,
        cursor: state.nextCursor,
      });
      setState({
        kind: 'ready',
        items: [...state.items, ...page.items],
        nextCursor: page.nextCursor,
        loadingMore: false,
      });
    } catch (err) {
      setState({
        kind: 'error',
        message: errorText(err, 'Something went wrong. Please try again.'),
      });
    }
  }, [endpointId, state]);

  return { state, reload, loadMore };
}
