import { listReports } from '@pulse/api-client';
import type { ReportListItem } from '@pulse/api-client';
import { toApiParams } from '../utils/list-query';
import type { ListFilters } from '../utils/list-query';

/** The API's largest page (GET /reports limit 1–100). */
const PAGE_LIMIT = 100;

export interface AllReports {
  items: ReportListItem[];
  /** Matching reports on the server (x-total-count). */
  total: number;
  /** True when the cap stopped the paging before the last page. */
  capped: boolean;
}

/**
 * Every report of `mode` matching the filters, newest first, paging through GET /reports up to `cap`
 * rows.
 */
export async function fetchAllReports(
  filters: ListFilters,
  cap: number,
  signal?: AbortSignal,
  mode: 'live' | 'test' = 'live',
): Promise<AllReports> {
  const items: ReportListItem[] = [];
  let cursor: string | undefined;
  let total = 0;
  do {
    const page = await listReports(
      {
        ...toApiParams({ ...filters, size: Math.min(PAGE_LIMIT, cap - items.length) }, cursor),
        mode,
      },
      signal ? { signal } : undefined,
    );
    total = Math.max(total, page.total);
    items.push(...page.items.slice(0, cap - items.length));
    cursor = page.items.length > 0 ? page.nextCursor : undefined;
  } while (cursor && items.length < cap);
  return { items, total: Math.max(total, items.length), capped: Boolean(cursor) };
}
