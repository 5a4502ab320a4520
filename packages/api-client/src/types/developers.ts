// Developer pages: GENERATED from apps/api/openapi.json (src/generated/schema.ts, `pnpm generate`).
// RequestLogPage is the client's own paging wrapper.
import type { RequestBody, ResponseBody } from './generated';

/** A named API key as listed (never its secret). */
export type ApiKey = ResponseBody<'/developers/keys', 'get', 200>['keys'][number];

/** `live` or `test` (`pk_live_…` / `pk_test_…`). */
export type KeyMode = ApiKey['mode'];

/** `active`, `grace` (rolled, still accepted until `graceEndsAt`), `expired` or `revoked`. */
export type ApiKeyStatus = ApiKey['status'];

/** Body of POST /developers/keys. */
export type CreateApiKeyBody = RequestBody<'/developers/keys', 'post'>;

/** Answer of POST /developers/keys: the key and its secret, shown this once. */
export type CreateApiKeyResponse = ResponseBody<'/developers/keys', 'post', 201>;

/** How long a rolled key keeps working: none, 1 hour, 24 hours, 7 days. */
export type GracePeriod = RequestBody<'/developers/keys/{id}/roll', 'post'>['grace'];

/** Answer of POST /developers/keys/{id}/roll: the new key, its secret, and the old key as it stands. */
export type RollApiKeyResponse = ResponseBody<'/developers/keys/{id}/roll', 'post', 201>;

/** One row of GET /developers/requests (the request log). */
export type RequestLogEntry = ResponseBody<'/developers/requests', 'get', 200>[number];

/** GET /developers/requests/{id}: the row with its redacted bodies (null after 7 days). */
export type RequestLogDetail = ResponseBody<'/developers/requests/{id}', 'get', 200>;

/** Query of GET /developers/requests (all optional). */
export interface ListRequestLogParams {
  limit?: number;
  cursor?: string;
  /** Start of a key prefix (`pk_live_ab`). */
  key?: string;
  /** A class (`2xx`, `4xx`, `5xx`) or one status code. */
  status?: string;
  /** Route template, e.g. `/api/iplookup`. */
  endpoint?: string;
  /** ISO 8601 date or date-time, inclusive. */
  from?: string;
  /** ISO 8601 date (whole day) or date-time, inclusive. */
  to?: string;
}

export interface RequestLogPage {
  items: RequestLogEntry[];
  /** From the `x-next-cursor` header; absent on the last page. */
  nextCursor?: string;
}
