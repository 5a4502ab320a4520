import { request, requestRaw, seg } from '../client';
import type { CallOptions } from '../client';
import type { ListReportsParams, ReportDetail, ReportList, ReportListItem } from '../types/reports';

/**
 * Spec §7 `GET /reports` with the clientid header. The body is the page of items (an array, or
 * `{ items, nextCursor? }`); `total` comes from the `x-total-count` response header (falls back to
 * the number of items); `nextCursor` from the body or an `x-next-cursor` header, when present.
 */
export async function listReports(
  params: ListReportsParams = {},
  options?: CallOptions,
): Promise<ReportList> {
  const res = await requestRaw<
    ReportListItem[] | { items: ReportListItem[]; nextCursor?: string | null }
  >('/reports', {
    ...options,
    query: { ...params },
    clientIdHeader: true,
    viewMode: true,
  });
  const body = res._data;
  const items = Array.isArray(body) ? body : (body?.items ?? []);
  const header = Number.parseInt(res.headers.get('x-total-count') ?? '', 10);
  const nextCursor =
    (Array.isArray(body) ? undefined : body?.nextCursor) ?? res.headers.get('x-next-cursor');
  const page: ReportList = { items, total: Number.isFinite(header) ? header : items.length };
  if (nextCursor) page.nextCursor = nextCursor;
  return page;
}

/** Spec §7 `GET /report/{id}` (the report's referenceID) → report detail including apiService. */
export function getReport(id: string, options?: CallOptions): Promise<ReportDetail> {
  return request(`/report/${seg(id)}`, { ...options, viewMode: true });
}

/** Spec §7 `DELETE /reports/{id}` with the clientid header. Errors carry data.message. */
export async function deleteReport(id: string, options?: CallOptions): Promise<void> {
  await request(`/reports/${seg(id)}`, {
    ...options,
    method: 'DELETE',
    clientIdHeader: true,
    viewMode: true,
  });
}
