/**
 * A small local HTTP module for the payments reads that @pulse/api-client does not have yet
 * (GET /payments, GET /payments/{sessionId}, GET /payments/{sessionId}/receipt). It follows the
 * client's rules (DESIGN §3, spec §4/§6): base `/api`, `Authorization: Bearer` + `licensekey` from
 * the stored session, and on 401 (or 403 "Invalid token") the stored session is cleared, which the
 * shell's guards turn into a redirect to `/`. Errors are the client's ApiError, so errorText() works.
 *
 * To be moved into @pulse/api-client (endpoints/payments.ts) by the lead; then delete this file.
 */
import { ofetch, FetchError } from 'ofetch';
import type { FetchContext } from 'ofetch';
import { ApiError, DEFAULT_BASE_URL, NETWORK_ERROR } from '@pulse/api-client';
import type { ApiErrorData, CallOptions } from '@pulse/api-client';
import { clearStoredSession, readStoredUser } from '@pulse/auth';

function addSessionHeaders({ options }: FetchContext): void {
  const headers = options.headers;
  if (headers.has('authorization')) return;
  const user = readStoredUser();
  if (!user?.token) return;
  headers.set('authorization', `Bearer ${user.token}`);
  if (user.apiKey) headers.set('licensekey', user.apiKey);
}

const client = ofetch.create({ baseURL: DEFAULT_BASE_URL, retry: 0, onRequest: addSessionHeaders });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toApiError(err: unknown, signal?: AbortSignal): ApiError {
  const status = err instanceof FetchError ? (err.response?.status ?? 0) : 0;
  if (status === 0) {
    const aborted = signal?.aborted === true;
    return new ApiError(
      0,
      aborted ? { error: 'Request aborted', code: 'ABORTED' } : { error: NETWORK_ERROR, code: 'NETWORK_ERROR' },
      { cause: err },
    );
  }
  const data: ApiErrorData = err instanceof FetchError && isObject(err.data) ? (err.data as ApiErrorData) : {};
  if (status === 401 || (status === 403 && data.error === 'Invalid token')) clearStoredSession();
  return new ApiError(status, data, { cause: err });
}

/** GET `path` under the API base with the session headers; JSON body, or text with `as: 'text'`. */
export async function apiGet<T>(path: string, options: CallOptions & { as?: 'json' | 'text' } = {}): Promise<T> {
  try {
    if (options.as === 'text')
      return (await client(path, { method: 'GET', signal: options.signal, responseType: 'text' })) as T;
    return await client<T>(path, { method: 'GET', signal: options.signal });
  } catch (err) {
    throw toApiError(err, options.signal);
  }
}

/** A path segment, escaped. */
export const seg = (value: string): string => encodeURIComponent(value);
