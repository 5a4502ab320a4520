import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKeysQuery, errorText, revokeApiKey, type ApiKey } from '@pulse/api-client';

/** Shown in place when the keys cannot be loaded and the server gave no reason. */
export const API_KEYS_LOAD_FAILURE = 'Your API keys could not be loaded';

export type ApiKeysState =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; keys: ApiKey[] };

/**
 * The named keys of the signed-in client (GET /developers/keys), loaded with the page; `reload()`
 * after a change, or to retry after an error (it refreshes every `api-keys` query).
 */
export function useApiKeys(): { state: ApiKeysState; reload: () => void } {
  const queryClient = useQueryClient();
  const { data, error, isPending, isError } = useQuery(apiKeysQuery());
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ['api-keys'] }),
    [queryClient],
  );
  if (isPending) return { state: { kind: 'loading' }, reload };
  if (isError)
    return { state: { kind: 'error', message: errorText(error, API_KEYS_LOAD_FAILURE) }, reload };
  return { state: { kind: 'ready', keys: data }, reload };
}

/**
 * Revokes a key (DELETE /developers/keys/{id}); on success the keys reload.
 * @returns `revoke(id)`, which throws the API's error, and `busy` while the call runs
 */
export function useRevokeApiKey(): { revoke: (id: string) => Promise<ApiKey>; busy: boolean } {
  const queryClient = useQueryClient();
  const { mutateAsync, isPending } = useMutation({
    mutationFn: (id: string) => revokeApiKey(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api-keys'] }),
  });
  return { revoke: mutateAsync, busy: isPending };
}
