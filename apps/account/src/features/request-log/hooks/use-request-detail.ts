import { useQuery } from '@tanstack/react-query';
import { requestLogEntryQuery, type RequestLogDetail } from '@pulse/api-client';
import { useViewMode } from '@pulse/auth';

export type RequestDetailState =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'loaded'; detail: RequestLogDetail };

/**
 * The entry `id` with its bodies, loaded when `id` is set, in the view mode (an entry of the other
 * mode is not found).
 */
export function useRequestDetail(id: string | null): RequestDetailState & { retry(): void } {
  const [mode] = useViewMode();
  const { data, isError, isFetching, isSuccess, refetch } = useQuery({
    ...requestLogEntryQuery({ id: id ?? '', mode }),
    enabled: Boolean(id),
  });
  const retry = () => void refetch();
  if (!id) return { state: 'idle', retry };
  if (isSuccess && !isFetching) return { state: 'loaded', detail: data, retry };
  if (isError && !isFetching) return { state: 'failed', retry };
  return { state: 'loading', retry };
}
