import { useCallback, useEffect, useState } from 'react';
import { errorText, listWebhookEndpoints, type WebhookEndpoint } from '@pulse/api-client';

export type EndpointsState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; endpoints: WebhookEndpoint[] };

/**
 * The tenant's webhook endpoints (GET /webhooks/endpoints), with `reload` after a change and
 * `replace` to update one endpoint in place.
 */
export function useWebhookEndpoints() {
  const [state, setState] = useState<EndpointsState>({ kind: 'loading' });

  const reload = useCallback(async (signal?: AbortSignal) => {
    try {
      const endpoints = await listWebhookEndpoints(signal ? { signal } : undefined);
      if (!signal?.aborted) setState({ kind: 'ready', endpoints });
    } catch (err) {
      if (!signal?.aborted)
        setState({
          kind: 'error',
          message: errorText(err, 'Something went wrong. Please try again.'),
        });
    }
  }, []);

  useEffect(() => {
    const ctl = new AbortController();
    void reload(ctl.signal);
    return () => ctl.abort();
  }, [reload]);

  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    void reload();
  }, [reload]);

  return { state, reload: () => reload(), retry };
}
