import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  batchQueries,
  uploadBatch,
  type BatchDetail,
  type UploadBatchParams,
} from '@pulse/api-client';
import { useViewMode } from '@pulse/auth';

/**
 * Uploads a file for a service. The batch it answers (in preview) goes into the cache as that
 * batch's detail, so its preview shows at once, and the batch list is read again.
 */
export function useUpload(onUploaded: (batch: BatchDetail) => void) {
  const [mode] = useViewMode();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: UploadBatchParams) => uploadBatch(params),
    onSuccess: (batch) => {
      queryClient.setQueryData(batchQueries.detail({ id: batch.id, mode }).queryKey, batch);
      void queryClient.invalidateQueries({
        queryKey: batchQueries.list({ mode }).queryKey.slice(0, 2),
      });
      onUploaded(batch);
    },
  });
}
