import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '@pulse/api-client';
import { useViewMode } from '@pulse/auth';
import type { ReportList } from '@pulse/api-client';
import { reportsPageQuery } from './reports-page-query';
import type { ListQuery } from '../utils/list-query';

export interface ReportsPageState {
  /** True until the answer for the current view (and reload) has arrived. */
  loading: boolean;
  /** The answer for the current view (null while loading or after an error). */
  data: ReportList | null;
  /** The server's error text (spec §8: the response data, the message, or "Unknown error"). */
  error: string | null;
  reload: () => void;
}

/**
 * One page of GET /reports for the view, in the session's Test/Live view mode. A new view never
 * renders with the previous view's rows and counts: each view is a query of its own.
 */
export function useReportsPage(query: ListQuery): ReportsPageState {
  const [mode] = useViewMode();
  const queryClient = useQueryClient();
  const options = reportsPageQuery(query, mode);
  const { data, error, isPending } = useQuery(options);
  // Retry shows the spinner again until the new answer is there, as a first load does.
  const reload = () => void queryClient.resetQueries({ queryKey: options.queryKey, exact: true });
  return {
    loading: isPending,
    data: data ?? null,
    error: error ? errorText(error, 'Unknown error') : null,
    reload,
  };
}
