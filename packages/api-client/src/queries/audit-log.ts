/** The audit log as TanStack Query options (cursor pages under `['audit-log', 'list', filters]`). */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { listAuditLog } from '../endpoints/audit-log';
import type { AuditLogFilters } from '../types/audit-log';

/** Entries per "Load more" page. */
export const AUDIT_LOG_PAGE_SIZE = 25;

/** `GET /audit-log` for `filters`, newest first, page after page along the API's cursor. */
export function auditLogQuery(filters: AuditLogFilters) {
  return infiniteQueryOptions({
    queryKey: ['audit-log', 'list', filters] as const,
    queryFn: ({ signal, pageParam }) =>
      listAuditLog(
        { ...filters, limit: AUDIT_LOG_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
  });
}
