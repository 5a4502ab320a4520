import type { ListReportsParams, ServiceKey } from '@pulse/api-client';
import { isServiceKey } from '../../../lib/services';

/** Statuses the API stores (docs/architecture.md §11), offered by the status filter. */
export const FILTER_STATUSES = ['VERIFIED', 'SUSPICIOUS', 'RISKY', 'DECLINED', 'ERROR'] as const;

/** Columns the list sorts by (GET /reports `sort`); `date` newest first is the default order. */
export const SORT_KEYS = ['date', 'service', 'status'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/**
 * The list view as kept in the URL, so a view can be shared:
 * `?status=RISKY&service=phoneLookup&from=2026-01-01&to=2026-01-31&ref=rpt_1&sort=service&order=asc&size=50&after=c1&after=c2`.
 * `after` is the stack of cursors that led to the current page (one per Next); its last entry is the
 * current page's cursor, and Previous pops it.
 */
export interface ListQuery {
  status: string;
  service: ServiceKey | '';
  /** Local calendar day 'YYYY-MM-DD', inclusive, or ''. */
  from: string;
  to: string;
  /** Reference ID search text. */
  ref: string;
  sort: SortKey;
  order: SortOrder;
  size: number;
  cursors: string[];
}

export type ListFilters = Pick<ListQuery, 'status' | 'service' | 'from' | 'to' | 'ref'>;
export type ListSort = Pick<ListQuery, 'sort' | 'order'>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(value: string | null): string {
  if (!value || !DAY.test(value)) return '';
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? value : '';
}

export function parseListQuery(params: URLSearchParams): ListQuery {
  const status = (params.get('status') ?? '').toUpperCase();
  const service = params.get('service') ?? '';
  const size = Number(params.get('size'));
  const sort = params.get('sort') ?? '';
  const order = params.get('order');
  return {
    status: (FILTER_STATUSES as readonly string[]).includes(status) ? status : '',
    service: isServiceKey(service) ? service : '',
    from: day(params.get('from')),
    to: day(params.get('to')),
    ref: (params.get('ref') ?? '').trim(),
    sort: (SORT_KEYS as readonly string[]).includes(sort) ? (sort as SortKey) : 'date',
    order: order === 'asc' ? 'asc' : 'desc',
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    cursors: params.getAll('after').filter(Boolean),
  };
}

/** The URL form of a query; defaults are left out so a plain /reports stays plain. */
export function toSearchParams(q: ListQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (q.status) out.set('status', q.status);
  if (q.service) out.set('service', q.service);
  if (q.from) out.set('from', q.from);
  if (q.to) out.set('to', q.to);
  if (q.ref) out.set('ref', q.ref);
  if (q.sort !== 'date') out.set('sort', q.sort);
  if (q.order !== 'desc') out.set('order', q.order);
  if (q.size !== DEFAULT_PAGE_SIZE) out.set('size', String(q.size));
  for (const c of q.cursors) out.append('after', c);
  return out;
}

/** Start (00:00:00.000) or end (23:59:59.999) of a local calendar day as an ISO instant. */
export function dayBoundary(value: string, edge: 'start' | 'end'): string | undefined {
  if (!day(value)) return undefined;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date =
    edge === 'start' ? new Date(y, m - 1, d, 0, 0, 0, 0) : new Date(y, m - 1, d, 23, 59, 59, 999);
  return date.toISOString();
}

/** The GET /reports query of a view: the filters, the page size and the current page's cursor. */
export function toApiParams(
  q: ListFilters & Partial<ListSort> & { size?: number },
  cursor?: string,
): ListReportsParams {
  const params: ListReportsParams = { limit: q.size ?? DEFAULT_PAGE_SIZE };
  if (q.status) params.status = q.status;
  if (q.service) params.service = q.service;
  const from = dayBoundary(q.from, 'start');
  const to = dayBoundary(q.to, 'end');
  if (from) params.from = from;
  if (to) params.to = to;
  if (q.ref) params.referenceId = q.ref;
  if (q.sort && q.sort !== 'date') params.sort = q.sort;
  if (q.order === 'asc') params.order = 'asc';
  if (cursor) params.cursor = cursor;
  return params;
}

/** Filters set besides the reference ID search (the count on the phone's "Filters" button). */
export function activeFilterCount(q: ListFilters): number {
  return [q.status, q.service, q.from, q.to, q.ref].filter(Boolean).length;
}

export function hasFilters(q: ListFilters): boolean {
  return Boolean(q.status || q.service || q.from || q.to || q.ref);
}
