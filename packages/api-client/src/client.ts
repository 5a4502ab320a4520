import {
  MEMBER_ROLES,
  VIEW_MODE_STORAGE_KEY,
  clearStoredSession,
  readStoredUser,
  storeSessionUser,
} from '@pulse/auth';
import { FetchError, ofetch } from 'ofetch';
import type { $Fetch, FetchContext, FetchResponse } from 'ofetch';
import { ApiError, NETWORK_ERROR } from './errors';
import type { ApiErrorData } from './errors';

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
}

type QueryValue = string | number | boolean | undefined | null;

interface RequestSpec extends CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: object;
  /**
   * A body sent as it is, not as JSON (a file upload: `POST /batches`); its `content-type` is the
   * caller's `headers['content-type']`, else the Blob's own type. Takes the place of `body`.
   */
  rawBody?: Blob | string;
  /** `blob`: the answer's bytes as they are (a file to save), not parsed. */
  responseType?: 'blob';
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Public auth calls (login, signup, verify, resend): a 401/403 there is an answer, not an expiry. */
  public?: boolean;
  /** Send the stored clientId in a `clientid` header (spec §7: GET /reports, GET /billing, DELETE /reports/{id}). */
  clientIdHeader?: boolean;
  /**
   * A call of mode-scoped data (lookups, reports, counts, the request log): send the tab's Test/Live
   * view mode in the `Pulse-Mode` header, so with the Test switch on it runs in test mode (never
   * charged) and reads test data only. Billing does not: it is
   * live only.
   */
  viewMode?: boolean;
}

export const DEFAULT_BASE_URL = '/api';

/** The header that carries the view mode of a mode-scoped call. */
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

/** Called once by the shell. Remotes share this module (Module Federation singleton). */
export function configureApiClient(config: ApiClientConfig = {}): void {
  baseURL = config.baseURL ?? DEFAULT_BASE_URL;
  onSessionExpired = config.onSessionExpired ?? goToRoot;
  reportedExpiry = undefined;
  client = createClient();
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The 401 codes that are about the `licensekey` a session call carried, not about the session (a regenerated License Key is refused at once).
 */
const KEY_CODES: ReadonlySet<string> = new Set(['INVALID_API_KEY', 'API_KEY_EXPIRED']);

/**
 * A 401 that refuses the key sent beside the bearer token: another tab, device or teammate
 * regenerated the License Key, or the member's role changed what the profile hands out. The
 * session itself is still good (docs/adr/0027-who-is-signed-in.md).
 */
const isKeyAnswer = (status: number, data: ApiErrorData, headers: Headers): boolean =>
  status === 401 &&
  KEY_CODES.has(String(data.code)) &&
  headers.has('authorization') &&
  headers.has('licensekey');

/**
 * Spec §4: 401, or 403 whose error is "Invalid token" — except a 401 about the key sent with the
 * session (`isKeyAnswer`), which is answered by fetching the current key instead.
 */
const isSessionExpiry = (status: number, data: ApiErrorData, headers: Headers): boolean =>
  (status === 401 && !isKeyAnswer(status, data, headers)) ||
  (status === 403 && data.error === 'Invalid token');

/**
 * Logout is under way for the stored session: a 401 that a call still in flight meets from now on
 * is the logout's doing, not an expiry. It neither reports an expiry (which would remember the
 * page to return to after the next sign-in) nor clears anything: the logout does that itself.
 */
export function sessionEnding(): void {
  const token = readStoredUser()?.token;
  if (token) reportedExpiry = `Bearer ${token}`;
}

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
  const sent = new Headers(err.options?.headers);
  if (!spec.public && isSessionExpiry(status, data, sent)) {
    expireSession(sent.get('authorization') ?? '');
  }
  return new ApiError(status, data, { cause: err });
}

/** The refresh of the stored key in flight, per token: parallel refusals ask the profile once. */
let keyRefresh: { token: string; done: Promise<string | undefined> } | undefined;

/**
 * After the API refused the session's `licensekey` (`isKeyAnswer`): reads the member's current key
 * and role from `GET /user-data/profile` (bearer only) and stores them, so every later call of
 * this tab (and, through the storage event, of the browser's other tabs) sends the current key.
 * A viewer's profile has `apiKey: ""`: the session then sends no key.
 * @returns the key now stored, or undefined when the session changed meanwhile or the profile
 *   could not be read (a 401 there is a real expiry, handled as such)
 */
function refreshStoredKey(token: string): Promise<string | undefined> {
  if (keyRefresh?.token === token) return keyRefresh.done;
  const done = (async () => {
    try {
      const profile = await client<{ apiKey?: unknown; role?: unknown }>('/user-data/profile', {
        headers: { authorization: `Bearer ${token}` },
      });
      const current = readStoredUser();
      if (current?.token !== token || typeof profile.apiKey !== 'string') return undefined;
      const role = MEMBER_ROLES.find((r) => r === profile.role) ?? current.role;
      storeSessionUser({ ...current, apiKey: profile.apiKey, role });
      return profile.apiKey;
    } catch (err) {
      // A refused token here is the session's end: the usual expiry handling.
      toApiError(err, {});
      return undefined;
    } finally {
      keyRefresh = undefined;
    }
  })();
  keyRefresh = { token, done };
  return done;
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
  if (spec.rawBody instanceof Blob && !headers.has('content-type') && spec.rawBody.type) {
    headers.set('content-type', spec.rawBody.type);
  }
  // ofetch sends a Blob or a string as it is (it serialises plain objects only).
  const body = spec.rawBody ?? (spec.body as Record<string, unknown> | undefined);
  const method = spec.method ?? 'GET';
  const query = cleanQuery(spec.query);
  const once = (signal: AbortSignal | undefined) =>
    client.raw<T>(path, {
      method,
      body,
      query,
      // ofetch types the answer by responseType; here T already says what comes (Blob for 'blob').
      ...(spec.responseType ? { responseType: spec.responseType as 'json' } : {}),
      headers,
      signal,
    });
  const send = async (signal: AbortSignal | undefined): Promise<FetchResponse<T>> => {
    try {
      return await once(signal);
    } catch (err) {
      const error = toApiError(err, { ...spec, signal });
      const sent = err instanceof FetchError ? new Headers(err.options?.headers) : undefined;
      if (spec.public || !sent || !isKeyAnswer(error.status, error.data, sent)) throw error;
      // The key sent is not the member's current one: fetch it, then send the call once more
      // with it. Not again if the stored key was already the current one.
      const token = readStoredUser()?.token;
      const key = token ? await refreshStoredKey(token) : undefined;
      if (key === undefined || key === sent.get('licensekey')) throw error;
      try {
        return await once(signal);
      } catch (again) {
        throw toApiError(again, { ...spec, signal });
      }
    }
  };
  return send(spec.signal);
}

/** One call through the configured client; the parsed body. */
export async function request<T>(path: string, spec: RequestSpec = {}): Promise<T> {
  return (await requestRaw<T>(path, spec))._data as T;
}

/** Path segment, escaped. */
export const seg = (value: string): string => encodeURIComponent(value);
