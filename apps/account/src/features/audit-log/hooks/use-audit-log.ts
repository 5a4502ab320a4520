import { useInfiniteQuery } from '@tanstack/react-query';
import { auditLogQuery, type AuditEntry, type AuditLogFilters } from '@pulse/api-client';

export interface AuditLogState {
  /** The entries of every page read so far, newest first. */
  items: AuditEntry[];
  /** The API gave a cursor for a further page: "Load more" has something to read. */
  hasMore: boolean;
  /** The first page or a further one is being read. */
  loading: boolean;
  /** The last read failed (the first page: nothing to show; a further one: the pages read stay). */
  failed: boolean;
  /** Reads the next page (AUDIT_LOG_PAGE_SIZE entries, along the API's cursor) and appends it. */
  loadMore(): Promise<void>;
}

/**
 * The audit log for `filters` (action, actor e-mail, date range; all optional) through TanStack
 * Query's infinite query `auditLogQuery(filters)`: the first page, then `loadMore` appends the next.
 * A change of filters starts again from the first page, with the spinner: a filter set left is
 * dropped from the cache at once (`gcTime: 0`), so coming back to it never shows pages read
 * earlier. A failed "Load more" keeps the pages read and can be tried again.
 */
export function useAuditLog(filters: AuditLogFilters): AuditLogState {
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useInfiniteQuery({ ...auditLogQuery(filters), gcTime: 0 });

  const loadMore = async () => {
    if (!hasNextPage || isFetchingNextPage) return;
    await fetchNextPage();
  };

  return {
    items: data?.pages.flatMap((page) => page.items) ?? [],
    hasMore: hasNextPage,
    loading: isPending || isFetchingNextPage,
    failed: isError,
    loadMore,
  };
}
