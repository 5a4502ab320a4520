import { useCallback, useState } from 'react';
import { deleteReport, errorText } from '@pulse/api-client';
import { useNotify } from '@pulse/ui';

/**
 * Spec §4 "Delete report": the confirm modal opens for one report; Confirm shows loading; on success
 * the list reloads and the modal closes; Cancel closes it. A failure toasts the server's message
 * (spec §8) and leaves the modal open so the user can retry or cancel.
 */
export function useDeleteReport(onDeleted: () => void) {
  const notify = useNotify();
  const [target, setTarget] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const ask = useCallback((referenceID: string) => setTarget(referenceID), []);
  const cancel = useCallback(() => {
    if (!deleting) setTarget(null);
  }, [deleting]);

  const confirm = useCallback(async () => {
    if (!target) return;
    setDeleting(true);
    try {
      await deleteReport(target);
      setTarget(null);
      notify.success('Report deleted');
      onDeleted();
    } catch (err) {
      notify.error(errorText(err, 'Unknown error'));
    } finally {
      setDeleting(false);
    }
  }, [target, notify, onDeleted]);

  return { target, deleting, ask, cancel, confirm };
}
