import { useCallback, useEffect, useState } from 'react';
import { listAuditLog, type AuditEntry, type AuditLogFilters } from '@pulse/api-client';

/** Entries per page. */
export const PAGE_SIZE = 25;

interface State {
  items: AuditEntry[];
  nextCursor?: string;
  loading: boolean;
  failed: boolean;
}

/**
 * The audit log for `filters`: the first page, then "Load more" appends the next (cursor paging).
 * A change of filters starts again from the first page.
 */
export function useAuditLog(filters: AuditLogFilters) {
  const [state, setState] = useState<State>({ items: [], loading: true, failed: false });
  const key = JSON.stringify(filters);

  useEffect(() => {
    const ctrl = new AbortController();
    setState({ items: [], loading: true, failed: false });
    listAuditLog(
      { ...(JSON.parse(key) as AuditLogFilters), limit: PAGE_SIZE },
      { signal: ctrl.signal },
    )
      .then((page) => {
        if (!ctrl.signal.aborted) setState({ ...page, loading: false, failed: false });
      })
      .catch(() => {
        if (!ctrl.signal.aborted) setState({ items: [], loading: false, failed: true });
      });
    return () => ctrl.abort();
  }, [key]);

  const loadMore = useCallback(async () => {
    if (!state.nextCursor) return;
    setState((s) => ({ ...s, loading: true }));
    try {
      const page = await listAuditLog({
        ...(JSON.parse(key) as AuditLogFilters),
        limit: PAGE_SIZE,
        cursor: state.nextCursor,
      });
      setState((s) => ({
        items: [...s.items, ...page.items],
        nextCursor: page.nextCursor,
        loading: false,
        failed: false,
      }));
    } catch {
      setState((s) => ({ ...s, loading: false, failed: true }));
    }
  }, [key, state.nextCursor]);

  return { ...state, loadMore };
}
