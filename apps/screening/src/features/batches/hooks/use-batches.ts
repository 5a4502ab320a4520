import { useQuery } from '@tanstack/react-query';
import { batchQueries } from '@pulse/api-client';
import { useViewMode } from '@pulse/auth';
import { BATCH_PAGE_SIZE, POLL_MS, isMoving } from '../../../lib/batches';

/**
 * The newest batches of the tab's view mode, read again every POLL_MS while one of them is queued
 * or running, and no more once none is (paused batches wait for a top-up, which this page does
 * not make).
 */
export function useBatchList() {
  const [mode] = useViewMode();
  return useQuery({
    ...batchQueries.list({ mode, limit: BATCH_PAGE_SIZE }),
    refetchInterval: (query) =>
      query.state.data?.items.some((batch) => isMoving(batch.state)) ? POLL_MS : false,
  });
}

/** One batch, read again every POLL_MS while it is queued or running. */
export function useBatch(id: string) {
  const [mode] = useViewMode();
  return useQuery({
    ...batchQueries.detail({ id, mode }),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state && isMoving(state) ? POLL_MS : false;
    },
  });
}
