import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  batchQueries,
  cancelBatch,
  startBatch,
  updateBatchMapping,
  type BatchDetail,
} from '@pulse/api-client';
import { useViewMode } from '@pulse/auth';
import { useNotify } from '@pulse/ui';

/**
 * The three things a batch in preview can do: change its mapping (the answer, the preview checked
 * again, replaces the batch in the cache), start (the confirmation: charging starts) and discard.
 * Start and discard refresh every batches query and then call `onDone`.
 */
export function usePreviewActions(batch: BatchDetail, onDone?: () => void) {
  const [mode] = useViewMode();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = () => queryClient.invalidateQueries({ queryKey: batchQueries.all() });

  const mapping = useMutation({
    mutationFn: (next: (string | null)[]) => updateBatchMapping(batch.id, next),
    onSuccess: (answer) =>
      queryClient.setQueryData(batchQueries.detail({ id: batch.id, mode }).queryKey, answer),
  });
  const start = useMutation({
    mutationFn: () => startBatch(batch.id),
    onSuccess: async () => {
      notify.success('Batch started');
      await refresh();
      onDone?.();
    },
  });
  const discard = useMutation({
    mutationFn: () => cancelBatch(batch.id),
    onSuccess: async () => {
      notify.info('Batch discarded');
      await refresh();
      onDone?.();
    },
  });
  return { mapping, start, discard };
}
