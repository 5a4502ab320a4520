import { useCallback, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteReport, errorText, reportQueries } from '@pulse/api-client';
import { useNotify } from '@pulse/ui';

/**
 * Spec §4 "Delete report": the confirm modal opens for one report; Confirm shows loading; on success
 * the reports are asked again (every reports query is invalidated) and the modal closes; Cancel
 * closes it. A failure toasts the server's message (spec §8) and leaves the modal open so the user
 * can retry or cancel.
 */
export function useDeleteReport() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (referenceID: string) => deleteReport(referenceID),
    onSuccess: async () => {
      setTarget(null);
      notify.success('Report deleted');
      await queryClient.invalidateQueries({ queryKey: reportQueries.all() });
    },
    onError: (err) => notify.error(errorText(err, 'Unknown error')),
  });
  const deleting = mutation.isPending;

  const ask = useCallback((referenceID: string) => setTarget(referenceID), []);
  const cancel = useCallback(() => {
    if (!deleting) setTarget(null);
  }, [deleting]);
  const { mutate } = mutation;
  const confirm = useCallback(() => {
    if (target) mutate(target);
  }, [target, mutate]);

  return { target, deleting, ask, cancel, confirm };
}
