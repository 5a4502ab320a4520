import { VIEW_MODE_STORAGE_KEY, clearStoredSession, readStoredUser } from '@pulse/auth';
import { FetchError, ofetch } from 'ofetch';
import type { $Fetch, FetchContext, FetchResponse } from 'ofetch';
import { ApiError, NETWORK_ERROR } from './errors';
import type { ApiErrorData } from './errors';
import { RequestCache } from './request-cache';

export interface ApiClientConfig {
  /** Base of every path; default `/api` (the API on the shell's own origin). */
  baseURL?: string;
  /**
   * Called once per expired session, after the stored session has been cleared.
   * Default: `window.location.assign('/')`.
   */
  onSessionExpired?: () => void;
}

/** Per-call options every endpoint function accepts as its last argument. */
export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Started ahead of the page that will make the same call (prefetchRouteData): on the calls a
   * landing route's first paint makes, the answer is kept a few seconds for that page's call.
   */
  prefetch?: boolean;
}

type QueryValue = string | number | boolean | undefined | null;

interface RequestSpec extends CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: object;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Public auth calls (login, signup, verify, resend): a 401/403 there is an answer, not an expiry. */
  public?: boolean;
  /** Send the stored clientId in a `clientid` header (spec §7: GET /reports, GET /billing, DELETE /reports/{id}). */
  clientIdHeader?: boolean;
  /**
   * A call of mode-scoped data (lookups, reports, counts, the request log): send the tab's Test/Live
   * view mode in the `Pulse-Mode` header, so with the Test switch on it runs in test mode (never
   * charged) and reads test data only (docs/api-contract.md "Test mode"). Billing does not: it is
   * live only.
   */
  viewMode?: boolean;
  /**
   * A GET that a landing route's first paint needs (route-data.ts): the same call of the same
   * session and view mode joins the request in flight, or takes a prefetched answer of the last
   * few seconds (request-cache.ts).
   */
  cache?: boolean;
}

export const DEFAULT_BASE_URL = '/api';

/** The header that carries the view mode of a mode-scoped call (docs/api-contract.md "Test mode"). */
export const MODE_HEADER = 'pulse-mode';

const goToRoot = (): void => window.location.assign('/');

let baseURL = DEFAULT_BASE_URL;
let onSessionExpired: () => void = goToRoot;
/** Authorization value whose expiry was already reported: parallel 401s report once. */
let reportedExpiry: string | undefined;

/**
 * Spec §6: when a token is stored and the request has no Authorization header yet, add
 * `Authorization: Bearer <token>` and `licensekey: <apiKey>`.
 */
function addSessionHeaders({ options }: FetchContext): void {
  const headers = options.headers;
  if (headers.has('authorization')) return;
  const user = readStoredUser();
  if (!user?.token) return;
  headers.set('authorization', `Bearer ${user.token}`);
  if (user.apiKey) headers.set('licensekey', user.apiKey);
}

const createClient = (): $Fetch =>
  ofetch.create({ baseURL, retry: 0, onRequest: addSessionHeaders });

let client = createClient();

/** GET answers in flight or of the last few seconds (one instance: this module is a singleton). */
const cache = new RequestCache();

/** Called once by the shell. Remotes share this module (Module Federation singleton). */
export function configureApiClient(config: ApiClientConfig = {}): void {
  baseURL = config.baseURL ?? DEFAULT_BASE_URL;
  onSessionExpired = config.onSessionExpired ?? goToRoot;
  reportedExpiry = undefined;
  client = createClient();
  cache.clear();
}

