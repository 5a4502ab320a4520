import { request, requestRaw } from '../client';
import type { CallOptions } from '../client';
import type {
  AuditEntry,
  AuditLogFilters,
  AuditLogPage,
  ListAuditLogParams,
} from '../types/audit-log';
import type { ApiPath } from '../types/generated';

const PATHS = {
  list: '/audit-log',
  export: '/audit-log/export',
} as const satisfies Record<string, ApiPath>;

/** `GET /audit-log`: one page, newest first; `nextCursor` from the `x-next-cursor` header. */
export async function listAuditLog(
  params: ListAuditLogParams = {},
  options?: CallOptions,
): Promise<AuditLogPage> {
  const res = await requestRaw<AuditEntry[]>(PATHS.list, { ...options, query: { ...params } });
  const page: AuditLogPage = { items: res._data ?? [] };
  const next = res.headers.get('x-next-cursor');
  if (next) page.nextCursor = next;
  return page;
}

/** `GET /audit-log/export`: the filtered entries as CSV text (with a header row). */
export async function exportAuditLog(
  filters: AuditLogFilters = {},
  options?: CallOptions,
): Promise<string> {
  const csv = await request<unknown>(PATHS.export, {
    ...options,
    query: { ...filters },
    headers: { accept: 'text/csv' },
  });
  return typeof csv === 'string' ? csv : '';
}
