import { useCallback, useEffect, useState } from 'react';
import { errorText, listReports } from '@pulse/api-client';
import { useViewMode } from '@pulse/auth';
import type { ReportList } from '@pulse/api-client';
import { toApiParams } from '../utils/list-query';
import type { ListQuery } from '../utils/list-query';

export interface ReportsPageState {
  /** True until the answer for the current view (and reload) has arrived. */
  loading: boolean;
  /** The latest answer; while loading, the previous view's (the page shows a spinner then). */
  data: ReportList | null;
  /** The server's error text (spec §8: the response data, the message, or "Unknown error"). */
  error: string | null;
  reload: () => void;
}

interface Answer {
  /** The view and reload attempt this answer is for. */
  view: string;
  data: ReportList | null;
  error: string | null;
}

/**
 * One page of GET /reports for the view, in the session's Test/Live view mode; a newer view, mode or
 * reload cancels the older request.
 */
export function useReportsPage(query: ListQuery, key: string): ReportsPageState {
  const [attempt, setAttempt] = useState(0);
  const [mode] = useViewMode();
  const view = `${key}#${mode}#${attempt}`;
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    listReports(
      { ...toApiParams(query, query.cursors.at(-1)), mode },
      { signal: controller.signal },
    )
      .then((data) => {
        if (!controller.signal.aborted) setAnswer({ view, data, error: null });
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer({ view, data: null, error: errorText(err, 'Unknown error') });
      });
    return () => controller.abort();
  }, [view]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // Loading is derived from which view the answer belongs to: a new view never renders with the
  // previous view's rows and counts, not even for the one render before an effect could run.
  const current = answer?.view === view;
  return {
    loading: !current,
    data: answer?.data ?? null,
    error: current ? answer.error : null,
    reload,
  };
}
