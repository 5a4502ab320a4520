import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  errorText,
  privacyQueries,
  updateRetentionSettings,
  type RetentionSettings,
} from '@pulse/api-client';

/** Shown in place when the periods cannot be loaded and the server gave no reason. */
export const RETENTION_LOAD_FAILURE = 'The retention periods could not be loaded';
export const RETENTION_SAVE_FAILURE = 'The retention periods could not be saved';
export const RETENTION_SAVED = 'Retention periods saved';

export type RetentionState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; settings: RetentionSettings };

/**
 * The tenant's retention periods (GET /privacy/settings) and their save (PUT); a save puts the
 * stored answer in the cache, so the form shows what the API kept.
 */
export function useRetention() {
  const queryClient = useQueryClient();
  const query = useQuery(privacyQueries.settings());
  const save = useMutation({
    mutationFn: (body: RetentionSettings) => updateRetentionSettings(body),
    onSuccess: (stored) => queryClient.setQueryData(privacyQueries.settings().queryKey, stored),
  });
  const state: RetentionState = query.error
    ? { kind: 'error', message: errorText(query.error, RETENTION_LOAD_FAILURE) }
    : query.data === undefined
      ? { kind: 'loading' }
      : { kind: 'ready', settings: query.data };
  return { state, reload: () => void query.refetch(), save: save.mutateAsync };
}
