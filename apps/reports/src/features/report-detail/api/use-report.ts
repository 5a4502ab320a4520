import { useEffect, useRef, useState } from 'react';
import { errorText, getReport } from '@pulse/api-client';
import type { ReportDetail } from '@pulse/api-client';
import { useNotify } from '@pulse/ui';

export interface ReportState {
  loading: boolean;
  report: ReportDetail | null;
  error: string | null;
}

/**
 * Spec §4 "Report load": pending → loading; fulfilled stores the data; rejected clears it. A failure
 * shows the message in place (the returned `error`) and a toast "Error: {server error}" (spec §8).
 */
export function useReport(id: string | undefined): ReportState {
  const notify = useNotify();
  // The answer names the report it is for: a new id renders as loading from its first render, never
  // with the previous report.
  const [answer, setAnswer] = useState<(ReportState & { id: string }) | null>(null);
  // The toast functions change identity when the toast queue changes: keep the latest in a ref so a
  // toast does not re-run the load (which would toast again).
  const notifyRef = useRef(notify);
  useEffect(() => {
    notifyRef.current = notify;
  }, [notify]);

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    getReport(id, { signal: controller.signal })
      .then((report) => {
        if (!controller.signal.aborted) setAnswer({ id, loading: false, report, error: null });
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        const message = errorText(err, 'Unknown error');
        setAnswer({ id, loading: false, report: null, error: message });
        notifyRef.current.error(`Error: ${message}`);
      });
    return () => controller.abort();
  }, [id]);

  if (!id) return { loading: false, report: null, error: 'Unknown error' };
  if (answer?.id !== id) return { loading: true, report: null, error: null };
  return { loading: false, report: answer.report, error: answer.error };
}
