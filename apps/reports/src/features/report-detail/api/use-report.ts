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
  const [state, setState] = useState<ReportState>({ loading: true, report: null, error: null });
  // The toast functions change identity when the toast queue changes: keep the latest in a ref so a
  // toast does not re-run the load (which would toast again).
  const notifyRef = useRef(notify);
  useEffect(() => {
    notifyRef.current = notify;
  }, [notify]);

  useEffect(() => {
    if (!id) {
      setState({ loading: false, report: null, error: 'Unknown error' });
      return;
    }
    const controller = new AbortController();
    setState({ loading: true, report: null, error: null });
    getReport(id, { signal: controller.signal })
      .then((report) => {
        if (!controller.signal.aborted) setState({ loading: false, report, error: null });
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        const message = errorText(err, 'Unknown error');
        setState({ loading: false, report: null, error: message });
        notifyRef.current.error(`Error: ${message}`);
      });
    return () => controller.abort();
  }, [id]);

  return state;
}