/** Forgets every cached GET answer and request in flight (the next calls ask the API again). */
export function clearRequestCache(): void {
  cache.clear();
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Spec §4: 401, or 403 whose error is "Invalid token". */
const isSessionExpiry = (status: number, data: ApiErrorData): boolean =>
  status === 401 || (status === 403 && data.error === 'Invalid token');

function expireSession(authorization: string): void {
  if (reportedExpiry === authorization) return;
  reportedExpiry = authorization;
  clearStoredSession();
  onSessionExpired();
}

function toApiError(err: unknown, spec: RequestSpec): ApiError {
  if (!(err instanceof FetchError))
    return new ApiError(0, { error: NETWORK_ERROR, code: 'NETWORK_ERROR' }, { cause: err });
  const status = err.response?.status ?? 0;
  if (status === 0) {
    const aborted = spec.signal?.aborted === true;
    return new ApiError(
      0,
      aborted
        ? { error: 'Request aborted', code: 'ABORTED' }
        : { error: NETWORK_ERROR, code: 'NETWORK_ERROR' },
      { cause: err },
    );
  }
  const data: ApiErrorData = isObject(err.data) ? (err.data as ApiErrorData) : {};
  if (!spec.public && isSessionExpiry(status, data)) {
    expireSession(new Headers(err.options?.headers).get('authorization') ?? '');
  }
  return new ApiError(status, data, { cause: err });
}

function cleanQuery(
  query: Record<string, QueryValue> | undefined,
): Record<string, string> | undefined {
  if (!query) return undefined;
  const entries = Object.entries(query).filter(
    ([, v]) => v !== undefined && v !== null && v !== '',
  );
  return Object.fromEntries(entries.map(([k, v]) => [k, String(v)]));
}

/** The stored Test/Live view mode of this tab, as stored (@pulse/auth's viewModeAtom). */
function storedViewMode(): string {
  try {
    return typeof sessionStorage === 'undefined'
      ? ''
      : (sessionStorage.getItem(VIEW_MODE_STORAGE_KEY) ?? '');
  } catch {
    return '';
  }
}

/**
 * The tab's view mode: `test` when the switch is on, else `live` (the atom stores JSON, `"test"`;
 * anything else reads as live, as @pulse/auth's useViewMode does).
 */
function currentViewMode(): 'live' | 'test' {
  const stored = storedViewMode();
  return stored === '"test"' || stored === 'test' ? 'test' : 'live';
}

/**
 * What identifies a cached GET: the API base, the path, the query and headers sent, and whose
 * session in which view mode asks (token, key, client), so one tenant, session or mode never gets
 * another's answer.
 */
function cacheKey(path: string, query: Record<string, string> | undefined, headers: Headers) {
  const user = readStoredUser();
  const sorted = (entries: Iterable<[string, string]>) =>
    [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([
    baseURL,
    path,
    sorted(Object.entries(query ?? {})),
    sorted(headers.entries()),
    user?.token ?? '',
    user?.apiKey ?? '',
    user?.clientId ?? '',
    storedViewMode(),
  ]);
}

const abortedError = (signal: AbortSignal): ApiError =>
  new ApiError(0, { error: 'Request aborted', code: 'ABORTED' }, { cause: signal.reason });

/** One call through the configured client; the full response (headers included). */
export async function requestRaw<T>(
  path: string,
  spec: RequestSpec = {},
): Promise<FetchResponse<T>> {
  const headers = new Headers(spec.headers);
  if (spec.clientIdHeader) {
    const clientId = readStoredUser()?.clientId;
    if (clientId) headers.set('clientid', clientId);
  }
  if (spec.viewMode) headers.set(MODE_HEADER, currentViewMode());
  const method = spec.method ?? 'GET';
  const query = cleanQuery(spec.query);
  const send = async (signal: AbortSignal | undefined): Promise<FetchResponse<T>> => {
    try {
      return await client.raw<T>(path, {
        method,
        body: spec.body as Record<string, unknown> | undefined,
        query,
        headers,
        signal,
      });
    } catch (err) {
      throw toApiError(err, { ...spec, signal });
    }
  };
  if (method === 'GET') {
    if (!spec.cache) return send(spec.signal);
    return cache.get(
      cacheKey(path, query, headers),
      send,
      { signal: spec.signal, prefetch: spec.prefetch },
      abortedError,
    );
  }
  // A write may change what any cached answer says: forget them before and after it.
  cache.clear();
  try {
    return await send(spec.signal);
  } finally {
    cache.clear();
  }
}

/** One call through the configured client; the parsed body. */
export async function request<T>(path: string, spec: RequestSpec = {}): Promise<T> {
  return (await requestRaw<T>(path, spec))._data as T;
}

/** Path segment, escaped. */
export const seg = (value: string): string => encodeURIComponent(value);
