import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { regenerateLicenseKeyMutation } from '@pulse/api-client';
import { useSession } from '@pulse/auth';
import { useNotify } from '@pulse/ui';

/** Toast texts of spec §8 "Key regeneration". */
export const REGENERATE_SUCCESS = 'API Key Regenerated Successfully';
export const REGENERATE_FAILURE = 'API Key Regeneration Failed';

/**
 * Regenerates the client's API key (POST /user-data/regenerate-api-key). On success the new key
 * replaces the stored one (spec §4 "Regenerate key"); the old key is refused by the API at once.
 * @returns `regenerate()` resolving to true on success, and `busy` while the call runs.
 */
export function useRegenerateApiKey() {
  const { setApiKey } = useSession();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { mutateAsync, isPending } = useMutation({
    ...regenerateLicenseKeyMutation(),
    onSuccess: ({ newApiKey }) => {
      setApiKey(newApiKey);
      notify.success(REGENERATE_SUCCESS);
      return queryClient.invalidateQueries({ queryKey: ['license-key'] });
    },
    onError: () => notify.error(REGENERATE_FAILURE),
  });

  const regenerate = useCallback(
    () =>
      mutateAsync().then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );

  return { regenerate, busy: isPending };
}
