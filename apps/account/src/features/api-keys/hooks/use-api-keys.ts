import { useCallback, useEffect, useState } from 'react';
import { errorText, listApiKeys, type ApiKey } from '@pulse/api-client';

/** Shown in place when the keys cannot be loaded and the server gave no reason. */
export const API_KEYS_LOAD_FAILURE = 'Your API keys could not be loaded';

export type ApiKeysState =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; keys: ApiKey[] };

/**
 * The named keys of the signed-in client (GET /developers/keys), loaded on mount; `reload()` after a
 * change, or to retry after an error. An unmount aborts the request.
 */
export function useApiKeys(): { state: ApiKeysState; reload: () => void } {
  const [state, setState] = useState<ApiKeysState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    listApiKeys({ signal: controller.signal }).then(
      (keys) => !controller.signal.aborted && setState({ kind: 'ready', keys }),
      (err: unknown) =>
        !controller.signal.aborted &&
        setState({ kind: 'error', message: errorText(err, API_KEYS_LOAD_FAILURE) }),
    );
    return () => controller.abort();
  }, [attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
