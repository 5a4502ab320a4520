import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { batchQueries, cancelBatch, errorText, type Batch } from '@pulse/api-client';
import { Button, useNotify } from '@pulse/ui';
import { ConfirmDialog } from '@pulse/ui/overlays';
import { rowsText } from '../../../lib/batches';

/**
 * "Cancel batch", with a confirmation as the product's other destructive actions: the rows not
 * done yet are not screened (nor charged), those done stay done and in the results.
 */
export function CancelBatch({ batch }: { batch: Batch }) {
  const [asking, setAsking] = useState(false);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelBatch(batch.id),
    onSuccess: () => {
      setAsking(false);
      notify.success('Batch cancelled');
    },
    onError: (error) => {
      setAsking(false);
      notify.error(errorText(error, 'The batch could not be cancelled.'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: batchQueries.all() }),
  });
  return (
    <>
      <Button variant="outline" colorPalette="red" size="sm" onClick={() => setAsking(true)}>
        Cancel batch
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Cancel “${batch.fileName}”?`}
        message={`The ${rowsText(batch.rowsLeft)} left are not screened and not charged. Rows already done stay in the results. This cannot be undone.`}
        confirmText="Cancel batch"
        cancelText="Keep running"
        loading={cancel.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => cancel.mutate()}
      />
    </>
  );
}
