import { useEffect, useState } from 'react';
import { useViewMode } from '@pulse/auth';
import { listRequestLog, type RequestLogEntry } from '../api/request-log';
import { toParams, type RequestLogFilters } from '../utils/filters';

/** Rows per page. */
export const PAGE_SIZE = 25;

export interface RequestLogState {
  items: RequestLogEntry[];
  loading: boolean;
  failed: boolean;
  /** 1-based page number. */
  page: number;
  hasNewer: boolean;
  hasOlder: boolean;
  newer(): void;
  older(): void;
  retry(): void;
}

/**
 * One page of the request log for `filters`, newest first. Paging follows the API's cursor: the
 * cursors of the pages seen so far are kept, so Newer goes back without re-reading from the start.
 * New filters start again at page 1, and so does the Test/Live switch: the log shows the calls of
 * the view mode only (docs/api-contract.md "Test mode"; the API client sends the mode).
 */
export function useRequestLog(filters: RequestLogFilters): RequestLogState {
  // cursors[i] is the cursor that loads page i + 1 (undefined for the first page).
  const [cursors, setCursors] = useState<Array<string | undefined>>([undefined]);
  const [next, setNext] = useState<string | undefined>();
  const [items, setItems] = useState<RequestLogEntry[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [mode] = useViewMode();

  useEffect(() => setCursors([undefined]), [filters, mode]);

  const cursor = cursors[cursors.length - 1];
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setFailed(false);
    listRequestLog(
      { ...toParams(filters), limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) },
      { signal: controller.signal },
    ).then(
      (page) => {
        if (controller.signal.aborted) return;
        setItems(page.items);
        setNext(page.nextCursor);
        setLoading(false);
      },
      () => {
        if (controller.signal.aborted) return;
        setFailed(true);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [filters, cursor, attempt, mode]);

  return {
    items,
    loading,
    failed,
    page: cursors.length,
    hasNewer: cursors.length > 1,
    hasOlder: next !== undefined,
    newer: () => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)),
    older: () => next && setCursors((c) => [...c, next]),
    retry: () => setAttempt((n) => n + 1),
  };
}
