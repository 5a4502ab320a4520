import { request, requestRaw, seg } from '../client';
import type { CallOptions } from '../client';
import type {
  ListRequestLogParams,
  RequestLogDetail,
  RequestLogEntry,
  RequestLogPage,
} from '../types/developers';

/** `GET /developers/requests`: one page of the request log, newest first (`x-next-cursor`). */
export async function listRequestLog(
  params: ListRequestLogParams = {},
  options?: CallOptions,
): Promise<RequestLogPage> {
  const res = await requestRaw<RequestLogEntry[]>('/developers/requests', {
    ...options,
    query: { ...params },
  });
  const page: RequestLogPage = { items: res._data ?? [] };
  const next = res.headers.get('x-next-cursor');
  if (next) page.nextCursor = next;
  return page;
}

/** `GET /developers/requests/{id}`: one entry with its redacted bodies. */
export function getRequestLogEntry(id: string, options?: CallOptions): Promise<RequestLogDetail> {
  return request(`/developers/requests/${seg(id)}`, options);
}
