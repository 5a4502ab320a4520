import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '@pulse/api-client';
import type { ReportDetail } from '@pulse/api-client';
import { useViewMode } from '@pulse/auth';
import { useNotify } from '@pulse/ui';
import { reportQuery } from './report-query';

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
  const [mode] = useViewMode();
  const { data, error, isPending, errorUpdatedAt } = useQuery({
    ...reportQuery(id ?? '', mode),
    enabled: Boolean(id),
  });
  const message = error ? errorText(error, 'Unknown error') : null;
  // The toast functions change identity when the toast queue changes: the latest is kept in a ref
  // so that a toast does not toast the same failure again.
  const notifyRef = useRef(notify);
  useEffect(() => {
    notifyRef.current = notify;
  }, [notify]);
  useEffect(() => {
    if (message !== null) notifyRef.current.error(`Error: ${message}`);
  }, [message, errorUpdatedAt]);

  if (!id) return { loading: false, report: null, error: 'Unknown error' };
  if (isPending && !error) return { loading: true, report: null, error: null };
  return { loading: false, report: data ?? null, error: message };
}
