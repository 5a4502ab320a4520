import { request, requestRaw, seg } from '../client';
import type { CallOptions } from '../client';
import type {
  ApiKey,
  CreateApiKeyBody,
  CreateApiKeyResponse,
  GracePeriod,
  ListRequestLogParams,
  RequestLogDetail,
  RequestLogEntry,
  RequestLogPage,
  RollApiKeyResponse,
} from '../types/developers';

/** `GET /developers/keys` → the named keys of the signed-in client, newest first. */
export async function listApiKeys(options?: CallOptions): Promise<ApiKey[]> {
  return (await request<{ keys: ApiKey[] }>('/developers/keys', options)).keys;
}

/** `POST /developers/keys` → the new key and its secret (the only time the secret is sent). */
export function createApiKey(
  body: CreateApiKeyBody,
  options?: CallOptions,
): Promise<CreateApiKeyResponse> {
  return request('/developers/keys', { ...options, method: 'POST', body });
}

/** `POST /developers/keys/{id}/roll` → a new key; the old one works until the grace period ends. */
export function rollApiKey(
  id: string,
  grace: GracePeriod,
  options?: CallOptions,
): Promise<RollApiKeyResponse> {
  return request(`/developers/keys/${seg(id)}/roll`, {
    ...options,
    method: 'POST',
    body: { grace },
  });
}

/** `POST /developers/keys/{id}/revoke` → the key, refused from now on. */
export async function revokeApiKey(id: string, options?: CallOptions): Promise<ApiKey> {
  return (
    await request<{ key: ApiKey }>(`/developers/keys/${seg(id)}/revoke`, {
      ...options,
      method: 'POST',
    })
  ).key;
}

/** `GET /developers/requests`: one page of the request log, newest first (`x-next-cursor`). */
export async function listRequestLog(
  params: ListRequestLogParams = {},
  options?: CallOptions,
): Promise<RequestLogPage> {
  const res = await requestRaw<RequestLogEntry[]>('/developers/requests', {
    ...options,
    query: { ...params },
    viewMode: true,
  });
  const page: RequestLogPage = { items: res._data ?? [] };
  const next = res.headers.get('x-next-cursor');
  if (next) page.nextCursor = next;
  return page;
}

/** `GET /developers/requests/{id}`: one entry with its redacted bodies. */
export function getRequestLogEntry(id: string, options?: CallOptions): Promise<RequestLogDetail> {
  return request(`/developers/requests/${seg(id)}`, { ...options, viewMode: true });
}
