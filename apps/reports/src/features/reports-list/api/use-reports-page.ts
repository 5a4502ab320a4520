import { useCallback, useEffect, useState } from 'react';
import { errorText, listReports } from '@pulse/api-client';
import type { ReportList } from '@pulse/api-client';
import { toApiParams } from '../utils/list-query';
import type { ListQuery } from '../utils/list-query';

export interface ReportsPageState {
  loading: boolean;
  data: ReportList | null;
  /** The server's error text (spec §8: the response data, the message, or "Unknown error"). */
  error: string | null;
  reload: () => void;
}

/** One page of GET /reports for the view; a newer view or reload cancels the older request. */
export function useReportsPage(query: ListQuery, key: string): ReportsPageState {
  const [state, setState] = useState<Omit<ReportsPageState, 'reload'>>({
    loading: true,
    data: null,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    listReports(toApiParams(query, query.cursors.at(-1)), { signal: controller.signal })
      .then((data) => {
        if (!controller.signal.aborted) setState({ loading: false, data, error: null });
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setState({ loading: false, data: null, error: errorText(err, 'Unknown error') });
      });
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
