import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { revokeOtherSessions, revokeSession, sessionsQuery } from '@pulse/api-client';

/**
 * The member's active sessions (`failed` → Retry with `reload`); `revoke` ends one, `revokeOthers`
 * all but this browser's (resolving to how many). Both reload the list and throw the API's error.
 */
export function useSessions() {
  const queryClient = useQueryClient();
  const { data, isError, isFetching, refetch } = useQuery(sessionsQuery());
  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);
  const invalidate = () => queryClient.invalidateQueries({ queryKey: ['sessions'] });
  const { mutateAsync: revokeOne } = useMutation({
    mutationFn: (id: string) => revokeSession(id),
    onSuccess: invalidate,
  });
  const { mutateAsync: revokeOthers } = useMutation({
    mutationFn: () => revokeOtherSessions(),
    onSuccess: invalidate,
  });
  const revoke = useCallback(
    async (id: string) => {
      await revokeOne(id);
    },
    [revokeOne],
  );
  return {
    sessions: data ?? null,
    failed: isError && !isFetching,
    reload,
    revoke,
    revokeOthers: useCallback(() => revokeOthers(), [revokeOthers]),
  };
}
